import type { Route } from "./+types/insights";
import { contentListMeta } from "./ContentListPage";
import { contentPageServices } from "./contentPage.server";
import { loadPublications, PublicationsPage } from "./publicationsPage";

const PAGE = {
  kind: "insights",
  path: "/home/insights",
  titleId: "content.insights.title",
  leadId: "content.insights.lead",
} as const;

export function loader(args: Route.LoaderArgs) {
  return loadPublications(contentPageServices(args), args.request, PAGE);
}

export const meta: Route.MetaFunction = contentListMeta(PAGE.path);

/** Spec §2 `/home/insights`: insights with the firm's research and surveys, the latest in full. */
export default function Insights({ loaderData }: Route.ComponentProps) {
  return <PublicationsPage data={loaderData} path={PAGE.path} />;
}
