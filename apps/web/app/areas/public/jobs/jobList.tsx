/**
 * The job board: `/jobs` and `/jobs/{job_title}` (spec §2), the published jobs of the host's business.
 *
 * - `/jobs` reads its search from the query string (`term`, `specialty`, `state`, `city`, `work_type`,
 *   `hiring_regime`, `page`): the search form is a GET form to it, so it works without JavaScript, and the
 *   candidate area's top bar opens `/jobs?term=…`.
 * - `/jobs/{job_title}` (one segment) is the board searched by that slug's words: `/jobs/engenheiro-de-software`
 *   lists the jobs matching "engenheiro de software" (accents and case do not matter to the search). The slug
 *   replaces any `?term=`; the filters and page of the query string still apply. Its canonical URL is itself, so a
 *   title's landing page is an address of its own for search engines and links.
 *
 * The API reads every parameter leniently (a page out of range, a term too long, a value outside a catalogue are
 * dropped, and its answer's `notices` say which): the page shows the nearest page with a message, never an error
 * (boardSearch.ts).
 */
import { searchPublicJobs } from "@seleta/api-client";
import {
  JOB_BOARD_PATH,
  JobResults,
  JobSearchForm,
  JobSearchNotices,
  type JobSearchValues,
  jobSearchHref,
  jobSearchQuery,
  jobSearchValues,
  PaginationLinks,
  slugSearchTerm,
} from "@seleta/domain/site-widgets";
import { type PublicJobListAnswer, pageCount } from "@seleta/domain/wire";
import { FormattedMessage } from "react-intl";
import { useLoaderData } from "react-router";
import { requestContext } from "../../../request";
import { requestServices } from "../../../services/requestServices.server";
import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/jobList";
import { searchBoard } from "./boardSearch";
import * as styles from "./jobBoard.css";
import { serverIntl } from "./pageTexts.server";

/** The board's page for a search: `/jobs`, or `/jobs/{slug}` whose path carries the term. */
function boardPath(slug: string | null): string {
  return slug === null ? JOB_BOARD_PATH : `${JOB_BOARD_PATH}/${encodeURIComponent(slug)}`;
}

/** The search as the API applied it, without what the path already says (a slug page's term). */
function linkValues(answer: PublicJobListAnswer, slug: string | null): JobSearchValues {
  const { term, ...filters } = jobSearchValues(answer.search);
  return slug === null && term !== undefined ? { term, ...filters } : filters;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = params.jobTitle ?? null;
  const query = jobSearchQuery(new URL(request.url).searchParams);
  if (slug !== null) query.term = slugSearchTerm(slug);
  const { http } = requestServices({ request, context });
  const { answer, unreadable } = await searchBoard((search) => searchPublicJobs(http, search), query);
  const intl = serverIntl(requestContext(request).locale);
  const term = answer.search.term;
  const count = answer.total_capped
    ? intl.formatMessage({ id: "jobs.list.countCapped" }, { total: answer.total })
    : intl.formatMessage({ id: "jobs.list.count" }, { total: answer.total });
  const meta = {
    title: term
      ? intl.formatMessage({ id: "jobs.list.titleFor" }, { term })
      : intl.formatMessage({ id: "jobs.list.title" }),
    description: term
      ? intl.formatMessage({ id: "jobs.list.descriptionFor" }, { count, term })
      : intl.formatMessage({ id: "jobs.list.description" }, { count }),
    // Only what changes the content: the applied search and a page past the first (never unknown parameters).
    path: jobSearchHref(boardPath(slug), linkValues(answer, slug), answer.page),
  };
  return { answer, slug, unreadable, meta };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // Without data (the route failed) the error page's title is the root's.
  if (!loaderData) return matches.find((match) => match?.id === "root")?.meta ?? [];
  return publicPageMeta(matches, loaderData.meta);
}

export default function JobList() {
  const { answer, slug, unreadable, meta } = useLoaderData<typeof loader>();
  const values = linkValues(answer, slug);
  const formValues = jobSearchValues(answer.search);
  const pages = pageCount(answer.total, answer.per_page);
  const hrefOf = (page: number) => jobSearchHref(boardPath(slug), values, page);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{meta.title}</h1>
        <p className={styles.lead}>
          <FormattedMessage id="jobs.list.lead" />
        </p>
      </header>
      <JobSearchForm values={formValues} specialties={answer.specialties} />
      {unreadable ? (
        <p className={styles.notice} role="status">
          <FormattedMessage id="jobs.list.unreadable" />
        </p>
      ) : null}
      <JobSearchNotices notices={answer.notices} />
      <JobResults
        jobs={answer.jobs}
        total={answer.total}
        totalCapped={answer.total_capped}
        searched={Object.keys(formValues).length > 0}
      />
      <PaginationLinks page={answer.page} pages={pages} hrefOf={hrefOf} />
    </main>
  );
}
