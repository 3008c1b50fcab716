/**
 * Applying to a job (spec §2 /candidates/jobs/{job_uid}/applies/new): the job's questions to answer, and the apply
 * with the answers, the consent and the video answers. Without a video the apply travels as JSON; with one, as
 * multipart: the JSON in `apply` and each clip as `video_<index>` (what the API reads).
 */
import type { ApplyBody, applyCreatedAnswerSchema, applyFormAnswerSchema, WireOf } from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import { answersFormData } from "./answerUploads";
import { type HttpClient, segment } from "./http";

export type ApplyFormData = WireOf<typeof applyFormAnswerSchema>;
export type ApplyCreated = WireOf<typeof applyCreatedAnswerSchema>["apply"];
/** An apply to send: its body and, by question index, the video answers. */
export type ApplySubmission = {
  readonly uid: string;
  readonly body: ApplyBody;
  readonly videos?: ReadonlyMap<number, Blob>;
};

const base = (uid: string) => `/candidates/jobs/${segment(uid)}`;

export function getApplyForm(http: HttpClient, uid: string, signal?: AbortSignal): Promise<ApplyFormData> {
  return http.get<ApplyFormData>(`${base(uid)}/apply`, { signal });
}

/** Sends an apply; a refusal is an ApiError (400 naming `answers.<index>`, 409 already_applied or job_closed…). */
export function sendApply(http: HttpClient, { uid, body, videos }: ApplySubmission): Promise<ApplyCreated> {
  const path = `${base(uid)}/applies`;
  if (!videos || videos.size === 0) {
    return http.post<WireOf<typeof applyCreatedAnswerSchema>>(path, body).then((answer) => answer.apply);
  }
  const form = answersFormData("apply", body, videos);
  return http.post<WireOf<typeof applyCreatedAnswerSchema>>(path, form).then((answer) => answer.apply);
}

export const candidateApplyQueries = {
  all: ["candidates", "apply"] as const,
  form: (http: HttpClient, uid: string) =>
    queryOptions({
      queryKey: [...candidateApplyQueries.all, uid] as const,
      queryFn: ({ signal }) => getApplyForm(http, uid, signal),
    }),
};
