import { describe, expect, it } from "vitest";
import { exportSelection, narrows, selectAllOf, selectionOf } from "./listSelection";

const params = {
  page: 3,
  per_page: 25,
  terms_required: "java",
  terms_excluded: "php",
  where: { status: 3 },
  order: { name: "asc" as const },
};
const all = (excluded: number[]) => ({
  select_all_params: {
    search: { entity: "candidates", term: "", where: {}, excluded_ids: excluded, page: 3, filter: [], order: {} },
  },
});

describe("what a list's bulk actions send (spec §3)", () => {
  it("sends the rows picked by hand as they are", () => {
    const collections = [{ reference_type: "Candidate", reference_id: 7 }];
    expect(selectionOf("candidates", params, { collections })).toEqual({ collections });
    expect(exportSelection("candidates", params, { collections })).toEqual({ ids: [7] });
  });

  it("sends a select-all as the whole search, terms included, every page, minus the deselected rows", () => {
    expect(selectionOf("candidates", params, all([4, 9]))).toEqual({
      select_all_params: {
        search: {
          entity: "candidates",
          terms_required: "java",
          terms_excluded: "php",
          where: { status: 3, id: { nin: [4, 9] } },
          order: { name: "asc" },
          excluded_ids: [4, 9],
        },
      },
    });
  });

  it("exports the filtered list when nothing is picked, and names no rows for an unfiltered one", () => {
    expect(exportSelection("candidates", params, null)).toEqual({
      selectAll: { search: selectAllOf("candidates", params, []) },
    });
    expect(exportSelection("candidates", { page: 1, per_page: 25, order: { created_at: "desc" } }, null)).toBe(
      undefined,
    );
  });

  it("does not count paging or order as narrowing", () => {
    expect(narrows({ page: 2, per_page: 25, order: { name: "asc" } })).toBe(false);
    expect(narrows({ term: "ana" })).toBe(true);
  });
});
