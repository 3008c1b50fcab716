/**
 * Spec §2/§7 global search: `GET /recruiters/global_searchs?term=&entity=[...]`, `entity` a JSON array of the
 * registry names of the six searchable kinds (the dialog's chips); the ten best matches of each kind the
 * recruiter may read.
 */
import type { EntityName } from "@seleta/domain";
import type { globalSearchAnswerSchema, globalSearchItemSchema, WireOf } from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "./http";

/** One result card: what the dialog shows and where it leads. */
export type GlobalSearchItem = WireOf<typeof globalSearchItemSchema>;

export type GlobalSearchQuery = { term: string; entities: readonly EntityName[] };

/** No chip selected is a 400 `no_entity_selected` ('Please select at least one entity to search', spec §8). */
export async function globalSearch(
  http: HttpClient,
  { term, entities }: GlobalSearchQuery,
  signal?: AbortSignal,
): Promise<GlobalSearchItem[]> {
  const body = await http.get<WireOf<typeof globalSearchAnswerSchema>>("/recruiters/global_searchs", {
    query: { term, entity: entities },
    signal,
  });
  return body.global_searchs;
}

export const globalSearchQueries = {
  all: ["globalSearch"] as const,
  search: (http: HttpClient, query: GlobalSearchQuery) =>
    queryOptions({
      // The chips' order does not change the answer's content: one cache entry per set of chips.
      queryKey: [...globalSearchQueries.all, query.term.trim(), [...new Set(query.entities)].sort()] as const,
      queryFn: ({ signal }) => globalSearch(http, query, signal),
    }),
};
