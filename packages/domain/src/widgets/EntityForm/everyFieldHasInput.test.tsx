import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import type { AnyEntity, FieldDefinition } from "../../entities/defineEntity";
import { mapFieldKeys } from "../../entities/entityIndex";
import { entityField, formSections } from "../../entities/fieldQueries";
import { entityList, getEntity } from "../../entities/registry";
import { formScope, hasFieldInput } from "../../forms/formScope";
import { type EnhancedForm, EntityForm } from "./EntityForm";

/** The names a field's controls post under, structures' properties and maps' values included (one row each). */
function postedNames(field: FieldDefinition, path: string): string[] {
  if (field.kind === "phone") return [`${path}.country`, `${path}.number`];
  if (field.kind === "list" && field.items)
    return field.items.flatMap((item) => postedNames(item, `${path}.0.${item.key}`));
  if (field.kind === "object" && field.items)
    return field.items.flatMap((item) => postedNames(item, `${path}.${item.key}`));
  if (field.kind === "map" && field.mapValue) {
    const keys = mapFieldKeys(field);
    if (keys) return keys.flatMap(({ key }) => postedNames(field.mapValue as FieldDefinition, `${path}.${key}`));
    return [`${path}.0.key`, ...postedNames(field.mapValue, `${path}.0.value`)];
  }
  return [path];
}

/** A value that draws one row of every list and map (so their properties' controls are drawn too). */
function oneRow(field: FieldDefinition): unknown {
  const items = field.items;
  if (field.kind === "list" && items) return [Object.fromEntries(items.map((item) => [item.key, oneRow(item)]))];
  if (field.kind === "map" && field.mapValue && !mapFieldKeys(field)) return [{ key: "", value: null }];
  return null;
}

function drawnNames(entity: AnyEntity, enhanced?: EnhancedForm): Set<string> {
  const values = Object.fromEntries(entity.fieldList.map((field) => [field.key, oneRow(field)]));
  // The page gives a relation's options (a document draws them as a select or checkboxes).
  const relationOptions = Object.fromEntries(
    entity.fieldList.filter((field) => field.relation).map((field) => [field.key, [{ id: "1", label: "Um" }]]),
  );
  const html = renderToStaticMarkup(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <EntityForm entity={entity} values={values} relationOptions={relationOptions} action="/x" enhanced={enhanced} />
    </IntlProvider>,
  );
  return new Set([...html.matchAll(/\sname="([^"]+)"/g)].map((match) => match[1] as string));
}

/** The entities people create on a page of their own. */
const created = entityList.filter((entity) => entity.hasNewPage);

/** Lists people see but never write in a form: an apply's answers (shown with their videos). */
const SHOWN_ONLY = (field: FieldDefinition) => field.listOf === "answers";

const ENHANCED: EnhancedForm = { submit: () => undefined, loadOptions: async () => [] };

describe("every field a create page writes has a control, named by its path", () => {
  it.each(created.map((entity) => [entity.name, entity] as const))(
    "%s, as a document and where scripts run",
    (_, entity) => {
      const fields = formSections(entity)
        .flatMap((section) => section.fields)
        .filter((field) => !SHOWN_ONLY(field));
      expect(formScope(entity).sort()).toEqual(fields.map((field) => field.key).sort());
      const expected = fields.flatMap((field) => postedNames(field, field.key));
      for (const enhanced of [undefined, ENHANCED]) {
        const drawn = drawnNames(entity, enhanced);
        // A relation searched as you type posts through react-aria's hidden input, drawn once the picker mounts.
        const missing = expected.filter((name) => !drawn.has(name));
        const pickers = enhanced ? fields.filter((field) => field.kind === "relations").map((field) => field.key) : [];
        expect(
          missing.filter((name) => !pickers.includes(name)),
          enhanced ? "enhanced" : "document",
        ).toEqual([]);
      }
    },
  );

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
    }
  });
});
