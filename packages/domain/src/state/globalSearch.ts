import type { GlobalSearchKind } from "../entities/defineEntity";
import { GLOBAL_SEARCH_KINDS, globalSearchEntity } from "../entities/globalSearch";
import { defineMessages } from "../i18n/messageSet";
import { type Effects, NO_EFFECTS } from "./effects";

export const globalSearchMessages = defineMessages("globalSearch", {
  placeholder: { "pt-BR": "Pesquisar", en: "Search" },
  noEntity: {
    "pt-BR": "Selecione ao menos uma entidade para pesquisar",
    en: "Please select at least one entity to search",
  },
  title: { "pt-BR": "Pesquisa global", en: "Global search" },
  entities: { "pt-BR": "Entidades pesquisadas", en: "Entities searched" },
  results: { "pt-BR": "Resultados", en: "Results" },
  empty: { "pt-BR": "Nenhum resultado encontrado.", en: "No results found." },
  failed: { "pt-BR": "A pesquisa falhou. Tente novamente.", en: "The search failed. Try again." },
  loading: { "pt-BR": "Pesquisando…", en: "Searching…" },
});

/** Spec §3, a result: its entity type and id, plus what the card shows. */
export type GlobalSearchResult = { readonly entity: string; readonly id: number } & Readonly<Record<string, unknown>>;

/** Spec §7: GET /recruiters/global_searchs?term&entity, entity a JSON array of entity names. */
export type GlobalSearchRequest = { readonly requestId: number; readonly term: string; readonly entity: string };

export type GlobalSearchState = {
  readonly open: boolean;
  readonly term: string;
  readonly chips: Readonly<Record<GlobalSearchKind, boolean>>;
  readonly results: readonly GlobalSearchResult[];
  readonly loading: boolean;
  /** The latest search sent; an older answer arriving late is dropped. */
  readonly requestId: number;
  readonly effects: Effects<GlobalSearchAction>;
};

export type GlobalSearchAction =
  | { readonly type: "opened" }
  | { readonly type: "closed" }
  | { readonly type: "termChanged"; readonly term: string }
  | { readonly type: "chipToggled"; readonly kind: GlobalSearchKind }
  | { readonly type: "enterPressed" }
  | { readonly type: "resultsReceived"; readonly requestId: number; readonly results: readonly GlobalSearchResult[] };

const ALL_ON = Object.fromEntries(GLOBAL_SEARCH_KINDS.map((kind) => [kind, true])) as Record<GlobalSearchKind, boolean>;

/** Spec §2: all six chips on at start. */
export const initialGlobalSearchState: GlobalSearchState = {
  open: false,
  term: "",
  chips: ALL_ON,
  results: [],
  loading: false,
  requestId: 0,
  effects: NO_EFFECTS,
};

export function activeChips(state: GlobalSearchState): GlobalSearchKind[] {
  return GLOBAL_SEARCH_KINDS.filter((kind) => state.chips[kind]);
}

/** Spec §5: at least one chip, or an error toast and no call. */
function search(state: GlobalSearchState): GlobalSearchState {
  const kinds = activeChips(state);
  if (kinds.length === 0) {
    return {
      ...state,
      loading: false,
      effects: [{ type: "toast", tone: "error", message: globalSearchMessages.messages.noEntity }],
    };
  }
  const requestId = state.requestId + 1;
  const request: GlobalSearchRequest = {
    requestId,
    term: state.term,
    entity: JSON.stringify(kinds.map((kind) => globalSearchEntity(kind).name)),
  };
  return { ...state, requestId, loading: true, effects: [{ type: "call", handler: "search", payload: request }] };
}

/** Spec §4: the search reruns on term change, chip change, Enter and whenever the dialog opens; closing clears. */
export function globalSearchReducer(state: GlobalSearchState, action: GlobalSearchAction): GlobalSearchState {
  const quiet = { ...state, effects: NO_EFFECTS };
  switch (action.type) {
    case "opened":
      return search({ ...quiet, open: true });
    case "closed":
      return { ...quiet, open: false, term: "", results: [], loading: false };
    case "termChanged":
      return search({ ...quiet, term: action.term });
    case "chipToggled":
      return search({ ...quiet, chips: { ...state.chips, [action.kind]: !state.chips[action.kind] } });
    case "enterPressed":
      return search(quiet);
    case "resultsReceived":
      if (!state.open || action.requestId !== state.requestId) return quiet;
      return { ...quiet, results: action.results, loading: false };
  }
}
