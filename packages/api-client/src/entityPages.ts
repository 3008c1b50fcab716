/**
 * Spec §3/§7 entity pages: a recruiter's saved views of a list (`type_view` "index") or of a record page ("show"),
 * and, under the entity `recent`, the history speed-dial's recent pages. One entry per (entity, type_view,
 * custom_entity) in the current business; a POST replaces that entry's pages.
 *   POST   /recruiters/entity_pages               {entity_pages: {entity, type_view, custom_entity, pages}}
 *   GET    /recruiters/entity_pages[?entity&type_view]
 *   DELETE /recruiters/entity_pages/{id}
 *   DELETE /recruiters/entity_pages/destroy_all[?entity&type_view]
 */
import {
  type deletedSchema,
  type entityPagesAnswerSchema,
  type entityPagesBodySchema,
  type entityPagesEntitySchema,
  type entityPagesFilterSchema,
  type entityPagesListAnswerSchema,
  type entityPagesSchema,
  RECENT_PAGES_ENTITY,
  type storedPageSchema,
  type typeViewSchema,
  type WireInputOf,
  type WireOf,
} from "@seleta/domain/wire";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export { RECENT_PAGES_ENTITY };
export type EntityPagesEntity = WireOf<typeof entityPagesEntitySchema>;
export type TypeView = WireOf<typeof typeViewSchema>;

/** One stored link: a saved view's where/order/filter travel in `query` (a query string or its object). */
export type StoredPage = WireOf<typeof storedPageSchema>;

/** What a save sends: the entry's entity, view and pages (a link is a path of the app itself; others are refused). */
export type EntityPagesInput = WireInputOf<typeof entityPagesBodySchema>["entity_pages"];

export type EntityPages = WireOf<typeof entityPagesSchema>;

export type EntityPagesFilter = WireInputOf<typeof entityPagesFilterSchema>;

const PATH = "/recruiters/entity_pages";

export async function getEntityPages(
  http: HttpClient,
  filter: EntityPagesFilter = {},
  signal?: AbortSignal,
): Promise<EntityPages[]> {
  const body = await http.get<WireOf<typeof entityPagesListAnswerSchema>>(PATH, { query: filter, signal });
  return body.entity_pages;
}

/** Replaces the pages of one entry (creating it the first time); answers the entry as stored. */
export async function saveEntityPages(http: HttpClient, input: EntityPagesInput): Promise<EntityPages> {
  const body = await http.post<WireOf<typeof entityPagesAnswerSchema>>(PATH, { entity_pages: input });
  return body.entity_pages;
}

export function removeEntityPages(http: HttpClient, id: number): Promise<WireOf<typeof deletedSchema>> {
  return http.delete<WireOf<typeof deletedSchema>>(`${PATH}/${segment(id)}`);
}

/** Removes every entry of the current business, or those of one entity / type_view. */
export function removeAllEntityPages(
  http: HttpClient,
  filter: EntityPagesFilter = {},
): Promise<WireOf<typeof deletedSchema>> {
  return http.delete<WireOf<typeof deletedSchema>>(`${PATH}/destroy_all`, { query: filter });
}

export const entityPageQueries = {
  all: ["entityPages"] as const,
  list: (http: HttpClient, filter: EntityPagesFilter = {}) =>
    queryOptions({
      queryKey: [
        ...entityPageQueries.all,
        { entity: filter.entity ?? null, type_view: filter.type_view ?? null },
      ] as const,
      queryFn: ({ signal }) => getEntityPages(http, filter, signal),
    }),
};

/** Spec §7: after a change the pages are reloaded — every entity-pages query refetches. */
export const entityPageMutations = {
  save: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...entityPageQueries.all, "save"] as const,
      mutationFn: (input: EntityPagesInput) => saveEntityPages(http, input),
      onSuccess: (_saved, _input, _result, { client }) => client.invalidateQueries({ queryKey: entityPageQueries.all }),
    }),
  remove: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...entityPageQueries.all, "remove"] as const,
      mutationFn: (id: number) => removeEntityPages(http, id),
      onSuccess: (_answer, _id, _result, { client }) => client.invalidateQueries({ queryKey: entityPageQueries.all }),
    }),
  removeAll: (http: HttpClient) =>
    mutationOptions({
      mutationKey: [...entityPageQueries.all, "removeAll"] as const,
      mutationFn: (filter: EntityPagesFilter = {}) => removeAllEntityPages(http, filter),
      onSuccess: (_answer, _filter, _result, { client }) =>
        client.invalidateQueries({ queryKey: entityPageQueries.all }),
    }),
};
