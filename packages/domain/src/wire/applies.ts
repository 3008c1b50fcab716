/**
 * A job's applies pipeline on the wire (spec §2 /jobs/{id}/applies/kanban, §4 apply stages): the board's cards in
 * one answer (a job's kanban shows every apply, beyond a list page's 100), and the move of one card.
 *
 *   GET   /recruiters/jobs/{jobId}/applies/board       → {job, applies: [card]}  (stage, then position order)
 *   PATCH /recruiters/jobs/{jobId}/applies/{id}/move   {stage, position, submission_status?, reject_reason?}
 *                                                      → {apply: card}
 */
import { z } from "zod";
import { applyStages } from "../catalogues/applyStages";
import { catalogueIdSchema } from "../catalogues/catalogueIdSchema";
import { rejectReasons } from "../catalogues/rejectReasons";
import { submissionStatuses } from "../catalogues/submissionStatuses";

/** What a card shows: the candidate, where the apply stands, and the client's evaluation counts (spec §3). */
export const applyCardSchema = z.object({
  id: z.number(),
  candidate_id: z.number().nullable(),
  candidate_name: z.string().nullable(),
  candidate_avatar: z.string().nullable(),
  stage: z.number(),
  /** The order inside its stage's column, top first. */
  position: z.number().nullable(),
  submission_status: z.number().nullable(),
  reject_reason: z.number().nullable(),
  like_candidates: z.number().nullable(),
  deslike_candidates: z.number().nullable(),
  star_candidate: z.number().nullable(),
  amount_description: z.number().nullable(),
});

export const applyBoardAnswerSchema = z.object({
  job: z.object({ id: z.number(), title: z.string() }),
  applies: z.array(applyCardSchema),
});

/**
 * A card dropped at `position` of the `stage` column. `submission_status` is the sub-status picked when it lands
 * in Submission; `reject_reason` is required in a Rejected column (the registry's rule) unless the apply already
 * has one there. Absent fields keep their value.
 */
export const applyMoveBodySchema = z.strictObject({
  stage: catalogueIdSchema(applyStages),
  position: z.number().int().min(0).max(1_000_000),
  submission_status: catalogueIdSchema(submissionStatuses).nullable().optional(),
  reject_reason: catalogueIdSchema(rejectReasons).nullable().optional(),
});

export const applyMoveAnswerSchema = z.object({ apply: applyCardSchema });
