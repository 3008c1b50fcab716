import type { ColumnStructure } from "../../entities/columnsStructure";
import type { FieldKind, FilterOperator } from "../../entities/field";
import type { Message } from "../../i18n/messageSet";

/**
 * The filter bar's conditions and the list query's `where` (`{field: {operator: value}}`), both ways. Pure, so the
 * rules are tested without a browser.
 */

/** One condition as the filter form holds it: what the user typed, before it becomes a where value. */
export type FilterDraft = { readonly field: string; readonly operator: FilterOperator; readonly input: string };

/** One condition of the where, as the API receives it. */
export type FilterCondition = { readonly field: string; readonly operator: FilterOperator; readonly value: unknown };

/** A named filter of the entity (`mine`, `open`…) with its label. */
export type FilterPresetOption = { readonly name: string; readonly label: Message };

/** The key of a record's name in the list's `relationLabels` (filled by the filter's pickers, read by its chips). */
export const relationLabelKey = (entity: string, id: unknown) => `${entity}:${String(id)}`;

/** How the value of a condition is entered. */
export type ValueInput =
  /** `null`: "is empty" or "has a value". */
  | "presence"
  | "boolean"
  /** One of the column's options; several for in / nin / contains. */
  | "option"
  | "options"
  | "number"
  | "numberRange"
  | "date"
  | "dateRange"
  /** Several values typed with commas between them. */
  | "textList"
  | "text";

const NUMBER_KINDS: readonly FieldKind[] = ["integer", "decimal", "currency", "percent", "relation", "relations"];
const DATE_KINDS: readonly FieldKind[] = ["date", "datetime"];
const LIST_OPERATORS: readonly FilterOperator[] = ["in", "nin"];

export function valueInput(column: ColumnStructure, operator: FilterOperator): ValueInput {
  if (operator === "null") return "presence";
  if (column.kind === "boolean") return "boolean";
  if (column.options) {
    return LIST_OPERATORS.includes(operator) || operator === "contains" ? "options" : "option";
  }
  const many = LIST_OPERATORS.includes(operator) || (operator === "contains" && column.kind === "tags");
  if (NUMBER_KINDS.includes(column.kind)) {
    if (operator === "between") return "numberRange";
    return many || column.kind === "relations" ? "textList" : "number";
  }
  if (DATE_KINDS.includes(column.kind)) return operator === "between" ? "dateRange" : "date";
  return many ? "textList" : "text";
}

/** The columns the filter bar offers: those whose field takes at least one operator. */
export function filterableColumns(columns: readonly ColumnStructure[]): ColumnStructure[] {
  return columns.filter((column) => column.filters.length > 0);
}

const splitList = (input: string) =>
  input
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");

/** `31/03/2025` (as typed in Brazil) or `2025-03-31` → `2025-03-31`; anything else is not a date. */
export function parseDateInput(input: string): string | null {
  const trimmed = input.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : local
      ? [Number(local[3]), Number(local[2]), Number(local[1])]
      : [Number.NaN, Number.NaN, Number.NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** `2025-03-31` → `31/03/2025`, for showing a stored condition back in the form. */
export function formatDateInput(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

function parseNumber(input: string): number | null {
  // Brazilian decimals: "1.234,5" and "1234,5" as well as "1234.5".
  const normalised = input.includes(",") ? input.replace(/\./g, "").replace(",", ".") : input;
  const value = Number(normalised.trim());
  return input.trim() !== "" && Number.isFinite(value) ? value : null;
}

/**
 * The where value of a draft, or `undefined` when what was typed is not a value for that field (the condition is
 * then left out rather than sent for the server to refuse).
 */
export function draftValue(column: ColumnStructure, draft: FilterDraft): unknown {
  const input = draft.input;
  switch (valueInput(column, draft.operator)) {
    case "presence":
    case "boolean":
      return input === "true" ? true : input === "false" ? false : undefined;
    case "option": {
      const id = Number(input);
      return column.options?.some((option) => option.id === id) ? id : undefined;
    }
    case "options": {
      const ids = splitList(input)
        .map(Number)
        .filter((id) => column.options?.some((option) => option.id === id));
      return ids.length > 0 ? ids : undefined;
    }
    case "number":
      return parseNumber(input) ?? undefined;
    case "numberRange": {
      const [from, to] = input.split("..").map((part) => parseNumber(part));
      return from != null && to != null ? [from, to] : undefined;
    }
    case "date":
      return parseDateInput(input) ?? undefined;
    case "dateRange": {
      const [from, to] = input.split("..").map((part) => parseDateInput(part));
      return from && to ? [from, to] : undefined;
    }
    case "textList": {
      const items = splitList(input);
      const numeric = NUMBER_KINDS.includes(column.kind);
      const values = numeric ? items.map((item) => parseNumber(item)).filter((n): n is number => n !== null) : items;
      return values.length > 0 ? values : undefined;
    }
    case "text":
      return input.trim() === "" ? undefined : input.trim();
  }
}

/** Conditions to the list query's where; several operators on one field join in one object (`{gte, lte}`). */
export function whereFromConditions(conditions: readonly FilterCondition[]): Record<string, Record<string, unknown>> {
  const where: Record<string, Record<string, unknown>> = {};
  for (const { field, operator, value } of conditions) where[field] = { ...where[field], [operator]: value };
  return where;
}

const isOperator = (columns: readonly ColumnStructure[], field: string, operator: string): operator is FilterOperator =>
  columns.some((column) => column.key === field && (column.filters as readonly string[]).includes(operator));

/**
 * The where as conditions the filter bar shows. Keys it does not know (sub-searches, the selection's `id` keys, a
 * bare value) stay in the where untouched and are not shown as conditions.
 */
export function conditionsFromWhere(
  where: Readonly<Record<string, unknown>>,
  columns: readonly ColumnStructure[],
): FilterCondition[] {
  return Object.entries(where).flatMap(([field, operators]) =>
    operators && typeof operators === "object" && !Array.isArray(operators)
      ? Object.entries(operators)
          .filter(([operator]) => isOperator(columns, field, operator))
          .map(([operator, value]) => ({ field, operator: operator as FilterOperator, value }))
      : [],
  );
}

/** The where with the filter bar's conditions replacing the ones it shows; other keys are kept. */
export function replaceConditions(
  where: Readonly<Record<string, unknown>>,
  conditions: readonly FilterCondition[],
  columns: readonly ColumnStructure[],
): Record<string, unknown> {
  const shown = new Set(conditionsFromWhere(where, columns).map((condition) => condition.field));
  const kept = Object.fromEntries(Object.entries(where).filter(([field]) => !shown.has(field)));
  return { ...kept, ...whereFromConditions(conditions) };
}

/** A condition's value back as the text the form shows. */
export function draftInput(column: ColumnStructure, condition: FilterCondition): string {
  const { value } = condition;
  const kind = valueInput(column, condition.operator);
  if (kind === "date" && typeof value === "string") return formatDateInput(value);
  if ((kind === "dateRange" || kind === "numberRange") && Array.isArray(value)) {
    return value.map((part) => (kind === "dateRange" ? formatDateInput(String(part)) : String(part))).join("..");
  }
  if (Array.isArray(value)) return value.join(", ");
  return value === null || value === undefined ? "" : String(value);
}
