import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/publications";
import { contentPageServices } from "./contentPage.server";
import { loadPublications, PublicationsPage } from "./publicationsPage";

const PAGE = {
  kind: "publication",
  path: "/home/publications",
  titleId: "content.publications.title",
  leadId: "content.publications.lead",
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

/** Spec §2 `/home/publications`: the firm's publications, the latest in full. */
export default function Publications({ loaderData }: Route.ComponentProps) {
  return <PublicationsPage data={loaderData} leadId={PAGE.leadId} path={PAGE.path} />;
}
