import { describe, expect, it } from "vitest";
import { bulkCollectionSchema } from "../rules/bulkActions";
import {
  bulkCollection,
  initialListState,
  isSelected,
  type ListAction,
  type ListState,
  listStateReducer,
  selectedCount,
} from "./listState";

type Candidate = { id: number; name: string };
const run = (
  actions: ListAction<Candidate>[],
  state: ListState<Candidate> = initialListState<Candidate>("candidates"),
) => actions.reduce(listStateReducer, state);

describe("list state (spec §3, §4, §9)", () => {
  it("starts on page 1, ordered by created_at descending, as a table", () => {
    expect(initialListState("jobs")).toMatchObject({ page: 1, order: { created_at: "desc" }, viewType: "table" });
  });

  it("resets the page to 1 when filters or where change", () => {
    const onPage3 = run([{ type: "pageChanged", page: 3 }]);
    expect(onPage3.page).toBe(3);
    expect(run([{ type: "filtersChanged", filters: ["mine"] }], onPage3).page).toBe(1);
    expect(run([{ type: "whereChanged", where: { owner: 2 } }], onPage3).page).toBe(1);
    expect(run([{ type: "columnsChanged", columns: ["name"] }], onPage3).page).toBe(3);
  });

  it("reset clears filters, terms, selection and order back to created_at descending", () => {
    const busy = run([
      { type: "filtersChanged", filters: ["mine"] },
      { type: "whereChanged", where: { owner: 2 } },
      { type: "termsChanged", terms: { search: "java", excluded: ["php"] } },
      { type: "orderChanged", order: { name: "asc" } },
      { type: "itemSelected", id: 4 },
      { type: "viewTypeChanged", viewType: "blocks" },
      { type: "pageChanged", page: 2 },
    ]);
    const reset = run([{ type: "reset" }], busy);
    expect(reset).toMatchObject({
      page: 1,
      filters: [],
      where: {},
      terms: { search: "", required: [], optional: [], excluded: [] },
      order: { created_at: "desc" },
      selection: { mode: "some", ids: [] },
    });
    // The user's view choice is not a filter: it survives a reset.
    expect(reset.viewType).toBe("blocks");
  });

  it("drops created_at when the order has several keys, and falls back to created_at descending when empty", () => {
    expect(run([{ type: "orderChanged", order: { created_at: "desc", name: "asc" } }]).order).toEqual({ name: "asc" });
    expect(run([{ type: "orderChanged", order: { created_at: "asc" } }]).order).toEqual({ created_at: "asc" });
    expect(run([{ type: "orderChanged", order: {} }]).order).toEqual({ created_at: "desc" });
    expect(Object.keys(run([{ type: "orderChanged", order: { status: "desc", name: "asc" } }]).order)).toEqual([
      "status",
      "name",
    ]);
  });

  it("adds a selected item only once and counts the selection", () => {
    const state = run([
      { type: "itemSelected", id: 1 },
      { type: "itemSelected", id: 1 },
      { type: "selectionToggled", id: 2 },
    ]);
    expect(state.selection).toEqual({ mode: "some", ids: [1, 2] });
    expect(selectedCount(state)).toBe(2);
    expect(selectedCount(run([{ type: "selectionToggled", id: 2 }], state))).toBe(1);
  });

  it("with select-all, keeps an explicit deselected list and counts the total less it", () => {
    const state = run([
      { type: "itemsLoaded", items: [], total: 120 },
      { type: "allSelected" },
      { type: "selectionToggled", id: 7 },
      { type: "itemDeselected", id: 7 },
      { type: "itemDeselected", id: 9 },
    ]);
    expect(state.selection).toEqual({ mode: "all", deselected: [7, 9] });
    expect(selectedCount(state)).toBe(118);
    expect([isSelected(state, 7), isSelected(state, 8)]).toEqual([false, true]);
    expect(selectedCount(run([{ type: "itemSelected", id: 9 }], state))).toBe(119);
  });

  it("ignores a candidate already in the list (same id)", () => {
    const state = run([
      { type: "itemAdded", item: { id: 1, name: "Ana" } },
      { type: "itemAdded", item: { id: 1, name: "Ana again" } },
      { type: "itemAdded", item: { id: 2, name: "Bia" } },
    ]);
    expect(state.items).toEqual([
      { id: 1, name: "Ana" },
      { id: 2, name: "Bia" },
    ]);
  });

  it("turns the selection into the bulk collection of spec §3, which the bulk guard then checks", () => {
    const picked = run([{ type: "itemSelected", id: 5 }]);
    expect(bulkCollection(picked, "Candidate")).toEqual({
      collections: [{ reference_type: "Candidate", reference_id: 5 }],
    });
    const all = run([{ type: "allSelected" }, { type: "itemDeselected", id: 3 }]);
    const payload = bulkCollection(all, "Candidate");
    expect(payload.select_all_params?.search.where).toEqual({ id: { nin: [3] } });
    // No term, where or filter: 'Make a filter before do this action'.
    expect(bulkCollectionSchema.safeParse(payload).success).toBe(false);
    const filtered = run([{ type: "termsChanged", terms: { search: "java" } }], all);
    expect(bulkCollectionSchema.safeParse(bulkCollection(filtered, "Candidate")).success).toBe(true);
  });

  it("keeps the required, optional and excluded terms in a select-all, so it reaches only the rows on screen", () => {
    const all = run([
      { type: "termsChanged", terms: { required: ["petróleo", "gás natural"], excluded: ["júnior"] } },
      { type: "allSelected" },
    ]);
    const search = bulkCollection(all, "Candidate").select_all_params?.search;
    expect(search).toMatchObject({ terms_required: 'petróleo "gás natural"', terms_excluded: "júnior" });
    expect(search).not.toHaveProperty("terms_optional");
    // Terms alone are a filter: the guard lets this select-all through.
    expect(bulkCollectionSchema.safeParse(bulkCollection(all, "Candidate")).success).toBe(true);
  });
});
