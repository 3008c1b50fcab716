import type { AnyEntity, FieldDefinition } from "../entities/defineEntity";
import type { FieldKind } from "../entities/field";
import { formSections } from "../entities/fieldQueries";
import type { EntityName } from "../entities/registry";
import { UNIQUE_KEYS } from "../entities/uniqueKeys";

/**
 * Whether a form has an input for the field: read-only fields are shown elsewhere, never posted, and so are a
 * candidate's answers (a list of answers, shown by pages with their videos).
 */
export function hasFieldInput(field: FieldDefinition): boolean {
  if (field.readOnly) return false;
  if (field.kind === "list" || field.kind === "object") return field.listOf !== "answers";
  return true;
}

/** Every field of the entity a form edits, in its sections' order: what its page posts and its action reads. */
export function formScope(entity: AnyEntity): string[] {
  return formSections(entity).flatMap(({ fields }) => fields.filter(hasFieldInput).map((field) => field.key));
}

/** The column a field's unique key names: a relation's is its id's. */
const keyColumn = (field: FieldDefinition) => (field.kind === "relation" ? `${field.key}_id` : field.key);

/**
 * The fields a bulk update may write to many records at once: those a form edits, but never a sensitive one (LGPD
 * data is written record by record, where it is seen), a field of a unique key (one value on many rows breaks it),
 * nor an upload (files go with their record) or a structure (a record's rows are its own). The API refuses any
 * other field of a bulk update.
 */
export function bulkUpdatableFields(entity: AnyEntity): FieldDefinition[] {
  const unique = new Set((UNIQUE_KEYS[entity.name as EntityName] ?? []).flat());
  return formSections(entity)
    .flatMap(({ fields }) => fields)
    .filter(
      (field) =>
        hasFieldInput(field) &&
        !field.sensitive &&
        !unique.has(keyColumn(field)) &&
        !BULK_EXCLUDED_KINDS.has(field.kind),
    );
}

const BULK_EXCLUDED_KINDS: ReadonlySet<FieldKind> = new Set(["file", "image", "list", "object", "map", "json"]);
