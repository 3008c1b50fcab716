import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moveInShortlistOrder, shortlistDropIndex } from "./shortlistOrder";

const ORDER = [11, 22, 33, 44];

describe("moving a candidate in a shortlist's order", () => {
  it.each([
    [33, 0, [33, 11, 22, 44]],
    [11, 3, [22, 33, 44, 11]],
    [22, 2, [11, 33, 22, 44]],
    // Past either end: clamped.
    [22, 99, [11, 33, 44, 22]],
    [44, -5, [44, 11, 22, 33]],
  ])("puts %i at %i among the others", (id, to, expected) => {
    expect(moveInShortlistOrder(ORDER, id, to)).toEqual(expected);
  });

  it("answers the same array when nothing moves or the id is not held", () => {
    expect(moveInShortlistOrder(ORDER, 22, 1)).toBe(ORDER);
    expect(moveInShortlistOrder(ORDER, 99, 0)).toBe(ORDER);
  });

  it("keeps exactly the same ids, each once, whatever the move (what PUT …/order accepts)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: -5, max: 40 }),
        (order, pick, to) => {
          const id = order[pick % order.length] as number;
          const moved = moveInShortlistOrder(order, id, to);
          expect([...moved].sort((a, b) => a - b)).toEqual([...order].sort((a, b) => a - b));
          expect(moved.indexOf(id)).toBe(Math.min(Math.max(0, to), order.length - 1));
        },
      ),
    );
  });
});

describe("where a drop lands", () => {
  it("counts the place among the others: before or after the target", () => {
    expect(shortlistDropIndex(ORDER, 11, 33, "after")).toBe(2);
    expect(moveInShortlistOrder(ORDER, 11, shortlistDropIndex(ORDER, 11, 33, "after"))).toEqual([22, 33, 11, 44]);
    expect(moveInShortlistOrder(ORDER, 44, shortlistDropIndex(ORDER, 44, 22, "before"))).toEqual([11, 44, 22, 33]);
    expect(shortlistDropIndex(ORDER, 11, 99, "before")).toBe(3);
  });
});
