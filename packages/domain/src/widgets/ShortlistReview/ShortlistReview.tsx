import {
  Avatar,
  Card,
  DislikeIcon,
  EmptyState,
  Icon,
  LikeIcon,
  StarIcon,
  TextArea,
  type ToastContent,
  ToggleChip,
} from "@seleta/ui";
import { useState } from "react";
import {
  type ApplyEvaluation,
  applyEvaluation,
  type EvaluationCounts,
  initialShortlistEvaluationState,
  type LikeCandidateBody,
  type ShortlistEvaluationAction,
  type ShortlistEvaluationState,
  shortlistEvaluationReducer,
} from "../../state/shortlistEvaluation";
import { useMessage } from "../useMessage";
import { useWidgetReducer } from "../useWidgetReducer";
import { shortlistReviewMessages } from "./messages";
import * as css from "./ShortlistReview.css";

const M = shortlistReviewMessages.messages;

/** One candidate of the shortlist, as the server lists its applies (spec §3), in the recruiter's order. */
export type ShortlistCandidate = {
  readonly applyId: number;
  readonly name: string;
  readonly roleName?: string | null;
  readonly avatarUrl?: string | null;
  /** What the consultant wrote about the candidate for the client. */
  readonly comments?: string | null;
  /** This reviewer's earlier evaluation and the counts the server last returned. */
  readonly evaluation?: Partial<ApplyEvaluation>;
};

export type ShortlistReviewProps = {
  /** `shortlist_relationship_uid`: whose review this is. */
  readonly uid: string;
  readonly candidates: readonly ShortlistCandidate[];
  /** `POST …/like_candidates/` (spec §7); resolves with the apply's new counts. */
  readonly onEvaluate: (body: LikeCandidateBody) => Promise<EvaluationCounts>;
  readonly onToast?: (toast: ToastContent) => void;
};

function initialState(candidates: readonly ShortlistCandidate[]): ShortlistEvaluationState {
  const byApply: Record<number, ApplyEvaluation> = {};
  for (const candidate of candidates) {
    byApply[candidate.applyId] = {
      ...applyEvaluation(initialShortlistEvaluationState, candidate.applyId),
      ...candidate.evaluation,
    };
  }
  return { ...initialShortlistEvaluationState, byApply };
}

type RowProps = {
  readonly candidate: ShortlistCandidate;
  readonly position: number;
  readonly evaluation: ApplyEvaluation;
  readonly onAction: (action: ShortlistEvaluationAction) => void;
  readonly uid: string;
};

function CandidateReview({ candidate, position, evaluation, onAction, uid }: RowProps) {
  const text = useMessage();
  const [description, setDescription] = useState(evaluation.description);
  const { counts } = evaluation;
  const applyId = candidate.applyId;
  return (
    <li>
      <Card as="article" padding="md">
        <div className={css.body}>
          <div className={css.person}>
            <span className={css.position}>{text(M.position, { n: position })}</span>
            <Avatar name={candidate.name} src={candidate.avatarUrl} />
            <div>
              <h3 className={css.name}>{candidate.name}</h3>
              {candidate.roleName ? <p className={css.role}>{candidate.roleName}</p> : null}
            </div>
          </div>
          {candidate.comments ? (
            <p className={css.comments}>
              <span className={css.commentsTitle}>{text(M.consultantComments)}</span>
              {candidate.comments}
            </p>
          ) : null}
          <TextArea
            label={text(M.yourComment)}
            description={text(M.commentHelp)}
            rows={2}
            value={description}
            onChange={setDescription}
          />
          <div className={css.actions}>
            <ToggleChip
              isSelected={evaluation.vote === "like"}
              onChange={() => onAction({ type: "liked", applyId, uid, description })}
            >
              <Icon icon={LikeIcon} size="sm" />
              {text(M.like)}
            </ToggleChip>
            <ToggleChip
              isSelected={evaluation.vote === "dislike"}
              onChange={() => onAction({ type: "disliked", applyId, uid, description })}
            >
              <Icon icon={DislikeIcon} size="sm" />
              {text(M.dislike)}
            </ToggleChip>
            <ToggleChip
              isSelected={evaluation.starred}
              onChange={() => onAction({ type: "starToggled", applyId, uid })}
            >
              <Icon icon={StarIcon} size="sm" />
              {text(M.favourite)}
            </ToggleChip>
          </div>
          <p className={css.counts} aria-live="polite">
            {text(M.counts, {
              likes: counts.like_candidate,
              dislikes: counts.deslike_candidate,
              stars: counts.star_candidate,
              comments: counts.amount_description,
            })}
          </p>
        </div>
      </Card>
    </li>
  );
}

/**
 * A client's review of a shortlist (spec §3, §4): the candidates in the recruiter's order with the consultant's
 * comments; like or dislike with a comment (a like removes a dislike and the reverse), a favourite star, and the
 * counts as the server returns them after each evaluation — never guessed here.
 */
export function ShortlistReview({ uid, candidates, onEvaluate, onToast }: ShortlistReviewProps) {
  const text = useMessage();
  const [state, dispatch] = useWidgetReducer<ShortlistEvaluationState, ShortlistEvaluationAction>(
    shortlistEvaluationReducer,
    () => initialState(candidates),
    {
      onToast,
      calls: {
        submitEvaluation: (payload) => {
          const body = payload as LikeCandidateBody;
          onEvaluate(body).then(
            (counts) => dispatch({ type: "countsReceived", applyId: body.like_candidate.apply_id, counts }),
            () => onToast?.({ tone: "danger", title: text(M.failed) }),
          );
        },
      },
    },
  );
  if (candidates.length === 0) return <EmptyState title={text(M.empty)} />;
  return (
    <ol className={css.list} aria-label={text(M.title)}>
      {candidates.map((candidate, index) => (
        <CandidateReview
          key={candidate.applyId}
          candidate={candidate}
          position={index + 1}
          evaluation={applyEvaluation(state, candidate.applyId)}
          onAction={dispatch}
          uid={uid}
        />
      ))}
    </ol>
  );
}
