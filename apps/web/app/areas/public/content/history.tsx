import { getPublicMilestones } from "@seleta/api-client";
import { Timeline } from "@seleta/domain/site-widgets";
import { useIntl } from "react-intl";
import type { Route } from "./+types/history";
import { ContentListPage, contentListMeta, loadContentList } from "./ContentListPage";
import { langIfOther } from "./contentFormat";
import { contentPageServices } from "./contentPage.server";

const PAGE = {
  path: "/home/nossa-trajetoria",
  titleId: "content.history.title",
  leadId: "content.history.lead",
} as const;

export function loader(args: Route.LoaderArgs) {
  return loadContentList(contentPageServices(args), args.request, PAGE, (http) => getPublicMilestones(http));
}

export const meta: Route.MetaFunction = contentListMeta(PAGE.path);

/** Spec §2 `/home/nossa-trajetoria`: the firm's history, oldest first. */
export default function History({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { list } = loaderData;
  return (
    <ContentListPage data={loaderData} empty={list.milestones.length === 0}>
      <Timeline milestones={list.milestones} lang={langIfOther(list.locale, intl.locale)} />
    </ContentListPage>
  );
}
