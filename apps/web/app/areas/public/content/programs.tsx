import { getPublicPrograms } from "@seleta/api-client";
import type { Route } from "./+types/programs";
import { contentListMeta, loadContentList } from "./ContentListPage";
import { contentPageServices } from "./contentPage.server";
import { OfferingsPage } from "./offeringsPage";

const PAGE = { path: "/home/programs", titleId: "content.programs.title", leadId: "content.programs.lead" } as const;

export function loader(args: Route.LoaderArgs) {
  return loadContentList(contentPageServices(args), args.request, PAGE, (http) => getPublicPrograms(http));
}

export const meta: Route.MetaFunction = contentListMeta(PAGE.path);

/** Spec §2 `/home/programs`: the firm's programmes for professionals, and who each is for. */
export default function Programs({ loaderData }: Route.ComponentProps) {
  return <OfferingsPage data={loaderData} />;
}
