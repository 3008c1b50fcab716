/**
 * Lists (tearsheets) filled from a selection: adding candidates to a list, a new list with its first candidates,
 * and the business's talent pool. A list's own fields and its candidates' kanban are the registry's
 * (`entityQueries(http, "tearsheets")`, `"tearsheet_candidates"`); after an add their cached lists and the list's
 * record are stale, and the mutations say so.
 */
import type {
  TearsheetAddAnswer,
  TearsheetSummary,
  tearsheetAnswerSchema,
  tearsheetCreateWithCandidatesBodySchema,
  WireInputOf,
  WireOf,
} from "@seleta/domain/wire";
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { entityKeys } from "./entities";
import { type HttpClient, segment } from "./http";

export type { TearsheetAddAnswer, TearsheetSummary };
export type TearsheetCreateInput = WireInputOf<typeof tearsheetCreateWithCandidatesBodySchema>["tearsheet"];

/**
 * Adds candidates to a list, each once (≤ TEARSHEET_CANDIDATES_PER_CALL a call, refused whole above): how many
 * were added and how many it held already. A candidate the recruiter may not read is a 422 ApiError naming its index.
 */
export function addCandidatesToList(
  http: HttpClient,
  tearsheetId: number,
  candidateIds: readonly number[],
): Promise<TearsheetAddAnswer> {
  return http.post<TearsheetAddAnswer>(`/recruiters/tearsheets/${segment(tearsheetId)}/candidates`, {
    candidate_ids: candidateIds,
  });
}

/** A new list of the recruiter's with its first candidates; nothing is made when one is refused. */
export function createListWithCandidates(http: HttpClient, input: TearsheetCreateInput): Promise<TearsheetAddAnswer> {
  return http.post<TearsheetAddAnswer>("/recruiters/tearsheets/with_candidates", { tearsheet: input });
}

/** The business's talent pool (made on first use). */
export function getTalentPool(http: HttpClient, signal?: AbortSignal): Promise<TearsheetSummary> {
  return http
    .get<WireOf<typeof tearsheetAnswerSchema>>("/recruiters/tearsheets/talent_pool", { signal })
    .then((answer) => answer.tearsheet);
}

export const tearsheetQueries = {
  all: ["tearsheets"] as const,
  talentPool: (http: HttpClient) =>
    queryOptions({
      queryKey: [...tearsheetQueries.all, "talentPool"] as const,
      queryFn: ({ signal }) => getTalentPool(http, signal),
    }),
};

type Context = { client: QueryClient };

/** What an add makes stale: the lists' rows (their counts), the list's record and its candidates' lists. */
function addedTo(client: QueryClient, answer: TearsheetAddAnswer): void {
  void client.invalidateQueries({ queryKey: entityKeys.lists("tearsheets") });
  void client.invalidateQueries({ queryKey: entityKeys.detail("tearsheets", answer.tearsheet.id) });
  void client.invalidateQueries({ queryKey: entityKeys.lists("tearsheet_candidates") });
}

export const tearsheetMutations = {
  /** Adds to the list named by the input's `tearsheetId`. */
  add: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...tearsheetQueries.all, "add"] as const,
      mutationFn: ({ tearsheetId, candidateIds }: { tearsheetId: number; candidateIds: readonly number[] }) =>
        addCandidatesToList(http, tearsheetId, candidateIds),
      onSuccess: (answer: TearsheetAddAnswer, _input: unknown, _result: unknown, { client }: Context) =>
        addedTo(client, answer),
    }),
  create: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...tearsheetQueries.all, "create"] as const,
      mutationFn: (input: TearsheetCreateInput) => createListWithCandidates(http, input),
      onSuccess: (answer: TearsheetAddAnswer, _input: unknown, _result: unknown, { client }: Context) =>
        addedTo(client, answer),
    }),
};
