/**
 * A candidate's applications on the wire (the candidate area's `candidacy` page): where each stands, in the
 * candidate's language (candidatePortal/candidacyStatus). Only what the candidate may know: the job's public title,
 * the firm the job is published under (never its client: a job's public face is the firm's, and a confidential
 * job's client stays confidential), the step and how it closed — never the pipeline's stage, its sub-status, the
 * reject reason or a note.
 *
 *   GET  /candidates/applies                 → {applies: [candidacy]}   newest application first
 *   POST /candidates/applies/{id}/withdraw   → {apply: candidacy}       409 when already closed or withdrawn
 */
import { z } from "zod";
import { CANDIDACY_CLOSURES, CANDIDACY_STATUSES } from "../candidatePortal/candidacyStatus";

export const candidacyStatusSchema = z.enum(CANDIDACY_STATUSES);
export const candidacyClosureSchema = z.enum(CANDIDACY_CLOSURES);

/** A step of the timeline: when the application entered it (ISO instant, or a date for a job's closing day). */
export const candidacyStepSchema = z.object({
  status: candidacyStatusSchema,
  closure: candidacyClosureSchema.nullable(),
  at: z.string(),
});

export const candidacySchema = z.object({
  id: z.number(),
  job: z.object({ title: z.string(), company: z.string() }),
  applied_at: z.string(),
  status: candidacyStatusSchema,
  closure: candidacyClosureSchema.nullable(),
  timeline: z.array(candidacyStepSchema),
  withdrawable: z.boolean(),
});

export const candidaciesAnswerSchema = z.object({ applies: z.array(candidacySchema) });
export const candidacyWithdrawnAnswerSchema = z.object({ apply: candidacySchema });
