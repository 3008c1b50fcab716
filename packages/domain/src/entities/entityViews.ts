import { type ColumnStructureName, columnsStructure, type EntityColumnsStructure } from "./columnsStructure";
import type { AnyEntity } from "./defineEntity";

/**
 * The list structure of any entity, from the registry: the six of spec §7 ask the server for theirs, every other
 * entity's list (spec §2 "renders its registry-driven list") is built the same way here.
 */
export function entityListStructure(entity: AnyEntity): EntityColumnsStructure {
  return {
    // The structure's name is the spec §7 path segment; the list view reads `entity`, never `name`.
    name: entity.name as ColumnStructureName,
    entity: entity.name,
    label: entity.label,
    order: entity.defaultOrder,
    views: entity.views,
    columns: columnsStructure(entity),
  };
}

/** Records of another entity that point at one record through a single relation field (a company's jobs). */
export type RelatedList = { readonly entity: string; readonly field: string };

/**
 * The related lists of a record's page, as the registry names them: every entity of the same area with a relation
 * field to this one (a company: its contacts, jobs, proposals…), in registry order, one list per entity (its first
 * such field). Records living inside another (`parent`) are shown by their parent's own screens. Written into the
 * entity index (`relatedLists`), so a record's page loads the definitions of its related lists alone.
 */
export function relatedListsOf(entity: AnyEntity, all: readonly AnyEntity[]): RelatedList[] {
  return all.flatMap((other) => {
    if (other.area !== entity.area || other.parent || other.name === entity.name) return [];
    const field = other.fieldList.find(
      (candidate) =>
        candidate.kind === "relation" &&
        candidate.relation?.entity === entity.name &&
        candidate.filters.includes("eq") &&
        !candidate.sensitive,
    );
    return field ? [{ entity: other.name, field: field.key }] : [];
  });
}

/**
 * The ids each related entity must name for some rows (relation and relations columns), so a screen asks for
 * the names of a page's companies, owners… in one request per entity.
 */
export function relationIdsByEntity(
  rows: readonly Readonly<Record<string, unknown>>[],
  fields: readonly { readonly key: string; readonly relation: string | null }[],
): Record<string, number[]> {
  const ids: Record<string, Set<number>> = {};
  for (const field of fields) {
    if (!field.relation) continue;
    const target = field.relation;
    for (const row of rows) {
      const value = row[field.key];
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id === "number" && Number.isInteger(id)) {
          ids[target] ??= new Set();
          ids[target].add(id);
        }
      }
    }
  }
  return Object.fromEntries(Object.entries(ids).map(([target, set]) => [target, [...set].sort((a, b) => a - b)]));
}
