/**
 * Applying to a job on the wire (spec §2 /candidates/jobs/{job_uid}/applies/new): the job's public facts and its
 * questions, then the application with its answers and the candidate's consent.
 *
 *   GET  /candidates/jobs/{uid}/apply     → {job, questions, questions_version, limits, consent_version, applied}
 *   POST /candidates/jobs/{uid}/applies   JSON, or multipart: `apply` (this JSON) + `video_<n>` files
 *                                         → 201 {apply}
 */
import { z } from "zod";
import { questionSchema } from "../entities/shapes";
import { questionnaireAnswersFields } from "../questionnaire/answers";

/** A public job's uid: 128 bits in base64url (publicSite/publicUid.ts); a longer one is simply unknown. */
export const jobUidSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const applyFormAnswerSchema = z.object({
  job: z.object({
    uid: z.string(),
    title: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    /** Sanitised HTML (text structure only), as the public job page shows it. */
    description_html: z.string(),
  }),
  questions: z.array(questionSchema),
  /** The questions' fingerprint: sent back with the answers, refused if the job's questions changed meanwhile. */
  questions_version: z.string(),
  limits: z.object({ text_max: z.number(), video_max_mb: z.number(), video_max_seconds: z.number() }),
  consent_version: z.string(),
  /** The candidate's apply to this job, when there is one already. */
  applied: z.object({ id: z.number(), applied_at: z.string() }).nullable(),
});
export type ApplyForm = z.output<typeof applyFormAnswerSchema>;

export const applyBodySchema = z.strictObject({
  ...questionnaireAnswersFields,
  consent: z.literal(true),
  consent_version: z.string().max(40),
});
export type ApplyBody = z.output<typeof applyBodySchema>;

export const applyCreatedAnswerSchema = z.object({
  apply: z.object({ id: z.number(), applied_at: z.string() }),
});
