import { describe, expect, it } from "vitest";
import type { FieldDefinition } from "../../entities/defineEntity";
import { entityField, formSections } from "../../entities/fieldQueries";
import { entityList, getEntity } from "../../entities/registry";
import { DOCUMENT_INPUTS, hasDocumentInput } from "../EntityDocumentForm/EntityDocumentForm";
import { FIELD_INPUTS, hasFieldInput } from "./fieldInputs";

/** Every field a form writes, structures' properties and maps' values included, with its path. */
function writableFields(fields: readonly FieldDefinition[], prefix: string): [string, FieldDefinition][] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.key}`;
    return [
      [path, field] as [string, FieldDefinition],
      ...writableFields(field.items ?? [], `${path}.`),
      ...(field.mapValue ? writableFields([field.mapValue], `${path}.`) : []),
    ];
  });
}

/** The entities people create on a page of their own, and every field their form writes. */
const created = entityList
  .filter((entity) => entity.hasNewPage)
  .flatMap((entity) =>
    writableFields(
      formSections(entity).flatMap((section) => section.fields),
      "",
    ).map(([path, field]) => [`${entity.name}.${path}`, field] as const),
  );

/** A document form posts without script: a file cannot be uploaded by it, and says so in its table. */
const UPLOADED_KINDS = new Set(["file", "image"]);

/** Lists people see but never write in a form: an apply's answers (shown with their videos). */
const SHOWN_ONLY = (field: FieldDefinition) => field.listOf === "answers";

describe("every field a create page writes has an input", () => {
  it("in the registry's form", () => {
    const missing = created.filter(([, field]) => !SHOWN_ONLY(field) && !hasFieldInput(field)).map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it("in the document form, but files and images, which its table says it cannot post", () => {
    const missing = created
      .filter(([, field]) => !SHOWN_ONLY(field) && !field.listOf && !UPLOADED_KINDS.has(field.kind))
      .filter(([, field]) => !hasDocumentInput(field))
      .map(([path]) => path);
    expect(missing).toEqual([]);
    for (const kind of UPLOADED_KINDS) {
      expect(DOCUMENT_INPUTS[kind as "file" | "image"]).toEqual({ cannotPost: expect.stringContaining("upload") });
    }
  });

  it("for the structures once known only by their schema: automations, roles, site configurations, schedules", () => {
    for (const [entity, key] of [
      ["automations", "conditions"],
      ["automations", "steps"],
      ["roles", "permissions"],
      ["site_configs", "colors"],
      ["site_configs", "custom_labels"],
      ["site_configs", "social_credentials"],
      ["site_configs", "rules"],
      ["work_schedules", "hours"],
      ["entity_cards", "where"],
      ["reports", "where"],
    ] as const) {
      const field = entityField(getEntity(entity), key);
      expect(field && hasFieldInput(field), `${entity}.${key}`).toBe(true);
      expect(field && hasDocumentInput(field), `${entity}.${key}`).toBe(true);
    }
  });

  it("has a table entry for every kind in both renderers", () => {
    expect(Object.keys(DOCUMENT_INPUTS).sort()).toEqual(Object.keys(FIELD_INPUTS).sort());
  });
});
