/**
 * Spec §7 `GET recruiters/entity_columns_structure/{apply|candidate|job|proposal|client_contact|client_company}`:
 * the columns a list view offers. The server generates them from the registry with the domain's
 * `entityColumnsStructure` and answers through the wire schema this type comes from.
 */
import type { ColumnStructureName } from "@seleta/domain/columns";
import type { entityColumnsStructureAnswerSchema, entityColumnsStructureSchema, WireOf } from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

export type EntityColumnsStructure = WireOf<typeof entityColumnsStructureSchema>;

export async function getEntityColumnsStructure(
  http: HttpClient,
  name: ColumnStructureName,
  signal?: AbortSignal,
): Promise<EntityColumnsStructure> {
  const body = await http.get<WireOf<typeof entityColumnsStructureAnswerSchema>>(
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
