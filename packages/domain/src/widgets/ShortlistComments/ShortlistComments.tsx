import { Button, TextArea } from "@seleta/ui";
import { useId, useState } from "react";
import { formatDateTime } from "../../format/dates";
import { SHORTLIST_COMMENT_MAX_LENGTH, shortlistCommentProblem } from "../../state/shortlistEvaluation";
import * as threadCss from "../ShortlistReview/commentThread.css";
import { useMessage } from "../useMessage";
import { shortlistCommentsMessages } from "./messages";
import * as css from "./ShortlistComments.css";

const M = shortlistCommentsMessages.messages;

/** A comment of a thread: the reviewer's, or a recruiter's answer. */
export type ShortlistCommentsEntry = {
  readonly id: number;
  readonly byRecruiter: boolean;
  readonly authorName: string | null;
  readonly body: string;
  /** ISO instant. */
  readonly createdAt: string;
};

/** One reviewer's thread about one candidate, named by the reviewer's relationship (what an answer names). */
export type ShortlistCommentsThread = {
  readonly uid: string;
  readonly reviewer: string | null;
  readonly comments: readonly ShortlistCommentsEntry[];
};

/** A candidate of the shortlist with the reviewers' threads about them. */
export type ShortlistCommentsCandidate = {
  readonly applyId: number;
  readonly name: string;
  readonly threads: readonly ShortlistCommentsThread[];
};

export type ShortlistReply = { readonly applyId: number; readonly threadUid: string; readonly body: string };

export type ShortlistCommentsProps = {
  /** The shortlist's candidates in order; those without a thread are left out. */
  readonly candidates: readonly ShortlistCommentsCandidate[];
  /**
   * Sends an answer. A rejection with an `Error` shows its message under the reply (the container words the API's
   * refusal in the user's language); anything else shows the widget's own failure. What was typed stays.
   */
  readonly onReply: (reply: ShortlistReply) => Promise<unknown>;
};

/**
 * The reviewers' comments on a shortlist's candidates as the recruiter reads them (spec §4, "comments answered by
 * the recruiter"): per candidate, each reviewer's thread, oldest first, and a reply box under it. A blank reply or
 * one over the comment limit is refused here in the user's language before anything is sent.
 */
export function ShortlistComments({ candidates, onReply }: ShortlistCommentsProps) {
  const text = useMessage();
  const headingId = useId();
  const discussed = candidates.filter((candidate) => candidate.threads.length > 0);
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.title}>
        {text(M.title)}
      </h2>
      {discussed.length === 0 ? (
        <p className={css.muted}>{text(M.empty)}</p>
      ) : (
        discussed.map((candidate) => (
          <section
            key={candidate.applyId}
            className={css.candidate}
            aria-label={text(M.candidate, { name: candidate.name })}
            data-apply={candidate.applyId}
          >
            <h3 className={css.candidateName}>{candidate.name}</h3>
            {candidate.threads.map((thread) => (
              <Thread key={thread.uid} applyId={candidate.applyId} thread={thread} onReply={onReply} />
            ))}
          </section>
        ))
      )}
    </section>
  );
}

type Sending = { state: "idle" } | { state: "sending" } | { state: "sent" } | { state: "refused"; message: string };

function Thread({
  applyId,
  thread,
  onReply,
}: {
  applyId: number;
  thread: ShortlistCommentsThread;
  onReply: ShortlistCommentsProps["onReply"];
}) {
  const text = useMessage();
  const [body, setBody] = useState("");
  const [sending, setSending] = useState<Sending>({ state: "idle" });
  const reviewer = thread.reviewer ?? text(M.someone);

  const handleSend = () => {
    const problem = shortlistCommentProblem(body);
    if (problem) {
      const message = problem === "empty" ? text(M.emptyReply) : text(M.tooLong, { max: SHORTLIST_COMMENT_MAX_LENGTH });
      setSending({ state: "refused", message });
      return;
    }
    setSending({ state: "sending" });
    onReply({ applyId, threadUid: thread.uid, body: body.trim() }).then(
      () => {
        setBody("");
        setSending({ state: "sent" });
      },
      (error: unknown) =>
        setSending({
          state: "refused",
          message: error instanceof Error && error.message ? error.message : text(M.failed),
        }),
    );
  };

  return (
    <section className={css.thread} aria-label={text(M.thread, { reviewer })}>
      <h4 className={css.threadTitle}>{text(M.thread, { reviewer })}</h4>
      <ol className={threadCss.commentList}>
        {thread.comments.map((comment) => (
          <li key={comment.id} className={comment.byRecruiter ? threadCss.recruiterComment : threadCss.comment}>
            <span className={threadCss.commentAuthor}>
              {comment.byRecruiter
                ? text(M.recruiter, { name: comment.authorName ?? "" })
                : (thread.reviewer ?? text(M.client))}
              {" · "}
              <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
            </span>
            <span className={threadCss.commentBody}>{comment.body}</span>
          </li>
        ))}
      </ol>
      <div className={css.reply}>
        <TextArea
          label={thread.reviewer === null ? text(M.replyToClient) : text(M.reply, { reviewer })}
          description={text(M.replyHelp, { max: SHORTLIST_COMMENT_MAX_LENGTH })}
          rows={2}
          value={body}
          onChange={(value) => {
            setBody(value);
            if (sending.state !== "sending") setSending({ state: "idle" });
          }}
          isInvalid={sending.state === "refused"}
          errorMessage={sending.state === "refused" ? sending.message : undefined}
        />
        <div className={css.actions}>
          <Button variant="outline" isLoading={sending.state === "sending"} onPress={handleSend}>
            {text(M.send)}
          </Button>
          {sending.state === "sent" ? (
            <span role="status" className={css.sent}>
              {text(M.sent)}
            </span>
          ) : null}
        </div>
      </div>
    </section>
  );
}
