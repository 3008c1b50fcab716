/**
 * The registry's form as a document (`EntityDocumentForm`), read back on the server: what a `<form method="post">`
 * of a scope of an entity's fields posted, as the form's values (to draw it again: a refusal, a row added or
 * removed) and as the PATCH payload (each field's kind parsed). Pure: the route's action calls these.
 *
 * Field names are stable paths: `name`, `hiring_regimes` (one entry per checked option), `mobile_phone.country` and
 * `mobile_phone.number` (the native phone's two values), `skills.0.name` (a list's row), `current_experience.role`
 * (an object's property). Each list posts its rows' numbers under its own name (`skills` = "0", "1"…), so a row whose
 * properties are all empty still counts while it is edited. A map with known keys posts each key's value under
 * `permissions.candidates`; one without posts rows like a list's, `custom_labels.0.key` and `custom_labels.0.value`.
 * A json field posts its text, a date-time the `YYYY-MM-DDTHH:mm` of a `datetime-local` input.
 */
import { joinPostedPhone, nativePhoneFieldNames } from "@seleta/ui/phone";
import type { AnyEntity, FieldDefinition } from "../entities/defineEntity";
import { mapFieldKeys } from "../entities/entityIndex";
import { catalogueOptionValue } from "../entities/fieldQueries";
import { DEFAULT_TIME_ZONE, instantOfWallTime, wallTimeIn } from "../format/dates";
import { isBlankValue } from "../rules/text";

/** The form's values by field key: a record's own values, or what was posted (texts as typed). */
export type DocumentFormValues = Readonly<Record<string, unknown>>;

type Item = Readonly<Record<string, unknown>>;

/**
 * What the parser reads of a posted form: the browser's and the server's `FormData` have these three methods (the
 * model is typed without the DOM's library).
 */
export type PostedFormData = {
  get(name: string): unknown;
  getAll(name: string): readonly unknown[];
  has(name: string): boolean;
};

/** Kinds posted as several entries under one name (checkbox groups). */
const MANY_KINDS = new Set(["multiSelect", "relations"]);

/** The fields of `scope`, in the scope's order, that the entity has. */
export function scopeFields(entity: AnyEntity, scope: readonly string[]): FieldDefinition[] {
  const byKey = new Map(entity.fieldList.map((field) => [field.key, field]));
  return scope.flatMap((key) => {
    const field = byKey.get(key);
    return field ? [field] : [];
  });
}

function postedText(formData: PostedFormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** One field's posted value, as typed: text, a list of checked ids, a checkbox's yes/no, a phone joined. */
function postedScalar(field: FieldDefinition, formData: PostedFormData, name: string): unknown {
  if (field.kind === "boolean") return formData.has(name);
  if (MANY_KINDS.has(field.kind)) return formData.getAll(name).filter((value) => typeof value === "string");
  if (field.kind === "phone") {
    const names = nativePhoneFieldNames(name);
    return joinPostedPhone(postedText(formData, names.country), postedText(formData, names.number));
  }
  return postedText(formData, name);
}

/** The row numbers a list posted under its own name, in order (a row whose properties are all empty counts too). */
function postedRows(formData: PostedFormData, name: string): string[] {
  return [...new Set(formData.getAll(name).map(String))]
    .filter((row) => /^\d+$/.test(row))
    .sort((a, b) => Number(a) - Number(b));
}

/** One field's posted value under `name`: a structure's rows or properties (nested ones too), else the scalar. */
function postedValue(field: FieldDefinition, formData: PostedFormData, name: string): unknown {
  const itemFields = field.items;
  if (field.kind === "list" && itemFields) {
    return postedRows(formData, name).map((row) => postedItem(itemFields, formData, `${name}.${row}`));
  }
  if (field.kind === "object" && itemFields) return postedItem(itemFields, formData, name);
  const valueField = field.mapValue;
  if (field.kind === "map" && valueField) {
    const keys = mapFieldKeys(field);
    if (keys) {
      return Object.fromEntries(keys.map(({ key }) => [key, postedValue(valueField, formData, `${name}.${key}`)]));
    }
    return postedRows(formData, name).map((row) => ({
      key: postedText(formData, `${name}.${row}.key`),
      value: postedValue(valueField, formData, `${name}.${row}.value`),
    }));
  }
  return postedScalar(field, formData, name);
}

function postedItem(itemFields: readonly FieldDefinition[], formData: PostedFormData, path: string): Item {
  return Object.fromEntries(
    itemFields.map((itemField) => [itemField.key, postedValue(itemField, formData, `${path}.${itemField.key}`)]),
  );
}

/**
 * What the form posted, as its values: every field of the scope (an unchecked box is `false`, no option checked
 * is `[]`), each list's rows in their posted order and numbered again from 0.
 */
export function postedEntityValues(
  entity: AnyEntity,
  scope: readonly string[],
  formData: PostedFormData,
): DocumentFormValues {
  return Object.fromEntries(
    scopeFields(entity, scope).map((field) => [field.key, postedValue(field, formData, field.key)]),
  );
}

/** A map's entry as its form edits it: a typed key and its value. */
export type MapRow = { readonly key?: unknown; readonly value?: unknown };

/**
 * A map edited as rows of key and value, as the record it stores: keys trimmed, rows without a value left out, null
 * when none is left. A value typed without its key is kept under a blank key, which the map's schema refuses with
 * its message, rather than dropped.
 */
export function mapOfRows(rows: readonly MapRow[]): Record<string, unknown> | null {
  const entries = rows
    .map((row) => [typeof row.key === "string" ? row.key.trim() : "", row.value] as const)
    .filter(([, value]) => !isBlankValue(value));
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Parsing                                                                                                        */

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/**
 * A number as people type it, in either language: the last `,` or `.` followed by one or two digits is the decimal
 * mark, any other is grouping (`5.000,50`, `5,000.50`, `5000,5`, `5.000` are 5000.5, 5000.5, 5000.5, 5000). Null
 * when the text is no number.
 */
export function parseTypedNumber(typed: string): number | null {
  const compact = typed.replace(/[^\d,.-]/g, "");
  if (!/\d/.test(compact)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = decimal ? compact.slice(0, decimal.index) : compact;
  const text = `${whole.replace(/[.,]/g, "")}${decimal ? `.${decimal[1]}` : ""}`;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A link typed without its scheme is an https link (spec §3: links are prefixed with https://). */
export function withHttps(typed: string): string {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
}

/**
 * A date-time typed in a document form (`datetime-local`, no zone) is read in the firms' time zone
 * (`DEFAULT_TIME_ZONE`): a server drawing a page without script knows no other.
 */

/** An instant as a `datetime-local` input shows it, in the firms' zone; text typed as it was typed. */
export function shownDateTime(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  if (!/([zZ]|[+-]\d{2}:?\d{2})$/.test(value) || Number.isNaN(Date.parse(value))) return value;
  return wallTimeIn(new Date(value), DEFAULT_TIME_ZONE);
}

/** `2026-03-31T14:05` as an instant in the firms' zone; any other text as typed, for the API to refuse. */
function typedDateTime(typed: string): string {
  // A picker that also posts seconds (`14:05:00`) names the same minute.
  const minute = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.0+)?)?$/.test(typed) ? typed.slice(0, 16) : typed;
  return instantOfWallTime(minute, DEFAULT_TIME_ZONE)?.toISOString() ?? typed;
}

/** JSON text's value; text that is no JSON is sent as typed, and the field's schema refuses it with its message. */
function typedJson(typed: string): unknown {
  try {
    return JSON.parse(typed) as unknown;
  } catch {
    return typed;
  }
}

/** A catalogue's id for a posted option (the entry's number), or the text itself for options of no catalogue. */
function optionId(field: FieldDefinition, posted: string): unknown {
  if (field.catalogue) return catalogueOptionValue(field, posted);
  return field.relation ? Number(posted) : posted;
}

/**
 * One field's value for the API: texts trimmed, empty (a text, no option checked) → null, numbers and options read, links prefixed. A number
 * that cannot be read is sent as typed, so the API refuses it with the field's own message.
 */
export function parseFieldValue(field: FieldDefinition, value: unknown): unknown {
  switch (field.kind) {
    case "boolean":
      return value === true || value === "on" || value === "true";
    case "multiSelect":
    case "relations": {
      // None checked is no value (null), as the registry's schemas read it: an empty list is refused as missing.
      const ids = Array.isArray(value) ? value.map((id) => optionId(field, String(id))) : [];
      return ids.length > 0 ? ids : null;
    }
    case "tags":
      return typeof value === "string"
        ? value
            .split(",")
            .map((tag) => tag.trim())
            .filter((tag) => tag !== "")
        : Array.isArray(value)
          ? value
          : [];
  }
  if (isBlank(value)) return null;
  if (typeof value !== "string") return value;
  const typed = value.trim();
  switch (field.kind) {
    case "integer":
    case "decimal":
    case "percent":
    case "currency": {
      const number = parseTypedNumber(typed);
      if (number === null) return typed;
      return field.kind === "integer" && !Number.isInteger(number) ? typed : number;
    }
    case "url":
      return withHttps(typed);
    case "datetime":
      return typedDateTime(typed);
    case "json":
    // A structure without declared properties (a job's questions) is posted as its JSON, by an editor or as text.
    case "list":
    case "object":
      return typedJson(typed);
    case "select":
    case "relation":
      return optionId(field, typed);
    default:
      return typed;
  }
}

/** A field's form value for the API: a structure's rows and properties parsed all the way down. */
function parseValue(field: FieldDefinition, value: unknown): unknown {
  const itemFields = field.items;
  if (field.kind === "list" && itemFields) {
    const rows = Array.isArray(value) ? value.map((item) => parseItem(itemFields, item)) : [];
    return rows.filter((row) => !isEmptyItem(row));
  }
  if (field.kind === "object" && itemFields) {
    const item = parseItem(itemFields, value);
    return isEmptyItem(item) ? null : item;
  }
  if (field.kind === "map" && field.mapValue) return parseMap(field, field.mapValue, value);
  return parseFieldValue(field, value);
}

/**
 * A map's entries with their values parsed, those without a value left out. With known keys the map is always sent
 * (none checked is a role that may do nothing); rows of typed keys with none filled are no value. A row with a value
 * and no key is sent under a blank key, which the schema refuses rather than losing the value.
 */
function parseMap(field: FieldDefinition, valueField: FieldDefinition, value: unknown): Record<string, unknown> | null {
  const rows: readonly MapRow[] = Array.isArray(value)
    ? value.map((row) => (row && typeof row === "object" ? row : {}) as MapRow)
    : Object.entries(value && typeof value === "object" ? value : {}).map(([key, entry]) => ({ key, value: entry }));
  const map = mapOfRows(rows.map((row) => ({ key: row.key, value: parseValue(valueField, row.value) })));
  return map ?? (mapFieldKeys(field) ? {} : null);
}

function parseItem(itemFields: readonly FieldDefinition[], item: unknown): Record<string, unknown> {
  const values = (item && typeof item === "object" ? item : {}) as Item;
  return Object.fromEntries(
    itemFields.map((itemField) => [itemField.key, parseValue(itemField, values[itemField.key])]),
  );
}

/** An item whose every property is empty is no item (a row added and left blank, an untouched current job). */
function isEmptyItem(item: Item): boolean {
  return Object.values(item).every((value) => value === null || (Array.isArray(value) && value.length === 0));
}

/** The form's values as the PATCH payload of the scope's fields. */
export function parseEntityValues(
  entity: AnyEntity,
  scope: readonly string[],
  values: DocumentFormValues,
): Record<string, unknown> {
  return Object.fromEntries(
    scopeFields(entity, scope).map((field) => [field.key, parseValue(field, values[field.key])]),
  );
}

/** What the form posted as the PATCH payload: each kind parsed, empty → null, list rows renumbered, phones joined. */
export function readPostedEntityValues(
  entity: AnyEntity,
  scope: readonly string[],
  formData: PostedFormData,
): Record<string, unknown> {
  return parseEntityValues(entity, scope, postedEntityValues(entity, scope, formData));
}

/* ------------------------------------------------------------------------------------------------------------ */
/* The buttons' intents                                                                                           */

/** The field the form's submit buttons post their intent under. */
export const FORM_INTENT_FIELD = "intent";

/**
 * What a submit button asked: save, or add a row to a list, remove one of its rows or move one up or down (by its
 * number). A list is named by its path: `skills`, or a list inside a row, `statuses.0.sub_status`.
 */
export type FormIntent =
  | { readonly kind: "save" }
  | { readonly kind: "add"; readonly field: string }
  | { readonly kind: "remove"; readonly field: string; readonly index: number }
  | { readonly kind: "move"; readonly field: string; readonly index: number; readonly to: "up" | "down" };

const LIST_PATH = "[a-z_][\\w-]*(?:\\.\\d+\\.[a-z_][\\w-]*)*";
const ADD_INTENT = new RegExp(`^add:(${LIST_PATH})$`, "i");
const REMOVE_INTENT = new RegExp(`^remove:(${LIST_PATH}):(\\d{1,4})$`, "i");
const MOVE_INTENT = new RegExp(`^move:(${LIST_PATH}):(\\d{1,4}):(up|down)$`, "i");

/** `save` (also for no intent or one not understood), `add:<list>`, `remove:<list>:<index>`, `move:<list>:<index>:<up|down>`. */
export function parseFormIntent(posted: unknown): FormIntent {
  const text = typeof posted === "string" ? posted : "";
  const add = ADD_INTENT.exec(text);
  if (add?.[1]) return { kind: "add", field: add[1] };
  const remove = REMOVE_INTENT.exec(text);
  if (remove?.[1] && remove[2]) return { kind: "remove", field: remove[1], index: Number(remove[2]) };
  const move = MOVE_INTENT.exec(text);
  if (move?.[1] && move[2] && move[3]) {
    return { kind: "move", field: move[1], index: Number(move[2]), to: move[3].toLowerCase() as "up" | "down" };
  }
  return { kind: "save" };
}

export const addRowIntent = (field: string) => `add:${field}`;
export const removeRowIntent = (field: string, index: number) => `remove:${field}:${index}`;
export const moveRowIntent = (field: string, index: number, to: "up" | "down") => `move:${field}:${index}:${to}`;

/** The rows after the intent: one more (empty) at the end, one fewer, or one swapped with its neighbour. */
function changedRows(rows: readonly unknown[], intent: Exclude<FormIntent, { kind: "save" }>): readonly unknown[] {
  if (intent.kind === "add") return [...rows, {}];
  if (intent.index >= rows.length) return rows;
  if (intent.kind === "remove") return rows.filter((_, index) => index !== intent.index);
  const other = intent.to === "up" ? intent.index - 1 : intent.index + 1;
  if (other < 0 || other >= rows.length) return rows;
  const moved = [...rows];
  [moved[intent.index], moved[other]] = [moved[other], moved[intent.index]];
  return moved;
}

/** `values` with the list at `path` (`skills`, `statuses.0.sub_status`) replaced; unchanged where the path leads nowhere. */
function updateList(
  values: Readonly<Record<string, unknown>>,
  path: readonly string[],
  update: (rows: readonly unknown[]) => readonly unknown[],
): Readonly<Record<string, unknown>> {
  const [key, row, ...rest] = path;
  if (key === undefined) return values;
  // A map of typed keys is edited as rows of key and value: as stored (a record), it becomes those rows.
  const stored = values[key];
  const current =
    row === undefined && Object.hasOwn(values, key) && stored && typeof stored === "object" && !Array.isArray(stored)
      ? Object.entries(stored).map(([entryKey, value]) => ({ key: entryKey, value }))
      : stored;
  if (row === undefined) {
    if (current != null && !Array.isArray(current)) return values;
    const rows = Array.isArray(current) ? current : [];
    const updated = update(rows);
    return updated === rows ? values : { ...values, [key]: updated };
  }
  if (!Array.isArray(current)) return values;
  const index = Number(row);
  const item = current[index];
  if (!item || typeof item !== "object") return values;
  const updated = updateList(item as Record<string, unknown>, rest, update);
  if (updated === item) return values;
  const rows = [...current];
  rows[index] = updated;
  return { ...values, [key]: rows };
}

/**
 * The values with a list's row added (an empty one at the end), removed (the others keep their order and are
 * numbered again) or moved; a save, or a path that is not a list, changes nothing.
 */
export function applyStructureIntent(
  values: DocumentFormValues,
  intent: FormIntent | string | null | undefined,
): DocumentFormValues {
  const parsed = typeof intent === "object" && intent !== null ? intent : parseFormIntent(intent);
  if (parsed.kind === "save") return values;
  return updateList(values, parsed.field.split("."), (rows) => changedRows(rows, parsed));
}

/* ------------------------------------------------------------------------------------------------------------ */
/* One posted form                                                                                                */

/** A posted form: the payload to save, or the form to draw again with a row added, removed or moved (nothing saved). */
export type PostedForm =
  | { readonly kind: "save"; readonly values: DocumentFormValues; readonly payload: Record<string, unknown> }
  | { readonly kind: "redraw"; readonly values: DocumentFormValues };

/**
 * What a registry form of `scope` posted, read by every route action the same way: its values as typed (to draw it
 * again), and either the API payload of a save or the values with the row intent of a button applied.
 */
export function readPostedForm(entity: AnyEntity, scope: readonly string[], formData: PostedFormData): PostedForm {
  const values = postedEntityValues(entity, scope, formData);
  const intent = parseFormIntent(formData.get(FORM_INTENT_FIELD));
  if (intent.kind !== "save") return { kind: "redraw", values: applyStructureIntent(values, intent) };
  return { kind: "save", values, payload: parseEntityValues(entity, scope, values) };
}
