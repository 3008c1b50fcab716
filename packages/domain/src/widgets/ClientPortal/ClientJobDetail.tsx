import { Badge, Card, EmptyState, Link, visuallyHidden } from "@seleta/ui";
import type { z } from "zod";
import { formatDate } from "../../format/dates";
import { CLIENT_PORTAL_JOBS, clientShortlistPath } from "../../permissions/clientPortal";
import type { clientJobAnswerSchema, clientRatingSchema } from "../../wire/clientPortal";
import { useMessage } from "../useMessage";
import { JobStatusBadge } from "./ClientJobList";
import * as css from "./ClientPortal.css";
import { clientPortalMessages } from "./messages";

const M = clientPortalMessages.messages;

/** A job as `GET /client_contacts/jobs/{ref}` answers it: the job and the shortlists sent to the contact. */
export type ClientJobDetailData = z.output<typeof clientJobAnswerSchema>;

/** The contact's own rating of a candidate: like or dislike, and the star; nothing yet says so. */
function Rating({ rating }: { readonly rating: z.output<typeof clientRatingSchema> }) {
  const say = useMessage();
  const vote =
    rating.vote === "like" ? (
      <Badge tone="success">{say(M.liked)}</Badge>
    ) : rating.vote === "dislike" ? (
      <Badge tone="danger">{say(M.disliked)}</Badge>
    ) : null;
  const star = rating.starred ? <Badge tone="warning">{say(M.starred)}</Badge> : null;
  if (!vote && !star) return <span className={css.muted}>{say(M.notRated)}</span>;
  return (
    <span className={css.facts}>
      <span className={visuallyHidden}>{say(M.yourRating)}:</span>
      {vote}
      {star}
    </span>
  );
}

export type ClientJobDetailProps = { readonly data: ClientJobDetailData };

/**
 * One job of the contact's company (spec §2 client contacts' `jobs/{job_title}/{uid}`): its status and facts, then
 * each shortlist sent to the contact, newest first, with the candidates presented in the consultant's order and the
 * contact's own rating of each; a shortlist's name opens its review.
 */
export function ClientJobDetail({ data }: ClientJobDetailProps) {
  const say = useMessage();
  const { job, shortlists } = data;
  return (
    <div className={css.page}>
      <Link href={CLIENT_PORTAL_JOBS} variant="subtle">
        {say(M.backToJobs)}
      </Link>
      <header className={css.header}>
        <h1 className={css.title}>{job.title}</h1>
        <p className={css.facts}>
          <JobStatusBadge status={job.status} />
          {job.city ? <span>{job.city}</span> : null}
          {job.opened_at ? <span>{say(M.openedAt, { date: formatDate(job.opened_at) })}</span> : null}
          {job.deadline ? <span>{say(M.deadline, { date: formatDate(job.deadline) })}</span> : null}
          {job.openings ? <span>{say(M.openings, { count: job.openings })}</span> : null}
          <span>{say(M.applies, { count: job.applies_count })}</span>
          <span>{say(M.shortlisted, { count: job.shortlisted_count })}</span>
        </p>
      </header>
      <section className={css.page} aria-labelledby="client-job-shortlists">
        <h2 id="client-job-shortlists" className={css.title}>
          {say(M.shortlistsTitle)}
        </h2>
        {shortlists.length === 0 ? (
          <EmptyState title={say(M.shortlistsEmpty)} description={say(M.shortlistsEmptyHelp)} headingLevel={3} />
        ) : (
          <ul className={css.list}>
            {shortlists.map((shortlist) => (
              <li key={shortlist.id}>
                <Card
                  as="article"
                  title={
                    <Link href={clientShortlistPath(shortlist.relationship_uid)}>
                      {say(M.reviewShortlist, { name: shortlist.name })}
                    </Link>
                  }
                  description={say(M.sentOn, { date: formatDate(shortlist.sent_at) })}
                >
                  {shortlist.candidates.length === 0 ? (
                    <p className={css.muted}>{say(M.noCandidates)}</p>
                  ) : (
                    <ol className={css.candidates} aria-label={say(M.candidates)}>
                      {shortlist.candidates.map((candidate) => (
                        <li key={candidate.apply_id} className={css.candidate}>
                          <span className={css.position}>{say(M.position, { n: candidate.position })}</span>
                          <span className={css.candidateName}>{candidate.name}</span>
                          {candidate.role_name ? <span className={css.muted}>{candidate.role_name}</span> : null}
                          <span className={css.spacer} />
                          <Rating rating={candidate.rating} />
                        </li>
                      ))}
                    </ol>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
