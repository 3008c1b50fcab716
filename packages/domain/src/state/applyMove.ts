import { applyStages, isRejectedStage } from "../catalogues/applyStages";
import { catalogueIdOf } from "../catalogues/catalogue";

/**
 * Moving an apply on its job's kanban (spec §2, §4): which question a drop needs before it is saved, what the
 * move request says, and the board's cards once the server agreed (placed as the server places them).
 */

/** The Submission stage (spec §4 apply stages): landing there asks for a submission status. */
export const SUBMISSION_STAGE = catalogueIdOf(applyStages, "submission");

/** What the recruiter is asked when a card lands in a column: nothing, its sub-status, or why it was rejected. */
export type ApplyMoveDialog = "none" | "submissionStatus" | "rejectReason";

export function applyMoveDialog(from: number, to: number): ApplyMoveDialog {
  // A reorder inside a column, or Rejected ↔ Rejected Web Response: the apply keeps the answer it already has.
  if (from === to) return "none";
  if (isRejectedStage(to)) return isRejectedStage(from) ? "none" : "rejectReason";
  return to === SUBMISSION_STAGE ? "submissionStatus" : "none";
}

/** The recruiter's answer to the move's dialog. */
export type ApplyMoveChoice = { readonly submission_status?: number; readonly reject_reason?: number };

/** The body of `PATCH /recruiters/jobs/{jobId}/applies/{id}/move`. */
export type ApplyMoveBody = {
  readonly stage: number;
  readonly position: number;
  readonly submission_status?: number;
  readonly reject_reason?: number;
};

/** A drop (`to` column, `index` among its cards without the moved one) and the dialog's answer → the request. */
export function applyMoveBody(move: { readonly to: number; readonly index: number }, choice: ApplyMoveChoice = {}) {
  const body: { -readonly [K in keyof ApplyMoveBody]: ApplyMoveBody[K] } = {
    stage: move.to,
    position: Math.max(0, Math.trunc(move.index)),
  };
  if (choice.submission_status !== undefined) body.submission_status = choice.submission_status;
  if (choice.reject_reason !== undefined) body.reject_reason = choice.reject_reason;
  return body as ApplyMoveBody;
}

/** What the placement reads of a card; the rest of the card is carried along untouched. */
export type PlacedApply = { readonly id: number; readonly stage: number; readonly position: number | null };

/**
 * The cards (in board order: stage, then position) after `moved` was saved: it leaves its column and enters
 * `moved.stage` at `moved.position`, and both columns are numbered 0… again — what the server did. A card that is
 * not on the board changes nothing.
 */
export function placeApply<T extends PlacedApply>(cards: readonly T[], moved: T): T[] {
  const old = cards.find((card) => card.id === moved.id);
  if (!old) return [...cards];
  const target = cards.filter((card) => card.stage === moved.stage && card.id !== moved.id);
  const at = Math.max(0, Math.min(moved.position ?? target.length, target.length));
  target.splice(at, 0, moved);
  const renumbered = new Map<number, T>();
  target.forEach((card, position) => {
    renumbered.set(card.id, card.position === position ? card : { ...card, position });
  });
  if (old.stage !== moved.stage) {
    cards
      .filter((card) => card.stage === old.stage && card.id !== moved.id)
      .forEach((card, position) => {
        renumbered.set(card.id, card.position === position ? card : { ...card, position });
      });
  }
  const placed = cards.filter((card) => card.id !== moved.id).map((card) => renumbered.get(card.id) ?? card);
  // Board order: the moved card sits among its new column's cards at its place.
  const before = placed.findIndex(
    (card) => card.stage === moved.stage && (card.position ?? Number.POSITIVE_INFINITY) > at,
  );
  const after = placed.findLastIndex((card) => card.stage === moved.stage);
  const index = before >= 0 ? before : after >= 0 ? after + 1 : insertionByStage(placed, moved.stage);
  placed.splice(index, 0, renumbered.get(moved.id) ?? moved);
  return placed;
}

/** Where an empty column's first card goes in a list sorted by stage. */
function insertionByStage(cards: readonly PlacedApply[], stage: number): number {
  const index = cards.findIndex((card) => card.stage > stage);
  return index < 0 ? cards.length : index;
}
