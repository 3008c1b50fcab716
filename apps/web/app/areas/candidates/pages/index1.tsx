/**
 * `/candidates/index1`. The spec names the route and shows nothing of it; our choice: "jobs for you" — the firm's
 * open public jobs that match the candidate (`GET /api/v1/candidates/jobs_for_you`: their current role as a search
 * term, and the business areas of the jobs they applied to, through the public job board's own search), newest
 * first, with what they were matched on, each leading to its public job page (where they apply). With nothing to
 * match on, the page says how to get suggestions and offers the whole board.
 */
import { candidatePageQueries } from "@seleta/api-client";
import { publicJobPath, useLocale } from "@seleta/domain/candidate-widgets";
import { ButtonLink, Link } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { CandidatePage } from "../frame/CandidatePage";
import { loadCandidateQuery } from "../guard";
import type { Route } from "./+types/index1";
import { EmptyNotice } from "./EmptyNotice";
import * as css from "./extras.css";
import { formatDay } from "./extrasPage";

function loadJobsForYou(request: Request, services: AppServices) {
  return loadCandidateQuery(request, services, (http) => candidatePageQueries.jobsForYou(http));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJobsForYou(request, requestServices({ request, context }));
}

export const ErrorBoundary = AreaErrorBoundary;

export default function JobsForYou() {
  const intl = useIntl();
  const locale = useLocale();
  const { data } = useSuspenseQuery(candidatePageQueries.jobsForYou(useHttp()));
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `candidatePages.jobsForYou.${id}` }, values);
  const criteria = [data.role, ...data.areas].filter((value): value is string => Boolean(value));
  const listFormat = new Intl.ListFormat(locale, { type: "conjunction" });
  return (
    <CandidatePage
      width="wide"
      title={text("title")}
      lead={criteria.length > 0 ? text("matchedOn", { criteria: listFormat.format(criteria) }) : text("lead")}
    >
      {data.jobs.length === 0 ? (
        <EmptyNotice
          title={text("emptyTitle")}
          description={text(criteria.length > 0 ? "emptyText" : "noCriteria")}
          action={
            <span className={css.actions}>
              <ButtonLink href="/candidates/profile" variant="outline">
                {text("profile")}
              </ButtonLink>
              <ButtonLink href="/jobs">{text("board")}</ButtonLink>
            </span>
          }
        />
      ) : (
        <>
          <ul className={css.cards}>
            {data.jobs.map((job) => (
              <li key={job.uid} className={css.card}>
                <h2 className={css.cardTitle}>
                  <Link href={publicJobPath(job)}>{job.title}</Link>
                </h2>
                <p className={css.meta}>
                  {[
                    job.specialty?.name,
                    [job.city, job.state].filter(Boolean).join(" – "),
                    formatDay(job.date_posted, locale),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ul>
          <p className={css.text}>
            <Link href="/jobs">{text("more")}</Link>
          </p>
        </>
      )}
    </CandidatePage>
  );
}
