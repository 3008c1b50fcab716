import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/insights";
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

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, {
    title: data?.title ?? "",
    description: data?.description ?? "",
    path: data?.path ?? PAGE.path,
  });

/** Spec §2 `/home/insights`: insights with the firm's research and surveys, the latest in full. */
export default function Insights({ loaderData }: Route.ComponentProps) {
  return <PublicationsPage data={loaderData} leadId={PAGE.leadId} path={PAGE.path} />;
}
