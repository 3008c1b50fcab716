import { Avatar, Button, Card, EmptyState, Link, NativeTextField } from "@seleta/ui";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { formatDateTime } from "../../format/dates";
import { formatCurrency } from "../../format/money";
import { localeOf } from "../../i18n/messageSet";
import { type EvaluationCounts, SHORTLIST_COMMENT_MAX_LENGTH, type Vote } from "../../state/shortlistEvaluation";
import { useMessage } from "../useMessage";
import { shortlistReviewMessages } from "./messages";
import * as css from "./ShortlistReview.css";

const M = shortlistReviewMessages.messages;

/** What a review's forms post, each under `intent` with the candidate's `apply_id`. */
export const SHORTLIST_REVIEW_INTENTS = ["like", "dislike", "star", "comment"] as const;
export type ShortlistReviewIntent = (typeof SHORTLIST_REVIEW_INTENTS)[number];

/** A comment of the reviewer's thread about one candidate: theirs, or a recruiter's answer. */
export type ShortlistReviewComment = {
  readonly id: number;
  readonly byRecruiter: boolean;
  readonly authorName: string | null;
  readonly body: string;
  readonly createdAt: string;
};

/** One candidate as the reviewer sees them: the presented profile, the presentation, their own rating, the counts. */
export type ShortlistCandidate = {
  readonly applyId: number;
  readonly name: string;
  readonly roleName?: string | null;
  readonly avatarUrl?: string | null;
  readonly place?: string | null;
  /** What the recruiter wrote about the candidate for the client. */
  readonly presentation?: string | null;
  readonly introduction?: string | null;
  readonly currentExperience?: { readonly role: string | null; readonly company: string | null } | null;
  /** The pay the candidate expects, only when the recruiter shows it: for this job, and per hiring regime. */
  readonly salaryExpectation?: {
    readonly apply: number | null;
    readonly clt: number | null;
    readonly pj: number | null;
  } | null;
  /** The candidate's CV, only when the recruiter shows it: its name and where the reviewer downloads it. */
  readonly cv?: { readonly name: string; readonly href: string } | null;
  readonly counts: EvaluationCounts;
  readonly vote: Vote;
  readonly starred: boolean;
  /** The reviewer's description of their like or dislike. */
  readonly description: string;
  readonly comments: readonly ShortlistReviewComment[];
};

/** A form the server refused: which candidate and form, why, and what was typed (drawn again). */
export type ShortlistReviewRefusal = {
  readonly applyId: number;
  readonly intent: ShortlistReviewIntent;
  readonly message: string;
  readonly typed?: string;
};

export type ShortlistReviewProps = {
  readonly candidates: readonly ShortlistCandidate[];
  /** Where every form posts: the page's own action (the read-only preview has none). */
  readonly action?: string | undefined;
  readonly refusal?: ShortlistReviewRefusal | undefined;
  /** The candidate whose form was just saved (after the redirect). */
  readonly saved?: number | undefined;
  /**
   * The recruiter's preview ("see as the client"): the same candidates as a client receives them, under a banner
   * saying so, with no form (no rating, no comment) and the CV named, not linked.
   */
  readonly readOnly?: boolean;
};

/**
 * A form of one candidate: a plain POST to the page's action, naming what it does and whom. Without an action (the
 * read-only preview) there is no form at all.
 */
function CandidateForm({
  action,
  applyId,
  intent,
  label,
  children,
}: {
  action: string | undefined;
  applyId: number;
  intent: ShortlistReviewIntent;
  label: string;
  children: ReactNode;
}) {
  if (action === undefined) return null;
  return (
    <form method="post" action={action} noValidate aria-label={label} className={css.form}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="apply_id" value={applyId} />
      {children}
    </form>
  );
}

function CandidateReview({
  candidate,
  position,
  action,
  refusal,
  saved,
}: {
  candidate: ShortlistCandidate;
  position: number;
  /** Where the forms post; none in the read-only preview. */
  action: string | undefined;
  refusal: ShortlistReviewRefusal | undefined;
  saved: boolean;
}) {
  const text = useMessage();
  const locale = localeOf(useIntl().locale);
  const { applyId, counts } = candidate;
  const salary = candidate.salaryExpectation;
  const pay = salary
    ? [
        salary.apply === null ? null : text(M.salaryForJob, { amount: formatCurrency(salary.apply, locale) }),
        salary.clt === null ? null : text(M.salaryClt, { amount: formatCurrency(salary.clt, locale) }),
        salary.pj === null ? null : text(M.salaryPj, { amount: formatCurrency(salary.pj, locale) }),
      ].filter((line): line is string => line !== null)
    : [];
  const refused = (intent: ShortlistReviewIntent) => (refusal?.intent === intent ? refusal : undefined);
  const experience = candidate.currentExperience;
  const headingId = `apply-${applyId}-name`;
  return (
    <li id={`apply-${applyId}`} className={css.item}>
      <Card as="article" padding="md">
        <div className={css.body}>
          <div className={css.person}>
            <span className={css.position}>{text(M.position, { n: position })}</span>
            <Avatar name={candidate.name} src={candidate.avatarUrl} />
            <div>
              <h3 id={headingId} className={css.name}>
                {candidate.name}
                {candidate.starred ? <span className={css.badge}>★ {text(M.favourited)}</span> : null}
              </h3>
              {candidate.roleName ? <p className={css.role}>{candidate.roleName}</p> : null}
              {experience?.role && experience.company ? (
                <p className={css.role}>{text(M.current, { role: experience.role, company: experience.company })}</p>
              ) : null}
              {candidate.place ? <p className={css.role}>{candidate.place}</p> : null}
            </div>
          </div>
          {candidate.presentation ? (
            <div className={css.presentation}>
              <span className={css.presentationTitle}>{text(M.presentation)}</span>
              {candidate.presentation}
            </div>
          ) : null}
          {pay.length > 0 || candidate.cv ? (
            <dl className={css.facts}>
              {pay.length > 0 ? (
                <div>
                  <dt className={css.presentationTitle}>{text(M.salary)}</dt>
                  <dd className={css.fact}>{pay.join(" · ")}</dd>
                </div>
              ) : null}
              {candidate.cv ? (
                <div>
                  <dt className={css.presentationTitle}>{text(M.cv)}</dt>
                  <dd className={css.fact}>
                    {action === undefined ? (
                      candidate.cv.name
                    ) : (
                      // A download: never a client-side navigation (react-aria leaves `download` links to the browser).
                      <Link href={candidate.cv.href} download>
                        {text(M.downloadCv, { name: candidate.cv.name })}
                      </Link>
                    )}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {candidate.introduction ? (
            <div className={css.introduction}>
              <span className={css.presentationTitle}>{text(M.introduction)}</span>
              {candidate.introduction}
            </div>
          ) : null}
          <p className={css.counts}>
            {text(M.counts, {
              likes: counts.like_candidate,
              dislikes: counts.deslike_candidate,
              stars: counts.star_candidate,
              comments: counts.amount_description,
            })}
          </p>
          {saved ? (
            <p role="status" className={css.saved}>
              {text(M.saved)}
            </p>
          ) : null}
          <div className={css.actions}>
            <CandidateForm action={action} applyId={applyId} intent="like" label={`${text(M.like)}: ${candidate.name}`}>
              <Button
                type="submit"
                variant={candidate.vote === "like" ? "solid" : "outline"}
                aria-pressed={candidate.vote === "like"}
              >
                {candidate.vote === "like" ? text(M.liked) : text(M.like)}
              </Button>
            </CandidateForm>
            <CandidateForm
              action={action}
              applyId={applyId}
              intent="star"
              label={`${text(candidate.starred ? M.unfavourite : M.favourite)}: ${candidate.name}`}
            >
              <input type="hidden" name="starred" value={candidate.starred ? "false" : "true"} />
              <Button type="submit" variant={candidate.starred ? "solid" : "outline"} aria-pressed={candidate.starred}>
                {`★ ${text(candidate.starred ? M.unfavourite : M.favourite)}`}
              </Button>
            </CandidateForm>
          </div>
          <CandidateForm
            action={action}
            applyId={applyId}
            intent="dislike"
            label={`${text(M.dislike)}: ${candidate.name}`}
          >
            <NativeTextField
              name="description"
              label={text(M.description)}
              description={text(M.descriptionHelp)}
              rows={2}
              defaultValue={refused("dislike")?.typed ?? (candidate.vote === "dislike" ? candidate.description : "")}
              errorMessage={refused("dislike")?.message}
            />
            <div className={css.actions}>
              <Button
                type="submit"
                tone="danger"
                variant={candidate.vote === "dislike" ? "solid" : "outline"}
                aria-pressed={candidate.vote === "dislike"}
              >
                {candidate.vote === "dislike" ? text(M.disliked) : text(M.dislike)}
              </Button>
            </div>
          </CandidateForm>
          {refused("like")?.message || refused("star")?.message ? (
            <p role="alert" className={css.problem}>
              {refused("like")?.message ?? refused("star")?.message}
            </p>
          ) : null}
          <section className={css.thread} aria-label={`${text(M.comments)}: ${candidate.name}`}>
            <h4 className={css.threadTitle}>{text(M.comments)}</h4>
            {candidate.comments.length === 0 ? (
              <p className={css.muted}>{text(M.noComments)}</p>
            ) : (
              <ol className={css.commentList}>
                {candidate.comments.map((comment) => (
                  <li key={comment.id} className={comment.byRecruiter ? css.recruiterComment : css.comment}>
                    <span className={css.commentAuthor}>
                      {comment.byRecruiter
                        ? text(M.recruiter, { name: comment.authorName ?? "" })
                        : (comment.authorName ?? text(M.you))}
                      {" · "}
                      <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
                    </span>
                    <span className={css.commentBody}>{comment.body}</span>
                  </li>
                ))}
              </ol>
            )}
            <CandidateForm
              action={action}
              applyId={applyId}
              intent="comment"
              label={`${text(M.send)}: ${candidate.name}`}
            >
              <NativeTextField
                name="body"
                label={text(M.newComment)}
                description={text(M.commentHelp, { max: SHORTLIST_COMMENT_MAX_LENGTH })}
                rows={2}
                defaultValue={refused("comment")?.typed ?? ""}
                errorMessage={refused("comment")?.message}
              />
              <div className={css.actions}>
                <Button type="submit" variant="outline">
                  {text(M.send)}
                </Button>
              </div>
            </CandidateForm>
          </section>
        </div>
      </Card>
    </li>
  );
}

/**
 * A client's review of a shortlist (spec §3, §4), drawn whole by the server and working without scripts: the
 * candidates in the recruiter's order, each with the presented profile, the recruiter's presentation and the counts
 * the server last answered; like, dislike with a description (one replaces the other), the favourite star, and the
 * reviewer's comment thread, each a plain form posted to the page's action. Shared by the link's pages (documents)
 * and the portal's page (hydrated): it holds no state and no handler. Read-only, it is the recruiter's preview: what
 * the client receives, under a banner, without a form.
 */
export function ShortlistReview({ candidates, action, refusal, saved, readOnly = false }: ShortlistReviewProps) {
  const text = useMessage();
  const banner = readOnly ? (
    <p role="note" className={css.preview}>
      {text(M.preview)}
    </p>
  ) : null;
  if (candidates.length === 0) {
    return (
      <>
        {banner}
        <EmptyState title={text(M.empty)} />
      </>
    );
  }
  return (
    <>
      {banner}
      <ol className={css.list} aria-label={text(M.title)}>
        {candidates.map((candidate, index) => (
          <CandidateReview
            key={candidate.applyId}
            candidate={candidate}
            position={index + 1}
            action={readOnly ? undefined : action}
            refusal={!readOnly && refusal?.applyId === candidate.applyId ? refusal : undefined}
            saved={!readOnly && saved === candidate.applyId}
          />
        ))}
      </ol>
    </>
  );
}
