/**
 * Evaluations a firm sends a candidate (spec §2 /candidates/evaluations/{uid}): the candidate's form and their
 * answers (JSON, or multipart with the JSON in `answers` and each clip as `video_<index>`), and on the recruiter's
 * side an apply's sent evaluations and the sending of one.
 */
import type {
  applyEvaluationsAnswerSchema,
  EvaluationAnswersBody,
  evaluationAnsweredSchema,
  evaluationFormAnswerSchema,
  evaluationSentAnswerSchema,
  WireOf,
} from "@seleta/domain/wire";
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { answersFormData } from "./answerUploads";
import { type HttpClient, segment } from "./http";

export type EvaluationFormData = WireOf<typeof evaluationFormAnswerSchema>;
export type EvaluationAnswered = WireOf<typeof evaluationAnsweredSchema>;
export type ApplyEvaluationsData = WireOf<typeof applyEvaluationsAnswerSchema>;
export type EvaluationSent = WireOf<typeof evaluationSentAnswerSchema>["request"];

/** Answers to send: the body and, by question index, the video answers. */
export type EvaluationSubmission = {
  readonly uid: string;
  readonly body: EvaluationAnswersBody;
  readonly videos?: ReadonlyMap<number, Blob>;
};

const base = (uid: string) => `/candidates/evaluations/${segment(uid)}`;
const applyBase = (applyId: number) => `/recruiters/applies/${segment(String(applyId))}/evaluation_requests`;

export function getEvaluationForm(http: HttpClient, uid: string, signal?: AbortSignal): Promise<EvaluationFormData> {
  return http.get<EvaluationFormData>(base(uid), { signal });
}

/** Sends the answers; a refusal is an ApiError (400 naming `answers.<index>`, 409 already_answered…). */
export function sendEvaluationAnswers(
  http: HttpClient,
  { uid, body, videos }: EvaluationSubmission,
): Promise<EvaluationAnswered> {
  const path = `${base(uid)}/answers`;
  if (!videos || videos.size === 0) return http.post<EvaluationAnswered>(path, body);
  const form = answersFormData("answers", body, videos);
  return http.post<EvaluationAnswered>(path, form);
}

export function getApplyEvaluations(
  http: HttpClient,
  applyId: number,
  signal?: AbortSignal,
): Promise<ApplyEvaluationsData> {
  return http.get<ApplyEvaluationsData>(applyBase(applyId), { signal });
}

/** Sends an evaluation to the apply's candidate (who gets a mail with its link). */
export function sendEvaluation(http: HttpClient, applyId: number, evaluationId: number): Promise<EvaluationSent> {
  return http
    .post<WireOf<typeof evaluationSentAnswerSchema>>(applyBase(applyId), {
      evaluation_request: { evaluation_id: evaluationId },
    })
    .then((answer) => answer.request);
}

export const candidateEvaluationQueries = {
  all: ["candidates", "evaluations"] as const,
  form: (http: HttpClient, uid: string) =>
    queryOptions({
      queryKey: [...candidateEvaluationQueries.all, uid] as const,
      queryFn: ({ signal }) => getEvaluationForm(http, uid, signal),
    }),
  ofApply: (http: HttpClient, applyId: number) =>
    queryOptions({
      queryKey: ["recruiters", "applies", applyId, "evaluation_requests"] as const,
      queryFn: ({ signal }) => getApplyEvaluations(http, applyId, signal),
    }),
};

export const candidateEvaluationMutations = {
  /** Sends an evaluation for an apply; then the apply's list of sent evaluations is stale. */
  send: (http: HttpClient, applyId: number) =>
    mutationOptions({
      mutationKey: ["recruiters", "applies", applyId, "evaluation_requests", "send"] as const,
      mutationFn: (evaluationId: number) => sendEvaluation(http, applyId, evaluationId),
      onSuccess: (_sent: EvaluationSent, _id: number, _r: unknown, { client }: { client: QueryClient }) => {
        void client.invalidateQueries({ queryKey: candidateEvaluationQueries.ofApply(http, applyId).queryKey });
      },
    }),
};
