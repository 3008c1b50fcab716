import { getPublicPrograms } from "@seleta/api-client";
import { pageData } from "../../pageData";
import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/programs";
import { contentPageServices } from "./contentPage.server";
import { OfferingsPage } from "./offeringsPage";

export async function loader(args: Route.LoaderArgs) {
  const services = contentPageServices(args);
  return {
    list: await pageData(getPublicPrograms(services.http)),
    title: services.text("content.programs.title"),
    description: services.text("content.programs.lead"),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, { title: data?.title ?? "", description: data?.description ?? "", path: "/home/programs" });

/** Spec §2 `/home/programs`: the firm's programmes for professionals, and who each is for. */
export default function Programs({ loaderData }: Route.ComponentProps) {
  return <OfferingsPage data={loaderData} />;
}
