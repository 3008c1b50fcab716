/**
 * Spec §7 `GET recruiters/entity_columns_structure/{apply|candidate|job|proposal|client_contact|client_company}`:
 * the columns a list view offers. The server generates them from the registry with the domain's
 * `entityColumnsStructure`, so the type is the domain's too.
 */
import type { ColumnStructureName, EntityColumnsStructure } from "@seleta/domain/columns";
import { queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export async function getEntityColumnsStructure(
  http: HttpClient,
  name: ColumnStructureName,
  signal?: AbortSignal,
): Promise<EntityColumnsStructure> {
  const body = await http.get<{ entity_columns_structure: EntityColumnsStructure }>(
    `/recruiters/entity_columns_structure/${segment(name)}`,
    { signal },
  );
  return body.entity_columns_structure;
}

export const entityColumnQueries = {
  all: ["entityColumnsStructure"] as const,
  structure: (http: HttpClient, name: ColumnStructureName) =>
    queryOptions({
      queryKey: [...entityColumnQueries.all, name] as const,
      queryFn: ({ signal }) => getEntityColumnsStructure(http, name, signal),
      // Generated from the registry: it changes with a deployment, never during a visit.
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
