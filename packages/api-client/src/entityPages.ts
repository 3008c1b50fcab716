/**
 * Spec §3/§7 entity pages: a recruiter's saved views of a list (`type_view` "index") or of a record page ("show"),
 * and, under the entity `recent`, the history speed-dial's recent pages. One entry per (entity, type_view,
 * custom_entity) in the current business; a POST replaces that entry's pages.
 *   POST   /recruiters/entity_pages               {entity_pages: {entity, type_view, custom_entity, pages}}
 *   GET    /recruiters/entity_pages[?entity&type_view]
 *   DELETE /recruiters/entity_pages/{id}
 *   DELETE /recruiters/entity_pages/destroy_all[?entity&type_view]
 */
import type { EntityName, RecentPage } from "@seleta/domain";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export const RECENT_PAGES_ENTITY = "recent";
export type EntityPagesEntity = EntityName | typeof RECENT_PAGES_ENTITY;
export type TypeView = "index" | "show";

/** One stored link: a saved view's where/order/filter travel in `query` (a query string or its object). */
export type StoredPage = {
  id?: string | number;
  name: string;
  icon?: string | null;
  /** A path of the app itself (`/recruiters/jobs`); the server refuses anything else. */
  link: string;
  query?: string | Record<string, unknown> | null;
  visitedAt?: RecentPage["visitedAt"];
};

export type EntityPagesInput = {
  entity: EntityPagesEntity;
  type_view?: TypeView;
  custom_entity?: string | null;
  pages: StoredPage[];
};

export type EntityPages = {
  id: number;
  entity: EntityPagesEntity;
  type_view: TypeView;
  custom_entity: string | null;
  /** The list route of the entity (null for recent pages). */
  link: string | null;
  pages: StoredPage[];
  created_at: string;
  updated_at: string;
};

export type EntityPagesFilter = { entity?: EntityPagesEntity; type_view?: TypeView };

const PATH = "/recruiters/entity_pages";

export async function getEntityPages(
  http: HttpClient,
  filter: EntityPagesFilter = {},
  signal?: AbortSignal,
): Promise<EntityPages[]> {
  const body = await http.get<{ entity_pages: EntityPages[] }>(PATH, { query: filter, signal });
  return body.entity_pages;
}

/** Replaces the pages of one entry (creating it the first time); answers the entry as stored. */
export async function saveEntityPages(http: HttpClient, input: EntityPagesInput): Promise<EntityPages> {
  const body = await http.post<{ entity_pages: EntityPages }>(PATH, { entity_pages: input });
  return body.entity_pages;
}

export function removeEntityPages(http: HttpClient, id: number): Promise<{ deleted: number }> {
  return http.delete<{ deleted: number }>(`${PATH}/${segment(id)}`);
}

/** Removes every entry of the current business, or those of one entity / type_view. */
export function removeAllEntityPages(http: HttpClient, filter: EntityPagesFilter = {}): Promise<{ deleted: number }> {
  return http.delete<{ deleted: number }>(`${PATH}/destroy_all`, { query: filter });
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
