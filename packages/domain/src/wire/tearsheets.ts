/**
 * Lists (tearsheets) filled with candidates on the wire:
 *
 *   POST /recruiters/tearsheets/{id}/candidates   {candidate_ids} → {tearsheet, added, already}
 *   POST /recruiters/tearsheets/with_candidates   {tearsheet: {name, shared?, candidate_ids}} → 201 {tearsheet, added,
 *                                                 already}
 *   GET  /recruiters/tearsheets/talent_pool       → {tearsheet}: the business's talent pool
 *
 * The rest of a list (its fields, its candidates' kanban, removing one) is the registry's (`tearsheets`,
 * `tearsheet_candidates`).
 */
import { z } from "zod";
import { recordIdSchema } from "../rules/ids";

/**
 * The candidates one call adds (a page of a "select all" read page by page fits many times): a call above it is
 * refused whole with the caller's message, never cut (protocol bound).
 */
export const TEARSHEET_CANDIDATES_PER_CALL = 1000;
/** A list's name, as the registry's field takes it. */
export const TEARSHEET_NAME_LENGTH = 120;

/**
 * The candidate ids of a call. The array is bounded far above the per-call count so the server, not the schema,
 * answers a call over it with a message the recruiter reads; the body limit bounds it too.
 */
const candidateIdsSchema = z.array(recordIdSchema()).max(TEARSHEET_CANDIDATES_PER_CALL * 10);

export const tearsheetSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  shared: z.boolean(),
  talent_pool: z.boolean(),
  owner_id: z.number().nullable(),
  candidates_count: z.number(),
});

export const tearsheetAddAnswerSchema = z.object({
  tearsheet: tearsheetSummarySchema,
  /** Candidates this call put on the list. */
  added: z.number(),
  /** Candidates the call named that the list already held (each kept where it stands). */
  already: z.number(),
});

export const tearsheetAddBodySchema = z.strictObject({ candidate_ids: candidateIdsSchema });

export const tearsheetCreateWithCandidatesBodySchema = z.strictObject({
  tearsheet: z.strictObject({
    name: z.string().trim().min(1).max(TEARSHEET_NAME_LENGTH),
    shared: z.boolean().optional(),
    candidate_ids: candidateIdsSchema,
  }),
});

export const tearsheetAnswerSchema = z.object({ tearsheet: tearsheetSummarySchema });

export type TearsheetSummary = z.infer<typeof tearsheetSummarySchema>;
export type TearsheetAddAnswer = z.infer<typeof tearsheetAddAnswerSchema>;
