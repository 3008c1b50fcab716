import { useEffect, useReducer, useRef, useState } from "react";
import type { EntityColumnsStructure } from "../../entities/columnsStructure";
import {
  initialListState,
  LIST_SEARCH_DEBOUNCE_MS,
  type ListItem,
  type ListState,
  listStateReducer,
} from "../../state/listState";

/** The columns a table shows before the user picks: the structure's defaults, in its order. */
export function defaultColumnKeys(structure: EntityColumnsStructure): string[] {
  return structure.columns.filter((column) => column.visible).map((column) => column.key);
}

/** What the container fetches by: everything but the selection and the loaded items. */
function queryKey(state: ListState): string {
  const { page, order, filters, where, terms, subSearch, columns, viewType } = state;
  return JSON.stringify([page, order, filters, where, terms, subSearch, columns, viewType]);
}

type Options = {
  structure: EntityColumnsStructure;
  defaultState?: ListState;
  onQueryChange?: (state: ListState) => void;
};

/**
 * The list's state (domain `listStateReducer`) with the search box's debounce: typing changes the box at once and
 * the search 800 ms after the last keystroke (spec §9). Every change of what is fetched reaches `onQueryChange`.
 */
export function useListView<T extends ListItem>({ structure, defaultState, onQueryChange }: Options) {
  const [state, dispatch] = useReducer(
    listStateReducer<T>,
    undefined,
    () =>
      (defaultState as ListState<T> | undefined) ??
      initialListState<T>(structure.entity, { columns: defaultColumnKeys(structure), order: structure.order }),
  );
  const [searchText, setSearchText] = useState(state.terms.search);
  // The sub-search boxes (spec §3) type like the search box: shown at once, searched 800 ms after the last key.
  const [subSearchText, setSubSearchTexts] = useState<Readonly<Record<string, string>>>(state.subSearch);

  useEffect(() => {
    if (searchText === state.terms.search) return;
    const timer = setTimeout(
      () => dispatch({ type: "termsChanged", terms: { search: searchText } }),
      LIST_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, state.terms.search]);

  useEffect(() => {
    const changed = Object.entries(subSearchText).filter(([field, value]) => (state.subSearch[field] ?? "") !== value);
    if (changed.length === 0) return;
    const timer = setTimeout(() => {
      for (const [field, value] of changed) dispatch({ type: "subSearchChanged", field, value });
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [subSearchText, state.subSearch]);

  const setSubSearchText = (field: string, value: string) => setSubSearchTexts((all) => ({ ...all, [field]: value }));
  /** A sub-search removed from the active filters goes at once, like a removed condition. */
  const clearSubSearch = (field: string) => {
    setSubSearchTexts((all) => ({ ...all, [field]: "" }));
    dispatch({ type: "subSearchChanged", field, value: "" });
  };

  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;
  const key = queryKey(state);
  const lastKey = useRef(key);
  const stateRef = useRef(state);
  stateRef.current = state;
  useEffect(() => {
    // The first render is the container's own query: only changes are news.
    if (lastKey.current === key) return;
    lastKey.current = key;
    onQueryChangeRef.current?.(stateRef.current);
  }, [key]);

  /** Reset also empties the search and sub-search boxes, without waiting for the debounce. */
  const reset = () => {
    setSearchText("");
    setSubSearchTexts({});
    dispatch({ type: "reset" });
  };

  return { state, dispatch, searchText, setSearchText, subSearchText, setSubSearchText, clearSubSearch, reset };
}
