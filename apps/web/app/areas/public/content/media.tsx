import { getPublicPublications } from "@seleta/api-client";
import { useIntl } from "react-intl";
import type { Route } from "./+types/media";
import { ContentCardsListPage, contentListMeta, loadContentList } from "./ContentListPage";
import { longDate } from "./contentFormat";
import { contentPageServices } from "./contentPage.server";

const PAGE = { path: "/home/midia", titleId: "content.media.title", leadId: "content.media.lead" } as const;

export function loader(args: Route.LoaderArgs) {
  return loadContentList(contentPageServices(args), args.request, PAGE, (http, page) =>
    getPublicPublications(http, { kind: "media", page }),
  );
}

export const meta: Route.MetaFunction = contentListMeta(PAGE.path);

/** Spec §2 `/home/midia`: the firm in the press, each mention leading to the outlet's article. */
export default function Media({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <ContentCardsListPage
      data={loaderData}
      path={PAGE.path}
      items={loaderData.list.publications}
      hrefOf={(mention) => mention.external_url}
      factsOf={(mention) => [
        ...(mention.outlet ? [intl.formatMessage({ id: "content.media.opens" }, { outlet: mention.outlet })] : []),
        ...(mention.published_at ? [longDate(intl, mention.published_at)] : []),
      ]}
    />
  );
}
