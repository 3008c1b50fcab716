import { getPublicSolutions } from "@seleta/api-client";
import { pageData } from "../../pageData";
import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/solutions";
import { contentPageServices } from "./contentPage.server";
import { OfferingsPage } from "./offeringsPage";

export async function loader(args: Route.LoaderArgs) {
  const services = contentPageServices(args);
  return {
    list: await pageData(getPublicSolutions(services.http)),
    title: services.text("content.solutions.title"),
    description: services.text("content.solutions.lead"),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, { title: data?.title ?? "", description: data?.description ?? "", path: "/home/solutions" });

/** Spec §2 `/home/solutions`: what the firm offers its clients. */
export default function Solutions({ loaderData }: Route.ComponentProps) {
  return <OfferingsPage data={loaderData} />;
}
