/**
 * `/candidates/insights`. The spec names the route and shows nothing of it; our choice: the firm's insights and
 * research as the public site publishes them (`/api/v1/public/publications?kind=insights`, in the candidate's
 * language) — what an executive-search firm offers a candidate besides jobs: market reading, salary and leadership
 * studies. Each card leads to the text on the public insights page.
 */
import { candidatePageQueries } from "@seleta/api-client";
import { useLocale } from "@seleta/domain/candidate-widgets";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { publicationMeta } from "../../public/content/contentPaths";
import { loadCandidateQuery } from "../guard";
import type { Route } from "./+types/insights";
import { ContentCardsPage } from "./ContentCardsPage";
import { formatDay, pageLocale } from "./extrasPage";

function loadInsights(request: Request, services: AppServices) {
  return loadCandidateQuery(request, services, (http) => candidatePageQueries.insights(http, pageLocale(request)));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInsights(request, requestServices({ request, context }));
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateInsights() {
  const intl = useIntl();
  const locale = useLocale();
  const { data } = useSuspenseQuery(candidatePageQueries.insights(useHttp(), locale));
  return (
    <ContentCardsPage
      page="insights"
      contentLocale={data.locale}
      allHref={data.has_more ? "/home/insights" : null}
      cards={data.publications.map((publication) => ({
        key: publication.uid,
        title: publication.title,
        href: publicationMeta(publication).href,
        facts: [
          publication.published_at ? formatDay(publication.published_at, locale) : null,
          publication.author
            ? intl.formatMessage({ id: "candidatePages.insights.by" }, { name: publication.author })
            : null,
        ],
        summary: publication.summary,
      }))}
    />
  );
}
