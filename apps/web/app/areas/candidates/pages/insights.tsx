/**
 * `/candidates/insights`. The spec names the route and shows nothing of it; our choice: the firm's insights and
 * research as the public site publishes them (`/api/v1/public/publications?kind=insights`, in the candidate's
 * language) — what an executive-search firm offers a candidate besides jobs: market reading, salary and leadership
 * studies. Each card leads to the text on the public insights page.
 */
import { candidatePageQueries } from "@seleta/api-client";
import { useLocale } from "@seleta/domain/candidate-widgets";
import { Link } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import type { Route } from "./+types/insights";
import { EmptyNotice } from "./EmptyNotice";
import * as css from "./extras.css";
import { formatDay, pageLocale, publicInsightHref, requireCandidate } from "./extrasPage";

async function loadInsights(request: Request, services: AppServices) {
  await requireCandidate(request, services);
  await pageData(
    services.queryClient.ensureQueryData(candidatePageQueries.insights(services.http, pageLocale(request))),
  );
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInsights(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadInsights(request, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateInsights() {
  const intl = useIntl();
  const locale = useLocale();
  const { data } = useSuspenseQuery(candidatePageQueries.insights(useHttp(), locale));
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `candidatePages.insights.${id}` }, values);
  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text("title")}</h1>
        <p className={css.lead}>{text("lead")}</p>
      </header>
      {data.publications.length === 0 ? (
        <EmptyNotice title={text("emptyTitle")} description={text("emptyText")} />
      ) : (
        <ul className={css.cards} lang={data.locale}>
          {data.publications.map((publication) => (
            <li key={publication.uid} className={css.card}>
              <h2 className={css.cardTitle}>
                <Link href={publicInsightHref(publication)}>{publication.title}</Link>
              </h2>
              <p className={css.meta}>
                {[
                  publication.published_at ? formatDay(publication.published_at, locale) : null,
                  publication.author ? text("by", { name: publication.author }) : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {publication.summary && <p className={css.text}>{publication.summary}</p>}
            </li>
          ))}
        </ul>
      )}
      {data.has_more && (
        <p className={css.text}>
          <Link href="/home/insights">{text("all")}</Link>
        </p>
      )}
    </div>
  );
}
