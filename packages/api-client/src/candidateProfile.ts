/**
 * The signed-in candidate's own profile (their candidates record without the firm's own fields):
 *   GET   /candidates/profile                      → {candidate}
 *   PATCH /candidates/profile  {candidate: {...}}  → {candidate}
 * The registration wizard and the profile's pages save through `updateCandidateProfile`: a 400 names each refused
 * field as `candidate.<field>` (`ApiError.fields`).
 */
import { queryOptions } from "@tanstack/react-query";
import type { PatchOf, RecordOf } from "./entities";
import type { HttpClient } from "./http";

/** The profile as the candidate reads it: the registry's candidate record (the firm's fields are not sent). */
export type CandidateProfile = RecordOf<"candidates">;
/** Some of the fields the candidate writes. */
export type CandidateProfilePatch = PatchOf<"candidates">;
/** The profile's answer (`candidateProfileAnswerSchema`) with its record typed by the registry. */
export type CandidateProfileAnswer = { readonly candidate: CandidateProfile };

const PROFILE_PATH = "/candidates/profile";

export async function getCandidateProfile(http: HttpClient, signal?: AbortSignal): Promise<CandidateProfile> {
  const body = await http.get<CandidateProfileAnswer>(PROFILE_PATH, { signal });
  return body.candidate;
}

/** Writes the fields sent (only those); answers the whole profile as saved. */
export async function updateCandidateProfile(
  http: HttpClient,
  patch: CandidateProfilePatch,
): Promise<CandidateProfile> {
  const body = await http.patch<CandidateProfileAnswer>(PROFILE_PATH, { candidate: patch });
  return body.candidate;
}

export const candidateProfileQueries = {
  all: ["candidateProfile"] as const,
  profile: (http: HttpClient) =>
    queryOptions({
      queryKey: [...candidateProfileQueries.all, "profile"] as const,
      queryFn: ({ signal }) => getCandidateProfile(http, signal),
    }),
};
