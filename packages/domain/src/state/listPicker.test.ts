import { describe, expect, it } from "vitest";
import {
  initialListPickerState,
  type ListPickerOption,
  listPickerReducer,
  listTarget,
  visibleLists,
} from "./listPicker";

const list = (id: number, name: string, talentPool = false): ListPickerOption => ({
  id,
  name,
  shared: talentPool,
  talent_pool: talentPool,
  candidates_count: 0,
});

const LISTS = [list(1, "Diretores de São Paulo"), list(2, "Banco de talentos", true), list(3, "CFOs finalistas")];

describe("the list picker", () => {
  it("finds lists by every word typed, ignoring accents and case, the talent pool first", () => {
    expect(visibleLists(LISTS, { query: "", choice: null }).map((l) => l.id)).toEqual([2, 3, 1]);
    expect(visibleLists(LISTS, { query: "sao dire", choice: null }).map((l) => l.id)).toEqual([1]);
    expect(visibleLists(LISTS, { query: "xyz", choice: null })).toEqual([]);
  });

  it("keeps the chosen list shown whatever is typed", () => {
    expect(visibleLists(LISTS, { query: "xyz", choice: 3 }).map((l) => l.id)).toEqual([3]);
  });

  it("confirms a chosen list, or a new one only with a name", () => {
    let state = initialListPickerState;
    expect(listTarget(state)).toBe("noChoice");
    state = listPickerReducer(state, { type: "choose", choice: 3 });
    expect(listTarget(state)).toEqual({ kind: "existing", id: 3 });
    state = listPickerReducer(state, { type: "choose", choice: "new" });
    expect(listTarget(state)).toBe("noName");
    state = listPickerReducer(state, { type: "name", name: "  Conselheiros  " });
    expect(listTarget(state)).toEqual({ kind: "new", name: "Conselheiros" });
  });

  it("takes typing a name as choosing a new list", () => {
    const state = listPickerReducer(listPickerReducer(initialListPickerState, { type: "choose", choice: 1 }), {
      type: "name",
      name: "Nova",
    });
    expect(state.choice).toBe("new");
  });
});
