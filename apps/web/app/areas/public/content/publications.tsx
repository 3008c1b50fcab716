import type { Route } from "./+types/publications";
import { contentListMeta } from "./ContentListPage";
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

export const meta: Route.MetaFunction = contentListMeta(PAGE.path);

/** Spec §2 `/home/publications`: the firm's publications, the latest in full. */
export default function Publications({ loaderData }: Route.ComponentProps) {
  return <PublicationsPage data={loaderData} path={PAGE.path} />;
}
