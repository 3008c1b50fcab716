/**
 * Evaluations a firm sends a candidate, on the wire (spec §1 evaluations; §2 /candidates/evaluations/{uid}).
 *
 * The recruiter, on an apply's page:
 *   GET  /recruiters/applies/{id}/evaluation_requests   → {evaluations: the active ones, requests: those sent}
 *   POST /recruiters/applies/{id}/evaluation_requests   {evaluation_request: {evaluation_id}} → 201 {request}
 * The candidate, from the mail's link:
 *   GET  /candidates/evaluations/{uid}                  → {evaluation, questions_version, limits, answered_at}
 *   POST /candidates/evaluations/{uid}/answers          JSON, or multipart: `answers` (this JSON) + `video_<n>`
 *                                                       → 201 {answered_at}
 */
import { z } from "zod";
import { questionSchema } from "../entities/shapes";
import { questionnaireAnswersFields, storedAnswerSchema } from "../questionnaire/answers";
import { jobUidSchema } from "./candidateApply";

/** A sent evaluation's uid: 128 bits in base64url, as a public job's. */
export const evaluationUidSchema = jobUidSchema;

export const evaluationFormAnswerSchema = z.object({
  evaluation: z.object({
    uid: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    questions: z.array(questionSchema),
    time_limit_minutes: z.number().nullable(),
  }),
  /** The questions' fingerprint, sent back with the answers (refused if the evaluation changed meanwhile). */
  questions_version: z.string(),
  limits: z.object({ text_max: z.number(), video_max_mb: z.number(), video_max_seconds: z.number() }),
  /** When the candidate answered it; null while it waits for answers. */
  answered_at: z.string().nullable(),
});
export type EvaluationForm = z.output<typeof evaluationFormAnswerSchema>;

export const evaluationAnswersBodySchema = z.strictObject(questionnaireAnswersFields);
export type EvaluationAnswersBody = z.output<typeof evaluationAnswersBodySchema>;

export const evaluationAnsweredSchema = z.object({ answered_at: z.string() });

/** A sent evaluation as the recruiter sees it on the apply's page. */
export const evaluationRequestSchema = z.object({
  id: z.number(),
  evaluation_id: z.number(),
  evaluation_title: z.string(),
  sent_at: z.string(),
  answered_at: z.string().nullable(),
  answers: z.array(storedAnswerSchema).nullable(),
});
export type EvaluationRequest = z.output<typeof evaluationRequestSchema>;

export const applyEvaluationsAnswerSchema = z.object({
  /** The active evaluations the recruiter may send. */
  evaluations: z.array(z.object({ id: z.number(), title: z.string() })),
  requests: z.array(evaluationRequestSchema),
});
export type ApplyEvaluations = z.output<typeof applyEvaluationsAnswerSchema>;

export const sendEvaluationBodySchema = z.strictObject({
  evaluation_request: z.strictObject({ evaluation_id: z.number().int().positive() }),
});

export const evaluationSentAnswerSchema = z.object({ request: evaluationRequestSchema });
