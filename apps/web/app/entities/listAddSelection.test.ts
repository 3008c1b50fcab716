import type { ListParams } from "@seleta/api-client";
import { MAX_PER_PAGE } from "@seleta/domain";
import { TEARSHEET_CANDIDATES_PER_CALL } from "@seleta/domain/wire";
import { describe, expect, it } from "vitest";
import { listAddIds, listAddPages } from "./listAddSelection";

/** A search of `total` rows (ids 1…total) read page by page. */
function rows(total: number) {
  const asked: number[] = [];
  const read = async (params: ListParams) => {
    const page = params.page ?? 1;
    asked.push(page);
    const from = (page - 1) * MAX_PER_PAGE + 1;
    const to = Math.min(total, page * MAX_PER_PAGE);
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  };
  return { read, asked };
}

const selectAll = { select_all_params: { search: { entity: "candidates" as const, terms_name: ["ana"] } } };

describe("adding a selection to a list", () => {
  it("takes the rows picked by hand, each once", async () => {
    const picked = { collections: [3, 5, 3].map((id) => ({ reference_id: id, reference_type: "Candidate" })) };
    expect(await listAddIds(picked as never, rows(0).read)).toEqual([3, 5]);
  });

  it("reads a select all page by page, with progress, until a page runs short", async () => {
    const { read, asked } = rows(MAX_PER_PAGE + 7);
    const progress: number[] = [];
    const ids = await listAddIds(selectAll as never, read, (n) => progress.push(n));
    expect(ids).toHaveLength(MAX_PER_PAGE + 7);
    expect(asked).toEqual([1, 2]);
    expect(progress).toEqual([MAX_PER_PAGE, MAX_PER_PAGE + 7]);
    expect(listAddPages(selectAll.select_all_params.search)[0]).toMatchObject({ terms_name: ["ana"], page: 1 });
  });

  it("takes exactly as many as one call takes, and refuses one more whole", async () => {
    expect(await listAddIds(selectAll as never, rows(TEARSHEET_CANDIDATES_PER_CALL).read)).toHaveLength(
      TEARSHEET_CANDIDATES_PER_CALL,
    );
    expect(await listAddIds(selectAll as never, rows(TEARSHEET_CANDIDATES_PER_CALL + 1).read)).toBe("tooMany");
  });
});
