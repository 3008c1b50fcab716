import { MAX_PER_PAGE } from "@seleta/domain";
import { SHORTLIST_APPLIES_PER_CALL } from "@seleta/domain/wire";
import { describe, expect, it } from "vitest";
import { pickedApplyIds, selectAllPages, selectionApplyIds, shortlistAddCall } from "./shortlistSelection";

describe("shortlistAddCall", () => {
  it("adds the picked applies to an existing shortlist, each once, in the order picked", () => {
    expect(shortlistAddCall({ kind: "existing", id: 7 }, [3, 1, 3, 2])).toEqual({
      kind: "add",
      shortlistId: 7,
      applyIds: [3, 1, 2],
    });
  });

  it("creates a new shortlist with its trimmed name and the applies", () => {
    expect(shortlistAddCall({ kind: "new", name: "  Finalistas " }, [4, 5])).toEqual({
      kind: "create",
      name: "Finalistas",
      applyIds: [4, 5],
    });
  });

  it("makes no call for nothing picked, a new shortlist without a name, or more than one call takes", () => {
    expect(shortlistAddCall({ kind: "existing", id: 7 }, [])).toBe("empty");
    expect(shortlistAddCall({ kind: "new", name: "   " }, [1])).toBe("noName");
    const many = Array.from({ length: SHORTLIST_APPLIES_PER_CALL + 1 }, (_, index) => index + 1);
    expect(shortlistAddCall({ kind: "existing", id: 7 }, many)).toBe("tooMany");
    expect(shortlistAddCall({ kind: "existing", id: 7 }, many.slice(1))).toMatchObject({ kind: "add" });
  });
});

describe("the applies of a selection", () => {
  it("reads the applies picked by hand", () => {
    const selection = {
      collections: [
        { reference_type: "Apply", reference_id: 9 },
        { reference_type: "Apply", reference_id: 4 },
      ],
    };
    expect(pickedApplyIds(selection)).toEqual([9, 4]);
  });

  it("leaves a select-all to its search's pages: full pages, the search kept, one page past a call's applies", () => {
    const search = {
      entity: "applies" as const,
      term: "ana",
      where: { job: 12, id: { nin: [3] } },
      excluded_ids: [3],
      page: 2,
      order: { created_at: "desc" as const },
    };
    expect(pickedApplyIds({ select_all_params: { search } })).toBeNull();
    const pages = selectAllPages(search);
    expect(pages).toHaveLength(Math.ceil(SHORTLIST_APPLIES_PER_CALL / MAX_PER_PAGE) + 1);
    expect(pages[0]).toEqual({
      term: "ana",
      where: { job: 12, id: { nin: [3] } },
      order: { created_at: "desc" },
      page: 1,
      per_page: MAX_PER_PAGE,
    });
    expect(pages.map((page) => page.page)).toEqual(pages.map((_, index) => index + 1));
  });
});

describe("selectionApplyIds", () => {
  const search = { entity: "applies" as const, where: { job: 12 } };
  const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

  it("reads a select-all's pages until one runs short", async () => {
    const asked: number[] = [];
    const read = async ({ page = 1 }) => {
      asked.push(page);
      return page === 1 ? ids(1, MAX_PER_PAGE) : ids(1000, 3);
    };
    expect(await selectionApplyIds({ select_all_params: { search } }, read)).toEqual([
      ...ids(1, MAX_PER_PAGE),
      ...ids(1000, 3),
    ]);
    expect(asked).toEqual([1, 2]);
  });

  it("a search with more applies than one call takes is refused whole, never cut", async () => {
    const read = async ({ page = 1 }) => ids(page * 1000, MAX_PER_PAGE);
    const all = await selectionApplyIds({ select_all_params: { search } }, read);
    expect(all.length).toBeGreaterThan(SHORTLIST_APPLIES_PER_CALL);
    expect(shortlistAddCall({ kind: "existing", id: 1 }, all)).toBe("tooMany");
  });

  it("asks nothing for applies picked by hand", async () => {
    const read = async () => {
      throw new Error("no page is read");
    };
    expect(await selectionApplyIds({ collections: [{ reference_type: "Apply", reference_id: 5 }] }, read)).toEqual([5]);
  });
});
