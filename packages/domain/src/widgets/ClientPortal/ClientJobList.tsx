import { Badge, Card, EmptyState, Link } from "@seleta/ui";
import type { z } from "zod";
import { entryMessage, findEntry } from "../../catalogues/catalogue";
import { jobStatuses } from "../../catalogues/jobStatuses";
import { formatDate } from "../../format/dates";
import { clientJobPath, clientShortlistPath } from "../../permissions/clientPortal";
import type { clientJobSummarySchema } from "../../wire/clientPortal";
import { useMessage } from "../useMessage";
import * as css from "./ClientPortal.css";
import { clientPortalMessages } from "./messages";

const M = clientPortalMessages.messages;

/** A job of the contact's company as `GET /client_contacts/jobs` lists it. */
export type ClientJobItem = z.output<typeof clientJobSummarySchema>;

/** The job's status, in the reader's language (the `jobStatuses` catalogue). */
export function JobStatusBadge({ status }: { readonly status: number | null }) {
  const say = useMessage();
  const entry = status === null ? undefined : findEntry(jobStatuses, status);
  if (!entry) return null;
  return <Badge tone={entry.open ? "success" : "neutral"}>{say(entryMessage(jobStatuses, entry))}</Badge>;
}

export type ClientJobListProps = {
  readonly jobs: readonly ClientJobItem[];
  /** The heading level of each job's title, so the list fits the page's outline. */
  readonly headingLevel?: 2 | 3;
};

/**
 * The company's jobs (spec §2 client contacts' `jobs`): each with its status, its counts (applications, candidates
 * presented) and the latest shortlist sent to the contact, which links to its review; the title links to the job.
 */
export function ClientJobList({ jobs, headingLevel = 2 }: ClientJobListProps) {
  const say = useMessage();
  if (jobs.length === 0) {
    return <EmptyState title={say(M.jobsEmpty)} description={say(M.jobsEmptyHelp)} headingLevel={headingLevel} />;
  }
  return (
    <ul className={css.list}>
      {jobs.map((job) => (
        <li key={job.id}>
          <Card
            as="article"
            headingLevel={headingLevel}
            title={<Link href={clientJobPath(job)}>{job.title}</Link>}
            actions={<JobStatusBadge status={job.status} />}
          >
            <div className={css.cardBody}>
              <p className={css.facts}>
                {job.city ? <span>{job.city}</span> : null}
                {job.opened_at ? <span>{say(M.openedAt, { date: formatDate(job.opened_at) })}</span> : null}
                <span>{say(M.applies, { count: job.applies_count })}</span>
                <span>{say(M.shortlisted, { count: job.shortlisted_count })}</span>
              </p>
              {job.latest_shortlist ? (
                <p className={css.facts}>
                  <span>
                    {say(M.latestShortlist, {
                      name: job.latest_shortlist.name,
                      date: formatDate(job.latest_shortlist.sent_at),
                    })}
                  </span>
                  <Link href={clientShortlistPath(job.latest_shortlist.relationship_uid)} variant="standalone">
                    {say(M.reviewShortlist, { name: job.latest_shortlist.name })}
                  </Link>
                </p>
              ) : (
                <p className={css.muted}>{say(M.noShortlist)}</p>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
