/**
 * The list query language's parser: raw query parameters → a validated `ListQuery`, with the
 * messages of its errors. The API is its only user, so it lives in the `./list-query` entry and the `.` entry
 * (what the web app loads) keeps only the language's types, presets and encoder, and the terms tokeniser both share
 * (`state/listTerms.ts`).
 */
import { z } from "zod";
import type { Locale } from "../catalogues/catalogue";
import { defineMessages, formatMessage } from "../i18n/messageSet";
import { calendarDateSchema, instantSchema } from "../rules/dates";
import { issueMessage } from "../rules/issues";
import { V } from "../rules/messages";
import { tokeniseTerms } from "../state/listTerms";
import type { AnyEntity, FieldDefinition, OrderDirection } from "./defineEntity";
import { FILTER_OPERATORS, type FieldKind, type FilterOperator } from "./field";
import { entityField } from "./fieldQueries";
import {
  DEFAULT_PER_PAGE,
  type ListQuery,
  MAX_FILTERS,
  MAX_PAGE,
  MAX_PER_PAGE,
  MAX_TERM_LENGTH,
  MAX_TERMS,
  MAX_TERMS_LENGTH,
  MAX_WHERE_TEXT,
  MAX_WHERE_VALUES,
  type PresetContext,
  type SubSearch,
  TEXT_SUB_SEARCH_OPERATORS,
  type Where,
  type WhereCondition,
  type WhereKey,
} from "./listQuery";

export const listQueryMessages = defineMessages("listQuery", {
  malformedJson: { "pt-BR": "JSON inválido.", en: "Malformed JSON." },
  notAnObject: { "pt-BR": "Deve ser um objeto JSON.", en: "Must be a JSON object." },
  unknownField: { "pt-BR": "Campo desconhecido: {key}.", en: "Unknown field: {key}." },
  notFilterable: { "pt-BR": "Não é possível filtrar por {key}.", en: "{key} cannot be filtered." },
  notSortable: { "pt-BR": "Não é possível ordenar por {key}.", en: "{key} cannot be sorted." },
  unknownOperator: {
    "pt-BR": "Operador desconhecido para {key}: {operator}.",
    en: "Unknown operator for {key}: {operator}.",
  },
  invalidValue: { "pt-BR": "Valor inválido para {key}.", en: "Invalid value for {key}." },
  invalidDirection: { "pt-BR": "A ordem deve ser asc ou desc.", en: "The direction must be asc or desc." },
  unknownFilter: { "pt-BR": "Filtro desconhecido: {key}.", en: "Unknown filter: {key}." },
  tooManyTerms: { "pt-BR": "No máximo {n} termos.", en: "At most {n} terms." },
});
const M = listQueryMessages.messages;
const messageById = new Map(Object.values(M).map((message) => [message.id as string, message]));

/** A list query issue in the user's language: ours by id, zod's own through the domain's generic messages. */
export function listQueryIssueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  const message = messageById.get(issue.message);
  if (!message) return issueMessage(issue, locale);
  const params = issue.code === "custom" ? ((issue.params ?? {}) as Record<string, string | number>) : {};
  return formatMessage(message, locale, params);
}

function whereKey(entity: AnyEntity, key: string): WhereKey | undefined {
  const subSearch = Object.hasOwn(entity.subSearches, key) ? entity.subSearches[key] : undefined;
  if (subSearch) return { kind: "subSearch", key, subSearch };
  const field = entityField(entity, key);
  if (!field) return undefined;
  return { kind: "field", key, field, operators: field.sensitive ? [] : field.filters };
}

const isoDate = calendarDateSchema();
const isoDateTime = instantSchema();
const text = z.string().max(MAX_WHERE_TEXT);
const int = z.number().int().min(-2_147_483_648).max(2_147_483_647);
const number = z.number().finite();

/** The schema of one value compared with a field of this kind (an element, for the array kinds). */
function scalarSchema(kind: FieldKind): z.ZodType | undefined {
  switch (kind) {
    case "integer":
    case "select":
    case "multiSelect":
    case "relation":
    case "relations":
      return int;
    case "decimal":
    case "currency":
    case "percent":
      return number;
    case "boolean":
      return z.boolean();
    case "date":
      return isoDate;
    case "datetime":
      // A calendar day means its first instant (in the database's time zone).
      return z.union([isoDateTime, isoDate]);
    case "object":
    case "list":
    case "map":
    case "json":
    case "color":
      return undefined;
    default:
      return text;
  }
}

/** Whether some issue (a union's alternatives included) is a date outside the accepted years. */
function refusesDateRange(issues: readonly z.core.$ZodIssue[]): boolean {
  return issues.some(
    (issue) =>
      issue.message === V.dateOutOfRange.id ||
      (issue.code === "invalid_union" && issue.errors.some((alternative) => refusesDateRange(alternative))),
  );
}

const ARRAY_KINDS = new Set<FieldKind>(["multiSelect", "tags", "relations"]);

const operatorSchemas = new Map<string, z.ZodType | undefined>();

/** The value schema of an operator on a field: built once per field kind and operator (a list request parses many). */
function operatorSchema(field: FieldDefinition, operator: FilterOperator): z.ZodType | undefined {
  const key = `${field.kind} ${operator}`;
  if (!operatorSchemas.has(key)) operatorSchemas.set(key, buildOperatorSchema(field, operator));
  return operatorSchemas.get(key);
}

function buildOperatorSchema(field: FieldDefinition, operator: FilterOperator): z.ZodType | undefined {
  if (operator === "null") return z.boolean();
  const scalar = scalarSchema(field.kind);
  if (!scalar) return undefined;
  const list = z.array(scalar).min(1).max(MAX_WHERE_VALUES);
  switch (operator) {
    case "in":
    case "nin":
      return list;
    case "between":
      return z.tuple([scalar, scalar]);
    case "contains":
      // Arrays: has all of these; texts: a substring.
      return ARRAY_KINDS.has(field.kind) ? z.union([scalar, list]) : text.min(1);
    default:
      return scalar;
  }
}

const levelSearchSchema = z.strictObject({
  name: z.string().trim().min(1).max(MAX_WHERE_TEXT),
  level_gte: int.optional(),
});
const levelSearchesSchema = z.union([levelSearchSchema, z.array(levelSearchSchema).min(1).max(20)]);

type Report = (path: readonly (string | number)[], message: string, params?: Record<string, string | number>) => void;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fieldConditions(
  key: string,
  field: FieldDefinition,
  operators: readonly FilterOperator[],
  value: unknown,
  report: Report,
): WhereCondition[] {
  if (operators.length === 0) {
    report([key], M.notFilterable.id, { key });
    return [];
  }
  // Shorthands: a value is `eq` (`contains` for arrays), a list `in`, null `null: true`.
  let entries: [string, unknown][];
  if (value === null) entries = [["null", true]];
  else if (Array.isArray(value)) entries = [["in", value]];
  else if (isPlainObject(value)) entries = Object.entries(value);
  else entries = [[ARRAY_KINDS.has(field.kind) ? "contains" : "eq", value]];
  if (entries.length === 0) report([key], M.invalidValue.id, { key });
  const conditions: WhereCondition[] = [];
  for (const [operator, operand] of entries) {
    if (
      !(FILTER_OPERATORS as readonly string[]).includes(operator) ||
      !operators.includes(operator as FilterOperator)
    ) {
      report([key, operator], M.unknownOperator.id, { key, operator });
      continue;
    }
    const schema = operatorSchema(field, operator as FilterOperator);
    const parsed = schema?.safeParse(operand);
    if (!parsed?.success) {
      // A date of the wrong years says so; any other value is simply invalid for the field.
      const outOfRange = parsed !== undefined && refusesDateRange(parsed.error.issues);
      report([key, operator], outOfRange ? V.dateOutOfRange.id : M.invalidValue.id, { key });
      continue;
    }
    conditions.push({ kind: "field", field: key, operator: operator as FilterOperator, value: parsed.data });
  }
  return conditions;
}

const textValue = z.string().trim().min(1).max(MAX_WHERE_TEXT);
const textValues = z.array(textValue).min(1).max(100);
const textValueOrValues = z.union([textValue, textValues]);

function subSearchConditions(key: string, subSearch: SubSearch, value: unknown, report: Report): WhereCondition[] {
  if (subSearch.kind === "level") {
    const parsed = levelSearchesSchema.safeParse(value);
    if (!parsed.success) {
      report([key], M.invalidValue.id, { key });
      return [];
    }
    const items = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
    return items.map((item) => ({ kind: "level", key, name: item.name, levelGte: item.level_gte ?? null }));
  }
  let entries: [string, unknown][];
  if (Array.isArray(value)) entries = [["in", value]];
  else if (isPlainObject(value)) entries = Object.entries(value);
  else entries = [["eq", value]];
  if (entries.length === 0) report([key], M.invalidValue.id, { key });
  const conditions: WhereCondition[] = [];
  for (const [operator, operand] of entries) {
    if (!(TEXT_SUB_SEARCH_OPERATORS as readonly string[]).includes(operator)) {
      report([key, operator], M.unknownOperator.id, { key, operator });
      continue;
    }
    const schema = operator === "in" ? textValues : operator === "contains" ? textValueOrValues : textValue;
    const parsed = schema.safeParse(operand);
    if (!parsed.success) {
      report([key, operator], M.invalidValue.id, { key });
      continue;
    }
    conditions.push({
      kind: "text",
      key,
      operator: operator as (typeof TEXT_SUB_SEARCH_OPERATORS)[number],
      value: parsed.data,
    });
  }
  return conditions;
}

/** A where's conditions, reporting every unknown key, operator and ill-typed value (paths start at the key). */
export function whereConditions(
  entity: AnyEntity,
  where: Readonly<Record<string, unknown>>,
  report: Report,
): WhereCondition[] {
  const conditions: WhereCondition[] = [];
  for (const [key, value] of Object.entries(where)) {
    const target = whereKey(entity, key);
    if (!target) {
      report([key], M.unknownField.id, { key });
      continue;
    }
    conditions.push(
      ...(target.kind === "field"
        ? fieldConditions(key, target.field, target.operators, value, report)
        : subSearchConditions(key, target.subSearch, value, report)),
    );
  }
  return conditions;
}

/** A preset's where, for this caller and this moment. */
export function presetWhere(entity: AnyEntity, name: string, context: PresetContext): Where | undefined {
  const preset = Object.hasOwn(entity.filters, name) ? entity.filters[name] : undefined;
  if (!preset) return undefined;
  return typeof preset.where === "function" ? preset.where(context) : preset.where;
}

/** Parses the JSON-encoded parameters (where, order, filter); objects pass as they are. */
function jsonParameter<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, context) => {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: M.malformedJson.id, input: value });
      return z.NEVER;
    }
  }, schema);
}

function termsParameter() {
  return z
    .string()
    .max(MAX_TERMS_LENGTH)
    .optional()
    .transform((value, context) => {
      // The list state's own tokeniser: the server reads a terms box as the web app shows it.
      const items = tokeniseTerms(value ?? "");
      if (items.length > MAX_TERMS) {
        context.addIssue({ code: "custom", message: M.tooManyTerms.id, params: { n: MAX_TERMS } });
      }
      return items;
    });
}

/** A number parameter: a JSON number, or the digits of a query string. */
function integerParameter(min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.number().int().min(min).max(max).default(fallback),
  );
}

/**
 * The query of an entity's list, from a query string (where/order/filter JSON-encoded) or from objects. Issues
 * name the parameter first (`per_page`, `where.salary`, `order.cpf`, `filter.0`) and carry message ids of
 * `listQueryMessages` (see `listQueryIssueMessage`).
 */
export function listQuerySchema(entity: AnyEntity) {
  let schema = schemas.get(entity);
  if (!schema) {
    schema = buildListQuerySchema(entity);
    schemas.set(entity, schema);
  }
  return schema;
}

/** Entities are immutable: each one's schema is built once (building it costs more than a parse). */
const schemas = new WeakMap<AnyEntity, ReturnType<typeof buildListQuerySchema>>();

function buildListQuerySchema(entity: AnyEntity) {
  return z
    .object({
      page: integerParameter(1, MAX_PAGE, 1),
      per_page: integerParameter(1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
      term: z.string().trim().max(MAX_TERM_LENGTH).default(""),
      terms_search: termsParameter(),
      terms_required: termsParameter(),
      terms_optional: termsParameter(),
      terms_excluded: termsParameter(),
      where: jsonParameter(z.record(z.string(), z.unknown(), { error: M.notAnObject.id }).default({})),
      order: jsonParameter(z.record(z.string(), z.unknown(), { error: M.notAnObject.id }).default({})),
      filter: jsonParameter(z.array(z.string().max(80)).max(MAX_FILTERS).default([])),
    })
    .transform((query, context): ListQuery => {
      const report: Report = (path, message, params) =>
        context.addIssue({ code: "custom", path: [...path], message, ...(params ? { params } : {}) });
      const where = whereConditions(entity, query.where, (path, message, params) =>
        report(["where", ...path], message, params),
      );
      const order: Record<string, OrderDirection> = {};
      for (const [key, direction] of Object.entries(query.order)) {
        if (!entityField(entity, key)?.sortable) report(["order", key], M.notSortable.id, { key });
        else if (direction !== "asc" && direction !== "desc") report(["order", key], M.invalidDirection.id);
        else order[key] = direction;
      }
      query.filter.forEach((name, index) => {
        if (!Object.hasOwn(entity.filters, name)) report(["filter", index], M.unknownFilter.id, { key: name });
      });
      const orderGiven = Object.keys(order).length > 0;
      return {
        page: query.page,
        per_page: query.per_page,
        term: query.term,
        terms: {
          search: query.terms_search,
          required: query.terms_required,
          optional: query.terms_optional,
          excluded: query.terms_excluded,
        },
        order: orderGiven ? order : entity.defaultOrder,
        orderGiven,
        where,
        filter: [...new Set(query.filter)],
      };
    });
}
