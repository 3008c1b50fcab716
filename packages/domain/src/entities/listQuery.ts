import type { Catalogue, LocalizedText } from "../catalogues/catalogue";
import { DEFAULT_TIME_ZONE } from "../format/dates";
import type { AnyEntity, FieldDefinition, Order, OrderDirection } from "./defineEntity";
import type { FilterOperator } from "./field";

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
/**
 * A list's total is counted exactly up to this many rows; past it the API answers an estimate, flagged
 * (`total_estimated`), and the list says "more than 10,000" or "about N".
 */
export const LIST_TOTAL_CAP = 10_000;
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
