/**
 * The list query language (issue 6 item 2): what `GET /recruiters/{entity}` reads, what the web app builds and what
 * a "select all" bulk action replays. Pure: the API compiles the parsed query to SQL over registry fields only.
 *
 *   where   `{field: value}` — equality; an array means `in`; null means "has no value" — or `{field: {op: value}}`
 *           with the operators of FILTER_OPERATORS the field allows (several operators and several keys AND);
 *           sub-search keys an entity declares (a candidate's `skills`, `experience_company`, `language`).
 *   order   `{field: "asc" | "desc"}` over sortable fields, in priority order; the entity's default order when empty.
 *   filter  names of the entity's presets (`["mine", "created_today"]`).
 *   term    the list's search box; terms_search / terms_required / terms_optional / terms_excluded: words and
 *           "quoted phrases" of the boolean full-text search (see TERMS below).
 * Sensitive fields (LGPD) are never filterable; nothing outside the registry reaches the SQL.
 */
import { z } from "zod";
import type { Catalogue, Locale, LocalizedText } from "../catalogues/catalogue";
import { DEFAULT_TIME_ZONE } from "../format/dates";
import { defineMessages, formatMessage } from "../i18n/messageSet";
import { issueMessage } from "../rules/issues";
import type { AnyEntity, FieldDefinition, Order, OrderDirection } from "./defineEntity";
import { FILTER_OPERATORS, type FieldKind, type FilterOperator } from "./field";
import { entityField } from "./fieldQueries";

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
/** Offsets beyond this are no one's browsing; a deep export goes through the download jobs. */
export const MAX_PAGE = 100_000;
export const MAX_TERM_LENGTH = 200;
export const MAX_TERMS_LENGTH = 500;
/** Words and phrases per terms_* parameter. */
export const MAX_TERMS = 20;
/** Values of one `in`/`nin` (a "select all" may exclude thousands of hand-deselected rows). */
export const MAX_WHERE_VALUES = 10_000;
export const MAX_WHERE_TEXT = 500;
export const MAX_FILTERS = 20;

export type WhereScalar = string | number | boolean;
export type WhereOperators = { readonly [O in FilterOperator]?: unknown };
/** A sub-search by level: `{"language": {"name": "Inglês", "level_gte": 3}}`. */
export type LevelSearch = { readonly name: string; readonly level_gte?: number };
export type WhereValue =
  | WhereScalar
  | null
  | readonly WhereScalar[]
  | WhereOperators
  | LevelSearch
  | readonly LevelSearch[];
export type Where = Readonly<Record<string, WhereValue>>;

/**
 * What a preset's `where` may depend on: who asks and when — the calendar day where the business works
 * (`2025-03-31`), the first instant of that day and the present instant (ISO, with offsets).
 */
export type PresetContext = {
  readonly recruiterId: number;
  readonly today: string;
  readonly startOfToday: string;
  readonly now: string;
};

/** Building a formatter costs more than a list query's compilation: one per time zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      timeZoneName: "longOffset",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The preset context of a recruiter at an instant, in a time zone (the business's; Brazil's by default). */
export function presetContext(recruiterId: number, instant: Date, timeZone = DEFAULT_TIME_ZONE): PresetContext {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const today = `${parts.year}-${parts.month}-${parts.day}`;
  // "GMT-03:00" (or "GMT" at UTC itself).
  const offset = parts.timeZoneName?.replace("GMT", "") || "+00:00";
  return { recruiterId, today, startOfToday: `${today}T00:00:00${offset}`, now: instant.toISOString() };
}

/** A named filter of an entity's list (`?filter=["mine"]`): a label for the menu and the where it stands for. */
export type FilterPreset = {
  readonly label: LocalizedText;
  readonly where: Where | ((context: PresetContext) => Where);
};

/**
 * A where key that searches inside a record's structures (spec §3 "sub-search fields"):
 *   text  — a property of the items of list/object fields (`skills[].name`, `current_experience.company` and
 *           `other_experiences[].company`): `"React"` (an item equal to it, accent- and case-insensitive),
 *           `{"contains": "reac"}` or `{"contains": ["react", "node"]}` (all of), `["React", "Vue"]` (any of);
 *   level — an item of a list with a name and a catalogue level: `{"name": "Inglês", "level_gte": 3}` (or a list
 *           of them, all required).
 */
export type SubSearch =
  | {
      readonly kind: "text";
      readonly label: LocalizedText;
      readonly sources: readonly { readonly field: string; readonly property: string }[];
    }
  | {
      readonly kind: "level";
      readonly label: LocalizedText;
      readonly field: string;
      readonly nameProperty: string;
      readonly levelProperty: string;
      readonly levels: Catalogue;
    };

export const TEXT_SUB_SEARCH_OPERATORS = ["eq", "in", "contains"] as const satisfies readonly FilterOperator[];

/** One word or "quoted phrase" of a terms_* parameter. */
export type TermItem = { readonly text: string; readonly phrase: boolean };

/**
 * TERMS, the boolean full-text search over the entity's search document (for candidates also their CV text):
 *   required — every item must match;  excluded — no item may match;
 *   search   — at least one item must match, and matches rank first;  optional — never narrows, only ranks.
 */
export type Terms = {
  readonly search: readonly TermItem[];
  readonly required: readonly TermItem[];
  readonly optional: readonly TermItem[];
  readonly excluded: readonly TermItem[];
};

/** One validated condition of a where: what the API turns into SQL. */
export type WhereCondition =
  | { readonly kind: "field"; readonly field: string; readonly operator: FilterOperator; readonly value: unknown }
  | {
      readonly kind: "text";
      readonly key: string;
      readonly operator: (typeof TEXT_SUB_SEARCH_OPERATORS)[number];
      readonly value: string | readonly string[];
    }
  | { readonly kind: "level"; readonly key: string; readonly name: string; readonly levelGte: number | null };

/** A list query, validated. */
export type ListQuery = {
  readonly page: number;
  readonly per_page: number;
  readonly term: string;
  readonly terms: Terms;
  /** Priority order; never empty (the entity's default order stands in). */
  readonly order: Order;
  /** Whether the caller chose the order (an explicit order wins over ranking by terms). */
  readonly orderGiven: boolean;
  readonly where: readonly WhereCondition[];
  readonly filter: readonly string[];
};

/** What a caller sends: where, order and filter as objects here, JSON-encoded on the wire (`encodeListParams`). */
export type ListParams = {
  readonly page?: number;
  readonly per_page?: number;
  readonly term?: string;
  readonly terms_search?: string;
  readonly terms_required?: string;
  readonly terms_optional?: string;
  readonly terms_excluded?: string;
  readonly where?: Where;
  readonly order?: Readonly<Record<string, OrderDirection>>;
  readonly filter?: readonly string[];
};

export const LIST_PARAM_NAMES = [
  "page",
  "per_page",
  "term",
  "terms_search",
  "terms_required",
  "terms_optional",
  "terms_excluded",
  "where",
  "order",
  "filter",
] as const satisfies readonly (keyof ListParams)[];

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

/** Words and "quoted phrases" of a terms_* text; an unclosed quote runs to the end. */
export function parseTerms(text: string): TermItem[] {
  const items: TermItem[] = [];
  for (const match of text.matchAll(/"([^"]*)"?|([^\s"]+)/g)) {
    const phrase = match[1] !== undefined;
    const value = (phrase ? match[1] : match[2])?.trim().replace(/\s+/g, " ") ?? "";
    if (value !== "") items.push({ text: value, phrase: phrase && value.includes(" ") });
  }
  return items;
}

/** The where keys a list offers: filterable fields (never sensitive ones) and the entity's sub-searches. */
export type WhereKey =
  | {
      readonly kind: "field";
      readonly key: string;
      readonly field: FieldDefinition;
      readonly operators: readonly FilterOperator[];
    }
  | { readonly kind: "subSearch"; readonly key: string; readonly subSearch: SubSearch };

export function whereKeys(entity: AnyEntity): WhereKey[] {
  const subSearches = Object.entries(entity.subSearches).map(
    ([key, subSearch]): WhereKey => ({ kind: "subSearch", key, subSearch }),
  );
  const taken = new Set(subSearches.map((entry) => entry.key));
  const fields = entity.fieldList
    .filter((field) => !field.sensitive && field.filters.length > 0 && !taken.has(field.key))
    .map((field): WhereKey => ({ kind: "field", key: field.key, field, operators: field.filters }));
  return [...fields, ...subSearches];
}

function whereKey(entity: AnyEntity, key: string): WhereKey | undefined {
  const subSearch = Object.hasOwn(entity.subSearches, key) ? entity.subSearches[key] : undefined;
  if (subSearch) return { kind: "subSearch", key, subSearch };
  const field = entityField(entity, key);
  if (!field) return undefined;
  return { kind: "field", key, field, operators: field.sensitive ? [] : field.filters };
}

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });
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
    case "color":
      return undefined;
    default:
      return text;
  }
}

const ARRAY_KINDS = new Set<FieldKind>(["multiSelect", "tags", "relations"]);

/** The value schema of an operator on a field. */
function operatorSchema(field: FieldDefinition, operator: FilterOperator): z.ZodType | undefined {
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
      report([key, operator], M.invalidValue.id, { key });
      continue;
    }
    conditions.push({ kind: "field", field: key, operator: operator as FilterOperator, value: parsed.data });
  }
  return conditions;
}

const textValue = z.string().trim().min(1).max(MAX_WHERE_TEXT);
const textValues = z.array(textValue).min(1).max(100);

function subSearchConditions(key: string, subSearch: SubSearch, value: unknown, report: Report): WhereCondition[] {
  if (subSearch.kind === "level") {
    const parsed = z.union([levelSearchSchema, z.array(levelSearchSchema).min(1).max(20)]).safeParse(value);
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
    const schema =
      operator === "in" ? textValues : operator === "contains" ? z.union([textValue, textValues]) : textValue;
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
      const items = parseTerms(value ?? "");
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

/** Whether a query narrows the rows at all (a "select all" of an unnarrowed query is refused: spec §5). */
export function narrowsRows(query: Pick<ListQuery, "term" | "terms" | "where" | "filter">): boolean {
  // Selection keys say which rows were picked by hand, not which rows match.
  const where = query.where.some((condition) => !(condition.kind === "field" && condition.field === "id"));
  const terms = query.terms.search.length + query.terms.required.length + query.terms.excluded.length > 0;
  return where || terms || query.term.trim() !== "" || query.filter.length > 0;
}

/** Whether the query asks the full-text search, so the answer carries highlights. */
export function hasTerms(query: Pick<ListQuery, "terms">): boolean {
  const { search, required, optional, excluded } = query.terms;
  return search.length + required.length + optional.length + excluded.length > 0;
}

/** The query-string parameters of a list query (where, order and filter JSON-encoded); empty ones are left out. */
export function encodeListParams(params: ListParams): Record<string, string> {
  const encoded: Record<string, string> = {};
  if (params.page !== undefined) encoded.page = String(params.page);
  if (params.per_page !== undefined) encoded.per_page = String(params.per_page);
  for (const key of ["term", "terms_search", "terms_required", "terms_optional", "terms_excluded"] as const) {
    const value = params[key];
    if (value !== undefined && value.trim() !== "") encoded[key] = value;
  }
  if (params.where && Object.keys(params.where).length > 0) encoded.where = JSON.stringify(params.where);
  if (params.order && Object.keys(params.order).length > 0) encoded.order = JSON.stringify(params.order);
  if (params.filter && params.filter.length > 0) encoded.filter = JSON.stringify(params.filter);
  return encoded;
}
