import type { AnyEntity, FieldDefinition } from "../entities/defineEntity";
import { formSections } from "../entities/fieldQueries";

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
