import type { CatalogueEntry } from "../catalogues/catalogue";
import type { AnyEntity, FieldDefinition } from "./defineEntity";
import type { FilterOperator } from "./field";

/** What a list, a form or an export asks of an entity's fields; all read the one declaration. */

export function entityField(entity: AnyEntity, key: string): FieldDefinition | undefined {
  return entity.fieldList.find((field) => field.key === key);
}

/** The columns a table shows before the user picks their own (spec §2 "column selection"). */
export function defaultColumns(entity: AnyEntity): FieldDefinition[] {
  return entity.fieldList.filter((field) => field.column && !field.sensitive);
}

/** Every column a user may add: sensitive values never go into lists. */
export function selectableColumns(entity: AnyEntity): FieldDefinition[] {
  return entity.fieldList.filter((field) => !field.sensitive && field.kind !== "richText" && field.kind !== "list");
}

export function sortableFields(entity: AnyEntity): FieldDefinition[] {
  return entity.fieldList.filter((field) => field.sortable);
}

export function filterableFields(entity: AnyEntity): FieldDefinition[] {
  return entity.fieldList.filter((field) => field.filters.length > 0);
}

export function filterOperators(entity: AnyEntity, key: string): readonly FilterOperator[] {
  return entityField(entity, key)?.filters ?? [];
}

/** Fields the free-text search and global search look in. */
export function searchableFields(entity: AnyEntity): FieldDefinition[] {
  return entity.fieldList.filter((field) => field.searchable);
}

/** LGPD-sensitive fields: masked in views, left out of exports unless asked for, logged when read. */
export function sensitiveFields(entity: AnyEntity): FieldDefinition[] {
  return entity.fieldList.filter((field) => field.sensitive);
}

/**
 * Fields a form edits, grouped by section in declaration order (fields without a section form "main"). A nested
 * record's link to its parent is one of them: its own create page is where it is chosen.
 */
export function formSections(entity: AnyEntity): { section: string; fields: FieldDefinition[] }[] {
  const sections = new Map<string, FieldDefinition[]>();
  for (const field of entity.fieldList) {
    if (field.system || field.readOnly) continue;
    const section = field.section ?? "main";
    sections.set(section, [...(sections.get(section) ?? []), field]);
  }
  return [...sections].map(([section, fields]) => ({ section, fields }));
}

/** The columns of an entity's kanban: its grouping catalogue's entries, in catalogue order. */
export function kanbanColumns(entity: AnyEntity): readonly CatalogueEntry[] {
  const groupBy = entity.views.kanban?.groupBy;
  const field = groupBy ? entityField(entity, groupBy) : undefined;
  return field?.catalogue?.entries ?? [];
}

/** The entity names this entity points to, for preloading pickers and checking the registry. */
export function relationTargets(entity: AnyEntity): string[] {
  return [...new Set(entity.fieldList.flatMap((field) => (field.relation ? [field.relation.entity] : [])))];
}

/** The value a form's option stands for: the entry's id as text, or its key where the field keeps keys. */
export function catalogueOptionId(field: Pick<FieldDefinition, "catalogueValue">, entry: CatalogueEntry): string {
  return field.catalogueValue === "key" ? entry.key : String(entry.id);
}

/**
 * A chosen option's value as the field keeps it: the entry's id (a number) or its key. Text that names no entry is
 * given back as it is, for the schema to refuse.
 */
export function catalogueOptionValue(
  field: Pick<FieldDefinition, "catalogue" | "catalogueValue">,
  option: string,
): unknown {
  const entry = field.catalogue?.entries.find((candidate) => catalogueOptionId(field, candidate) === option);
  if (!entry) return option;
  return field.catalogueValue === "key" ? entry.key : entry.id;
}
