/**
 * What a registry form's page reads besides the record, on the server and in the browser: the options its relations
 * start with. And the shape of the form drawn again by the route's action (`entityForm.server.ts`).
 */
import { type EntityName, entityApi, type HttpClient } from "@seleta/api-client";
import { type AnyEntity, type FieldDefinition, formScope, indexEntry } from "@seleta/domain";
import type { FieldOption } from "@seleta/ui";
import type { FormRefusal } from "../forms/formRefusal";

/** How many records a relation's select offers before anything is typed (the enhanced picker searches them all). */
export const RELATION_OPTIONS = 50;

type Row = Readonly<Record<string, unknown>>;

/** The values the form is drawn with, to draw it again. */
export type EntityFormValues = Readonly<Record<string, unknown>>;

/** A refused save or a row's button: the form drawn again (`problem` null: nothing refused, a row changed). */
export type EntityFormRedraw = Omit<
  FormRefusal<EntityFormValues, FormRefusal<unknown>["problem"] | null>,
  "httpStatus"
>;

function titleOf(entity: Pick<AnyEntity, "titleField">, record: Row): string {
  const title = record[entity.titleField];
  return typeof title === "string" && title.trim() ? title : `#${String(record.id)}`;
}

const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value == null || value === "" ? [] : [value]).map(String);

/**
 * A relation's first records and those the record points to, named by their titles. A relation the visitor may
 * not list keeps what the record holds (named by its id), so saving the form never drops it.
 */
async function optionsOf(http: HttpClient, field: FieldDefinition, record: Row | undefined): Promise<FieldOption[]> {
  const current = idsOf(record?.[field.key]);
  const target = field.relation ? indexEntry(field.relation.entity) : undefined;
  const kept = current.map((id) => ({ id, label: `#${id}` }));
  if (!target) return kept;
  const api = entityApi(http, target.name as EntityName);
  try {
    const [first, chosen] = await Promise.all([
      api.list({ per_page: RELATION_OPTIONS }),
      current.length > 0
        ? api.list({ where: { id: current.map(Number) }, per_page: current.length })
        : Promise.resolve({ records: [] }),
    ]);
    const options = new Map<string, FieldOption>(kept.map((option) => [option.id, option]));
    for (const item of [...chosen.records, ...first.records]) {
      const row = item as Row;
      options.set(String(row.id), { id: String(row.id), label: titleOf(target, row) });
    }
    return [...options.values()];
  } catch {
    return kept;
  }
}

/** The options of every relation the form edits, by field key, read at once. */
export async function formRelationOptions(
  http: HttpClient,
  entity: AnyEntity,
  record?: Row,
): Promise<Record<string, FieldOption[]>> {
  const scope = formScope(entity);
  const fields = entity.fieldList.filter((field) => field.relation && scope.includes(field.key));
  const options = await Promise.all(fields.map((field) => optionsOf(http, field, record)));
  return Object.fromEntries(fields.map((field, index) => [field.key, options[index] ?? []]));
}
