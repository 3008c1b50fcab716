import type { Order, OrderDirection } from "../entities/defineEntity";
import type { ListParams, SubSearch, Where } from "../entities/listQuery";
import type { ListState, SearchTerms, ViewType } from "./listState";
import { termsToText, textToTerms } from "./listTerms";

/**
 * The list URL codec, the only one: a list's state in its page address (`listStateToSearch`, `searchToListState`)
 * and in the list endpoint's parameters (`listStateToParams`, which the API's `listQuerySchema` reads). The address
 * is shareable, and the browser's back button walks through searches. Only what differs from the list's defaults is
 * written, so a fresh list has a bare address. Anything unreadable in an address (a hand-edited link, an old saved
 * view) falls back to the default instead of failing. Terms go through `listTerms.ts` both ways, the tokeniser the
 * API's list query uses too.
 */
export type ListUrlDefaults = {
  readonly columns: readonly string[];
  readonly order: Order;
};

const VIEW_TYPES: readonly ViewType[] = ["table", "blocks", "kanban"];

const TERM_KINDS = ["required", "optional", "excluded"] as const;

function orderText(order: Order): string {
  return Object.entries(order)
    .map(([key, direction]) => `${key}.${direction}`)
    .join(",");
}

function parseOrder(text: string | null | undefined): Order | null {
  if (!text) return null;
  const entries: [string, OrderDirection][] = [];
  for (const part of text.split(",")) {
    const match = /^([\w.]+)\.(asc|desc)$/.exec(part.trim());
    if (!match?.[1] || !match[2]) return null;
    entries.push([match[1], match[2] as OrderDirection]);
  }
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function parseObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const list = (text: string | null | undefined) =>
  (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};

/** A query string's values by name (the model has no URL API: it runs without DOM or Node libraries). */
function readQuery(search: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of search.replace(/^\?/, "").split("&")) {
    const at = part.indexOf("=");
    if (part) values.set(decode(at < 0 ? part : part.slice(0, at)), at < 0 ? "" : decode(part.slice(at + 1)));
  }
  return values;
}

/** The query string (without `?`) of a list state: page, order, search, terms, where, filters, columns, view. */
export function listStateToSearch(state: ListState, defaults: ListUrlDefaults): string {
  const params = new Map<string, string>();
  if (state.terms.search.trim()) params.set("q", state.terms.search.trim());
  for (const kind of TERM_KINDS) {
    const text = termsToText(state.terms[kind]);
    if (text) params.set(kind, text);
  }
  if (Object.keys(state.where).length > 0) params.set("where", JSON.stringify(state.where));
  if (state.filters.length > 0) params.set("filter", state.filters.join(","));
  const subSearch = Object.fromEntries(Object.entries(state.subSearch).filter(([, value]) => value.trim() !== ""));
  if (Object.keys(subSearch).length > 0) params.set("sub", JSON.stringify(subSearch));
  if (orderText(state.order) !== orderText(defaults.order)) params.set("order", orderText(state.order));
  if (state.page > 1) params.set("page", String(state.page));
  if (!sameList(state.columns, defaults.columns)) params.set("columns", state.columns.join(","));
  if (state.viewType !== "table") params.set("view", state.viewType);
  return [...params].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&");
}

/**
 * The list state an address stands for, on top of `base` (the list's initial state: entity, default columns and
 * order). The selection and the loaded rows are never in an address: they start empty.
 */
export function searchToListState<S extends ListState>(search: string, base: S): S {
  const params = readQuery(search);
  const terms: SearchTerms = {
    search: params.get("q")?.trim() ?? "",
    required: textToTerms(params.get("required") ?? ""),
    optional: textToTerms(params.get("optional") ?? ""),
    excluded: textToTerms(params.get("excluded") ?? ""),
  };
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const view = params.get("view") as ViewType | null;
  const subSearch = Object.fromEntries(
    Object.entries(parseObject(params.get("sub")) ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const columns = list(params.get("columns"));
  return {
    ...base,
    page: Number.isFinite(page) && page > 1 ? page : 1,
    order: parseOrder(params.get("order")) ?? base.order,
    filters: list(params.get("filter")),
    where: parseObject(params.get("where")) ?? {},
    terms,
    subSearch,
    columns: columns.length > 0 ? columns : base.columns,
    viewType: view && VIEW_TYPES.includes(view) ? view : "table",
    selection: { mode: "some", ids: [] },
  };
}

/**
 * The sub-search boxes that hold something as where keys, as the list view folds them for its exports and bulk
 * actions (`{skills: {contains: "react"}}`, a level search by its item's name: `{language: {name: "Inglês"}}`).
 */
function subSearchWhere(state: ListState, subSearches: Readonly<Record<string, SubSearch>>): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(state.subSearch)) {
    const subSearch = Object.hasOwn(subSearches, key) ? subSearches[key] : undefined;
    const value = raw.trim();
    if (!subSearch || value === "") continue;
    where[key] = subSearch.kind === "level" ? { name: value } : { contains: value };
  }
  return where;
}

/**
 * What the entity's list endpoint receives for a list state: the search box is `term`, the boxes terms_*, and the
 * entity's sub-search boxes join the where.
 */
export function listStateToParams(
  state: ListState,
  perPage: number,
  subSearches: Readonly<Record<string, SubSearch>> = {},
): ListParams {
  const where = { ...state.where, ...subSearchWhere(state, subSearches) };
  const terms = Object.fromEntries(
    TERM_KINDS.map((kind) => [`terms_${kind}`, termsToText(state.terms[kind])] as const).filter(([, text]) => text),
  );
  return {
    page: state.page,
    per_page: perPage,
    ...(state.terms.search.trim() ? { term: state.terms.search.trim() } : {}),
    ...terms,
    ...(Object.keys(where).length > 0 ? { where: where as Where } : {}),
    order: state.order,
    ...(state.filters.length > 0 ? { filter: state.filters } : {}),
  };
}
