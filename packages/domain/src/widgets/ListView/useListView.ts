import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { EntityColumnsStructure } from "../../entities/columnsStructure";
import {
  initialListState,
  LIST_SEARCH_DEBOUNCE_MS,
  type ListAction,
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
  const [state, dispatchToReducer] = useReducer(
    listStateReducer<T>,
    undefined,
    () =>
      (defaultState as ListState<T> | undefined) ??
      initialListState<T>(structure.entity, { columns: defaultColumnKeys(structure), order: structure.order }),
  );
  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;
  // The state as the actions of this event leave it (the reducer is pure: it is run here too), and what was
  // last reported. A change of what is fetched is reported once per event, when its actions are all in, before
  // React draws it: the container's request is on its way while the list redraws.
  const latest = useRef(state);
  const lastKey = useRef(queryKey(state));
  const reportQueued = useRef(false);
  const dispatch = useCallback((action: ListAction<T>) => {
    latest.current = listStateReducer(latest.current, action);
    if (!reportQueued.current) {
      reportQueued.current = true;
      queueMicrotask(() => {
        reportQueued.current = false;
        const key = queryKey(latest.current);
        if (key === lastKey.current) return;
        lastKey.current = key;
        onQueryChangeRef.current?.(latest.current);
      });
    }
    dispatchToReducer(action);
  }, []);
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
  }, [searchText, state.terms.search, dispatch]);

  useEffect(() => {
    const changed = Object.entries(subSearchText).filter(([field, value]) => (state.subSearch[field] ?? "") !== value);
    if (changed.length === 0) return;
    const timer = setTimeout(() => {
      for (const [field, value] of changed) dispatch({ type: "subSearchChanged", field, value });
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [subSearchText, state.subSearch, dispatch]);

  const setSubSearchText = (field: string, value: string) => setSubSearchTexts((all) => ({ ...all, [field]: value }));
  /** A sub-search removed from the active filters goes at once, like a removed condition. */
  const clearSubSearch = (field: string) => {
    setSubSearchTexts((all) => ({ ...all, [field]: "" }));
    dispatch({ type: "subSearchChanged", field, value: "" });
  };

  /** Reset also empties the search and sub-search boxes, without waiting for the debounce. */
  const reset = () => {
    setSearchText("");
    setSubSearchTexts({});
    dispatch({ type: "reset" });
  };

  return { state, dispatch, searchText, setSearchText, subSearchText, setSubSearchText, clearSubSearch, reset };
}
