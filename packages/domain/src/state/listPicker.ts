/**
 * The list picker (widgets/ListPicker): choosing the list that candidates picked on a page go to — one the recruiter
 * may use, found by typing part of its name, or a new one named there. Pure: the widget holds this state, the
 * container makes the one call the confirmed target names.
 */

/** A list the recruiter may add to, as the picker shows it. */
export type ListPickerOption = {
  readonly id: number;
  readonly name: string;
  readonly shared: boolean;
  readonly talent_pool: boolean;
  readonly candidates_count: number;
};

/** Where the candidates go: an existing list, or a new one with a name. */
export type ListTarget =
  | { readonly kind: "existing"; readonly id: number }
  | { readonly kind: "new"; readonly name: string };

export type ListPickerState = {
  /** What the search box holds. */
  readonly query: string;
  /** The chosen list's id, "new", or nothing chosen yet. */
  readonly choice: number | "new" | null;
  /** The new list's name as typed. */
  readonly name: string;
};

export type ListPickerAction =
  | { readonly type: "search"; readonly query: string }
  | { readonly type: "choose"; readonly choice: number | "new" }
  | { readonly type: "name"; readonly name: string };

export const initialListPickerState: ListPickerState = { query: "", choice: null, name: "" };

export function listPickerReducer(state: ListPickerState, action: ListPickerAction): ListPickerState {
  switch (action.type) {
    case "search":
      return { ...state, query: action.query };
    case "choose":
      return { ...state, choice: action.choice };
    case "name":
      // Typing a name means a new list.
      return { ...state, name: action.name, choice: "new" };
  }
}

/** Lower case without accents, so "Sao" finds "São" as a recruiter expects. */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("pt-BR")
    .trim();
}

/**
 * The lists shown for a search: every word typed found in the name, the talent pool first, then by name. The
 * chosen list stays shown whatever is typed, so the choice never hides.
 */
export function visibleLists(
  lists: readonly ListPickerOption[],
  state: Pick<ListPickerState, "query" | "choice">,
): ListPickerOption[] {
  const words = folded(state.query).split(/\s+/).filter(Boolean);
  return lists
    .filter((list) => list.id === state.choice || words.every((word) => folded(list.name).includes(word)))
    .sort(
      (a, b) => Number(b.talent_pool) - Number(a.talent_pool) || a.name.localeCompare(b.name, "pt-BR") || a.id - b.id,
    );
}

/** Why the picker cannot confirm yet: nothing chosen, or a new list without a name. */
export type ListPickerGap = "noChoice" | "noName";

/** The target the state names, or what it lacks. */
export function listTarget(state: ListPickerState): ListTarget | ListPickerGap {
  if (state.choice === null) return "noChoice";
  if (state.choice !== "new") return { kind: "existing", id: state.choice };
  const name = state.name.trim();
  return name === "" ? "noName" : { kind: "new", name };
}
