/**
 * The queries of the entity pages, shared by the route's clientLoader (started there, in parallel) and the
 * components (which find them in the cache).
 */
import {
  entityColumnQueries,
  entityQueries,
  getEntityColumnsStructure,
  type HttpClient,
  type ListParams,
} from "@seleta/api-client";
import { type AnyEntity, DEFAULT_PER_PAGE, type EntityName, type ListState, listStateToParams } from "@seleta/domain";
import {
  COLUMN_STRUCTURE_ENTITIES,
  type ColumnStructureName,
  type EntityColumnsStructure,
  entityListStructure,
} from "@seleta/domain/columns";
import { queryOptions } from "@tanstack/react-query";

const structureNames = Object.fromEntries(
  Object.entries(COLUMN_STRUCTURE_ENTITIES).map(([name, entity]) => [entity, name as ColumnStructureName]),
);

/**
 * An entity list's columns: the API's structure for the six lists of spec §7, the registry's own for the others
 * (the API has no structure for them; the registry is what the API's would be built from anyway).
 */
export function structureQuery(http: HttpClient, entity: AnyEntity) {
  const served = structureNames[entity.name];
  if (served) {
    return queryOptions({
      // The api-client's own key: one cache entry whoever asks.
      queryKey: entityColumnQueries.structure(http, served).queryKey as readonly unknown[],
      queryFn: async ({ signal }) =>
        (await getEntityColumnsStructure(http, served, signal)) as unknown as EntityColumnsStructure,
      staleTime: Number.POSITIVE_INFINITY,
    });
  }
  return queryOptions({
    queryKey: ["entityListStructure", entity.name] as readonly unknown[],
    queryFn: () => entityListStructure(entity),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The list's own defaults: its visible columns and order (what a bare address means). */
export function listDefaults(structure: EntityColumnsStructure) {
  return {
    columns: structure.columns.filter((column) => column.visible).map((column) => column.key),
    order: structure.order,
  };
}

/** What the list endpoint receives: the address's state, and the page's fixed where (a company's jobs). */
export function listParams(
  entity: AnyEntity,
  state: ListState,
  fixedWhere?: Readonly<Record<string, unknown>>,
): ListParams {
  const params = listStateToParams(state, DEFAULT_PER_PAGE, entity.subSearches);
  if (!fixedWhere) return params;
  return { ...params, where: { ...(params.where ?? {}), ...fixedWhere } as ListParams["where"] };
}

export function listQuery(http: HttpClient, entity: AnyEntity, params: ListParams) {
  return entityQueries(http, entity.name as EntityName).list(params);
}
