import { getPublicSolutions } from "@seleta/api-client";
import type { Route } from "./+types/solutions";
import { contentListMeta, loadContentList } from "./ContentListPage";
import { contentPageServices } from "./contentPage.server";
import { OfferingsPage } from "./offeringsPage";

const PAGE = { path: "/home/solutions", titleId: "content.solutions.title", leadId: "content.solutions.lead" } as const;

export function loader(args: Route.LoaderArgs) {
  return loadContentList(contentPageServices(args), args.request, PAGE, (http) => getPublicSolutions(http));
}

export const meta: Route.MetaFunction = contentListMeta(PAGE.path);

/** Spec §2 `/home/solutions`: what the firm offers its clients. */
export default function Solutions({ loaderData }: Route.ComponentProps) {
  return <OfferingsPage data={loaderData} />;
}
