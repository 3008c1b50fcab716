/**
 * Where the signed-in candidate's applications stand (the candidate area's `candidacy` page): the list, in the
 * candidate's words with each one's timeline, and withdrawing one. A withdrawal answers the application as it now
 * stands; it replaces the cached one, so the page agrees at once, and the list is refetched after.
 */
import type {
  candidaciesAnswerSchema,
  candidacySchema,
  candidacyStepSchema,
  candidacyWithdrawnAnswerSchema,
  WireOf,
} from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export type Candidacies = WireOf<typeof candidaciesAnswerSchema>;
export type Candidacy = WireOf<typeof candidacySchema>;
export type CandidacyTimelineStep = WireOf<typeof candidacyStepSchema>;

const BASE = "/candidates/applies";

export function getCandidacies(http: HttpClient, signal?: AbortSignal): Promise<Candidacies> {
  return http.get<Candidacies>(BASE, { signal });
}

/** Withdraws one of the candidate's applications: a closed one is a 409 ApiError, another's a 404. */
export function withdrawCandidacy(http: HttpClient, id: number): Promise<Candidacy> {
  return http
    .post<WireOf<typeof candidacyWithdrawnAnswerSchema>>(`${BASE}/${segment(id)}/withdraw`)
    .then((answer) => answer.apply);
}

export const candidacyQueries = {
  all: ["candidates", "applies"] as const,
  list: (http: HttpClient) =>
    queryOptions({
      queryKey: [...candidacyQueries.all, "list"] as const,
      queryFn: ({ signal }) => getCandidacies(http, signal),
    }),
};
