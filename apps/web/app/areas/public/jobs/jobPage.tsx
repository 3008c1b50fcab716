/**
 * `/jobs/{job_title}/{uid}` (spec §2): a published job of the host's business — its facts (salary, benefits,
 * contract type and opening data only when the answer has them: the API applies the business's switches), text,
 * Apply, share links and similar jobs, with its schema.org `JobPosting` for search engines.
 *
 * The uid names the job; the slug is its title's, for people and search engines. A URL with another slug (an old
 * title, a typo) answers 301 with the canonical URL, query string dropped; an unknown or unpublished uid is the 404
 * page (the API's 404).
 */
import { getPublicJob } from "@seleta/api-client";
import {
  ApplyLink,
  formatDomainMessage,
  JOB_BOARD_PATH,
  JobDescription,
  JobFacts,
  jobBoardMessages,
  jobLocationText,
  publicJobPath,
  ShareLinks,
  SimilarJobs,
} from "@seleta/domain/site-widgets";
import { FormattedMessage, useIntl } from "react-intl";
import { redirect, useLoaderData, useRouteLoaderData } from "react-router";
import { requestContext } from "../../../request";
import type { loader as rootLoader } from "../../../root";
import { requestServices } from "../../../services/requestServices.server";
import { pageData } from "../../pageData";
import { absoluteUrl, publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/jobPage";
import { htmlText } from "./htmlText";
import * as styles from "./jobBoard.css";
import { jobPostingJsonLd, jsonLdText } from "./jobPosting";
import { serverIntl } from "./pageTexts.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { http } = requestServices({ request, context });
  const answer = await pageData(getPublicJob(http, params.uid));
  const canonicalPath = publicJobPath(answer.job);
  if (params.jobTitle !== answer.job.slug) throw redirect(canonicalPath, 301);
  const intl = serverIntl(requestContext(request).locale);
  const text = htmlText(answer.job.description_html);
  const meta = {
    title: answer.job.title,
    description: text || intl.formatMessage({ id: "jobs.page.description" }, { title: answer.job.title }),
    path: canonicalPath,
    type: "article" as const,
  };
  return { ...answer, meta };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // Without data (the route failed: an unknown job) the error page's title is the root's.
  if (!loaderData) return matches.find((match) => match?.id === "root")?.meta ?? [];
  return publicPageMeta(matches, loaderData.meta);
}

export default function JobPage() {
  const { job, similar, meta } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const intl = useIntl();
  const business = root?.business;
  const url = business ? absoluteUrl(business.origin, meta.path) : null;
  const posting =
    business?.origin && url
      ? jobPostingJsonLd(job, { name: business.title, origin: business.origin, logo: business.iconHref }, url)
      : null;
  const place = jobLocationText(job, (message, values) => formatDomainMessage(intl, message, values));
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <a className={styles.back} href={JOB_BOARD_PATH}>
          <FormattedMessage id="jobs.page.back" />
        </a>
        {job.specialty ? <p className={styles.specialty}>{job.specialty.name}</p> : null}
        <h1 className={styles.title}>{job.title}</h1>
        {place ? <p className={styles.lead}>{place}</p> : null}
      </header>
      <div className={styles.jobLayout}>
        <aside className={styles.aside} aria-label={formatDomainMessage(intl, jobBoardMessages.messages.apply)}>
          <ApplyLink uid={job.uid} />
          {url ? <ShareLinks url={url} title={job.title} /> : null}
        </aside>
        <div className={styles.jobText}>
          <JobFacts job={job} />
          <JobDescription descriptionHtml={job.description_html} requirementsHtml={job.requirements_html} />
        </div>
      </div>
      <SimilarJobs jobs={similar} />
      {posting ? (
        // Data for search engines, not a script: the CSP does not run it, and `<` is escaped so no text closes it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonLdText
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(posting) }} />
      ) : null}
    </main>
  );
}
