import { DEFAULT_ORDER, type Order, type OrderDirection } from "../entities/defineEntity";
import type { BulkCollection, FilterPresetName } from "../rules/bulkActions";
import { termsToText } from "./listTerms";

/** Spec §3 list state; view type defaults to table and order to created_at descending (spec §9). */
export type ViewType = "table" | "blocks" | "kanban";

export type SearchTerms = {
  readonly search: string;
  readonly required: readonly string[];
  readonly optional: readonly string[];
  readonly excluded: readonly string[];
};

/** Hand-picked rows, or every row of the search but the explicitly deselected ones (spec §4). */
export type Selection =
  | { readonly mode: "some"; readonly ids: readonly number[] }
  | { readonly mode: "all"; readonly deselected: readonly number[] };

export type ListItem = { readonly id: number };

export type ListState<T extends ListItem = ListItem> = {
  /** The entity (registry name) the list shows. */
  readonly name: string;
  readonly page: number;
  readonly order: Order;
  readonly filters: readonly FilterPresetName[];
  readonly where: Readonly<Record<string, unknown>>;
  readonly terms: SearchTerms;
  /** Per-field searches typed in column headers. */
  readonly subSearch: Readonly<Record<string, string>>;
  readonly columns: readonly string[];
  readonly viewType: ViewType;
  readonly selection: Selection;
  readonly items: readonly T[];
  readonly total: number;
};

export type ListAction<T extends ListItem = ListItem> =
  | { readonly type: "filtersChanged"; readonly filters: readonly FilterPresetName[] }
  | { readonly type: "whereChanged"; readonly where: Readonly<Record<string, unknown>> }
  | { readonly type: "termsChanged"; readonly terms: Partial<SearchTerms> }
  | { readonly type: "subSearchChanged"; readonly field: string; readonly value: string }
  | { readonly type: "pageChanged"; readonly page: number }
  | { readonly type: "orderChanged"; readonly order: Readonly<Record<string, OrderDirection>> }
  | { readonly type: "columnsChanged"; readonly columns: readonly string[] }
  | { readonly type: "viewTypeChanged"; readonly viewType: ViewType }
  | { readonly type: "reset" }
  | { readonly type: "itemsLoaded"; readonly items: readonly T[]; readonly total: number }
  | { readonly type: "itemAdded"; readonly item: T }
  | { readonly type: "itemSelected"; readonly id: number }
  | { readonly type: "itemDeselected"; readonly id: number }
  | { readonly type: "selectionToggled"; readonly id: number }
  | { readonly type: "allSelected" }
  | { readonly type: "selectionCleared" };

const NO_TERMS: SearchTerms = { search: "", required: [], optional: [], excluded: [] };
const NOTHING_SELECTED: Selection = { mode: "some", ids: [] };

export function initialListState<T extends ListItem = ListItem>(
  name: string,
  options: { columns?: readonly string[]; viewType?: ViewType; order?: Order } = {},
): ListState<T> {
  return {
    name,
    page: 1,
    order: options.order ?? DEFAULT_ORDER,
    filters: [],
    where: {},
    terms: NO_TERMS,
    subSearch: {},
    columns: options.columns ?? [],
    viewType: options.viewType ?? "table",
    selection: NOTHING_SELECTED,
    items: [],
    total: 0,
  };
}

/**
 * Spec §4: several keys drop the created_at key (the user's keys decide); no key at all falls back to
 * created_at descending.
 */
export function normaliseOrder(order: Readonly<Record<string, OrderDirection>>): Order {
  const keys = Object.keys(order);
  if (keys.length === 0) return DEFAULT_ORDER;
  if (keys.length === 1) return { ...order };
  return Object.fromEntries(Object.entries(order).filter(([key]) => key !== "created_at"));
}

const addOnce = (ids: readonly number[], id: number) => (ids.includes(id) ? ids : [...ids, id]);
const without = (ids: readonly number[], id: number) => ids.filter((other) => other !== id);

function select(selection: Selection, id: number): Selection {
  return selection.mode === "some"
    ? { mode: "some", ids: addOnce(selection.ids, id) }
    : { mode: "all", deselected: without(selection.deselected, id) };
}

function deselect(selection: Selection, id: number): Selection {
  return selection.mode === "some"
    ? { mode: "some", ids: without(selection.ids, id) }
    : { mode: "all", deselected: addOnce(selection.deselected, id) };
}

export function isSelected(state: ListState, id: number): boolean {
  return state.selection.mode === "some" ? state.selection.ids.includes(id) : !state.selection.deselected.includes(id);
}

/** Spec §4: how many rows an action would touch — with "all", the total less the deselected ones. */
export function selectedCount(state: ListState): number {
  return state.selection.mode === "some"
    ? state.selection.ids.length
    : Math.max(0, state.total - state.selection.deselected.length);
}

export function listStateReducer<T extends ListItem>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    // Spec §4: changing filters or where resets the page to 1 (so does a new search).
    case "filtersChanged":
      return { ...state, filters: action.filters, page: 1 };
    case "whereChanged":
      return { ...state, where: action.where, page: 1 };
    case "termsChanged":
      return { ...state, terms: { ...state.terms, ...action.terms }, page: 1 };
    case "subSearchChanged":
      return { ...state, subSearch: { ...state.subSearch, [action.field]: action.value }, page: 1 };
    case "pageChanged":
      return { ...state, page: Math.max(1, Math.trunc(action.page)) };
    case "orderChanged":
      return { ...state, order: normaliseOrder(action.order) };
    case "columnsChanged":
      return { ...state, columns: action.columns };
    case "viewTypeChanged":
      return { ...state, viewType: action.viewType };
    // Spec §4: reset clears filters, terms, selection and order back to created_at descending.
    case "reset":
      return {
        ...state,
        page: 1,
        filters: [],
        where: {},
        terms: NO_TERMS,
        subSearch: {},
        selection: NOTHING_SELECTED,
        order: DEFAULT_ORDER,
      };
    case "itemsLoaded":
      return { ...state, items: action.items, total: action.total };
    // Spec §4: the candidate list ignores a candidate already in the list (same id) — every list does.
    case "itemAdded":
      return state.items.some((item) => item.id === action.item.id)
        ? state
        : { ...state, items: [...state.items, action.item], total: state.total + 1 };
    case "itemSelected":
      return { ...state, selection: select(state.selection, action.id) };
    case "itemDeselected":
      return { ...state, selection: deselect(state.selection, action.id) };
    case "selectionToggled":
      return {
        ...state,
        selection: isSelected(state, action.id)
          ? deselect(state.selection, action.id)
          : select(state.selection, action.id),
      };
    case "allSelected":
      return { ...state, selection: { mode: "all", deselected: [] } };
    case "selectionCleared":
      return { ...state, selection: NOTHING_SELECTED };
  }
}

/** The required, optional and excluded terms as the list endpoint's terms_* texts (only those given). */
export function termsParams(terms: SearchTerms): {
  terms_required?: string;
  terms_optional?: string;
  terms_excluded?: string;
} {
  const params: { terms_required?: string; terms_optional?: string; terms_excluded?: string } = {};
  const required = termsToText(terms.required);
  const optional = termsToText(terms.optional);
  const excluded = termsToText(terms.excluded);
  if (required) params.terms_required = required;
  if (optional) params.terms_optional = optional;
  if (excluded) params.terms_excluded = excluded;
  return params;
}

/** The list's search as the server reads it: a select-all or an export reaches exactly the rows on screen. */
export function listSearch(state: ListState) {
  return {
    entity: state.name,
    term: state.terms.search,
    ...termsParams(state.terms),
    where: state.where,
    filter: state.filters,
    order: state.order,
    page: state.page,
  };
}

/**
 * Spec §3 bulk collection: hand-picked rows as collections, or "select all" as the search with the deselected
 * ids excluded. `referenceType` is the entity's model name.
 */
export function bulkCollection(state: ListState, referenceType: string): BulkCollection {
  if (state.selection.mode === "some") {
    return { collections: state.selection.ids.map((id) => ({ reference_type: referenceType, reference_id: id })) };
  }
  const { entity, term, where, filter, order, page } = listSearch(state);
  return {
    select_all_params: {
      search: {
        entity,
        term,
        // The required/excluded terms narrow the rows on screen: a select-all without them would reach more.
        ...termsParams(state.terms),
        where: { ...where, id: { nin: [...state.selection.deselected] } },
        excluded_ids: [...state.selection.deselected],
        page,
        filter: [...filter],
        order: { ...order },
      },
    },
  };
}

/** Spec §5/§9: the list's search waits this long after the last keystroke before it asks again. */
export const LIST_SEARCH_DEBOUNCE_MS = 800;
