/**
 * `GET /recruiters/recruiter_names?ids=1,2`: the names of the recruiters a record points to (owners, responsibles), for any signed-in recruiter — the recruiters entity itself is admin-only.
 */
import type { recruiterNameSchema, recruiterNamesAnswerSchema, WireOf } from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "./http";

export type RecruiterName = WireOf<typeof recruiterNameSchema>;

export async function getRecruiterNames(
  http: HttpClient,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<RecruiterName[]> {
  if (ids.length === 0) return [];
  const body = await http.get<WireOf<typeof recruiterNamesAnswerSchema>>("/recruiters/recruiter_names", {
    query: { ids: ids.join(",") },
    signal,
  });
  return body.recruiter_names;
}

export const recruiterNameQueries = {
  all: ["recruiterNames"] as const,
  /** Ids in a stable order make one cache entry per set. */
  names: (http: HttpClient, ids: readonly number[]) => {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    return queryOptions({
      queryKey: [...recruiterNameQueries.all, sorted] as const,
      queryFn: ({ signal }) => getRecruiterNames(http, sorted, signal),
      staleTime: 5 * 60_000,
    });
  },
};
