/**
 * The public job board: `GET /public/jobs` (search) and `GET /public/jobs/{uid}` (a job and its similar ones), read
 * for the host's business. No session is involved.
 */
import type { PublicJobAnswer, PublicJobListAnswer } from "@seleta/domain/wire";
import type { HttpClient } from "./http";

/** The board's query string as the visitor typed it (`/jobs?term=…&page=…`): the API reads it leniently. */
export type PublicJobQuery = Record<string, string | undefined>;

export function searchPublicJobs(
  http: HttpClient,
  query: PublicJobQuery,
  signal?: AbortSignal,
): Promise<PublicJobListAnswer> {
  return http.get<PublicJobListAnswer>("/public/jobs", { query, signal, signedIn: false });
}

export function getPublicJob(http: HttpClient, uid: string, signal?: AbortSignal): Promise<PublicJobAnswer> {
  return http.get<PublicJobAnswer>(`/public/jobs/${encodeURIComponent(uid)}`, { signal, signedIn: false });
}
