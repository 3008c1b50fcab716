import { describe, expect, it } from "vitest";
import { paginationRange } from "./paginationRange";

describe("paginationRange", () => {
  it("lists every page when they fit", () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("has nothing to show without pages", () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it("puts an ellipsis on the far side near the start", () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
  });

  it("puts ellipses on both sides in the middle", () => {
    expect(paginationRange(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
  });

  it("puts an ellipsis on the near side near the end", () => {
    expect(paginationRange(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
    expect(paginationRange(17, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });

  it("keeps the same number of items on every page", () => {
    const lengths = new Set(Array.from({ length: 30 }, (_, i) => paginationRange(i + 1, 30).length));
    expect([...lengths]).toEqual([7]);
  });

  it("clamps a page outside the range", () => {
    expect(paginationRange(99, 20)).toEqual(paginationRange(20, 20));
    expect(paginationRange(0, 20)).toEqual(paginationRange(1, 20));
  });

  it("honours wider siblings and boundaries", () => {
    expect(paginationRange(10, 30, 2, 2)).toEqual([1, 2, "ellipsis-start", 8, 9, 10, 11, 12, "ellipsis-end", 29, 30]);
  });
});
