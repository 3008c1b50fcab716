import { describe, expect, it } from "vitest";
import { pickedOnBoard, toggled } from "./cardSelection";

describe("toggled", () => {
  it("picks an apply not picked and leaves out one that was, in a new set", () => {
    const picked = new Set([1, 2]);
    const added = toggled(picked, 3);
    expect([...added]).toEqual([1, 2, 3]);
    expect(added).not.toBe(picked);
    expect([...toggled(added, 2)]).toEqual([1, 3]);
    expect([...picked]).toEqual([1, 2]);
  });
});

describe("pickedOnBoard", () => {
  it("keeps the picked applies still on the board, in the board's order, and drops one gone", () => {
    const board = [{ id: 5 }, { id: 2 }, { id: 9 }];
    expect(pickedOnBoard(board, new Set([9, 5, 44]))).toEqual([5, 9]);
    expect(pickedOnBoard(board, new Set())).toEqual([]);
  });
});
