/**
 * What a list's bulk delete and export send (spec §3 bulk collection, recruiter_download): the rows picked by hand,
 * or "select all" as the list's whole search — its terms and fixed where too, which the list view does not know —
 * minus the rows deselected by hand. Pure, so the rules are tested without a browser.
 */
import type {
  EntityName,
  EntitySelection,
  ListParams,
  RecruiterDownloadInput,
  SelectAllSearch,
} from "@seleta/api-client";
import type { BulkCollection } from "@seleta/domain";

/** A select-all of the list as it stands (every page), minus the rows deselected by hand. */
export function selectAllOf(entity: string, params: ListParams, excluded: readonly number[]): SelectAllSearch {
  const { page: _page, per_page: _perPage, ...search } = params;
  const where = excluded.length > 0 ? { ...(search.where ?? {}), id: { nin: [...excluded] } } : search.where;
  return {
    ...search,
    entity: entity as EntityName,
    ...(where ? { where: where as ListParams["where"] } : {}),
    ...(excluded.length > 0 ? { excluded_ids: [...excluded] } : {}),
  };
}

/** Whether the list's search narrows the rows at all (an order alone does not). */
export function narrows(params: ListParams): boolean {
  const { page: _page, per_page: _perPage, order: _order, ...rest } = params;
  return Object.keys(rest).length > 0;
}

/** The selection a bulk action sends for what the list view reports as picked; null: nothing picked. */
export function selectionOf(
  entity: string,
  params: ListParams,
  collection: BulkCollection | null,
): EntitySelection | null {
  if (!collection) return null;
  if (collection.collections) return { collections: collection.collections };
  const excluded = collection.select_all_params?.search.excluded_ids ?? [];
  return { select_all_params: { search: selectAllOf(entity, params, excluded) } };
}

/**
 * The rows an export takes: those picked, else the list's search when it narrows the rows, else none named (the
 * server exports every row the recruiter may read).
 */
export function exportSelection(
  entity: string,
  params: ListParams,
  collection: BulkCollection | null,
): RecruiterDownloadInput["selection"] {
  const selection = selectionOf(entity, params, collection);
  if (selection?.collections) return { ids: selection.collections.map((item) => item.reference_id) };
  if (selection?.select_all_params) return { selectAll: selection.select_all_params };
  return narrows(params) ? { selectAll: { search: selectAllOf(entity, params, []) } } : undefined;
}
