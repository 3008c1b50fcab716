import { describe, expect, it } from "vitest";
import { applyStages } from "../catalogues/applyStages";
import { applyMoveBody, applyMoveDialog, placeApply, SUBMISSION_STAGE } from "./applyMove";

describe("applyMoveDialog", () => {
  it("asks the submission status when a card lands in Submission from another column", () => {
    expect(applyStages.entries.find((entry) => entry.id === SUBMISSION_STAGE)?.key).toBe("submission");
    expect(applyMoveDialog(0, 1)).toBe("submissionStatus");
    expect(applyMoveDialog(4, 1)).toBe("submissionStatus");
  });

  it("asks the reject reason when a card lands in either Rejected column", () => {
    expect(applyMoveDialog(1, 9)).toBe("rejectReason");
    expect(applyMoveDialog(0, 14)).toBe("rejectReason");
  });

  it("asks nothing for a reorder, the other stages, or between the two Rejected columns", () => {
    expect(applyMoveDialog(1, 1)).toBe("none");
    expect(applyMoveDialog(9, 9)).toBe("none");
    expect(applyMoveDialog(1, 4)).toBe("none");
    expect(applyMoveDialog(9, 0)).toBe("none");
    expect(applyMoveDialog(9, 14)).toBe("none");
  });
});

describe("applyMoveBody", () => {
  it("sends the target stage and the index among its cards", () => {
    expect(applyMoveBody({ to: 4, index: 2 })).toEqual({ stage: 4, position: 2 });
  });

  it("adds what the dialog chose, and nothing it did not", () => {
    expect(applyMoveBody({ to: 1, index: 0 }, { submission_status: 14 })).toEqual({
      stage: 1,
      position: 0,
      submission_status: 14,
    });
    expect(applyMoveBody({ to: 9, index: 3 }, { reject_reason: 29 })).toEqual({
      stage: 9,
      position: 3,
      reject_reason: 29,
    });
  });

  it("never sends a negative or fractional position", () => {
    expect(applyMoveBody({ to: 0, index: -1 }).position).toBe(0);
    expect(applyMoveBody({ to: 0, index: 2.7 }).position).toBe(2);
  });
});

type Card = { id: number; stage: number; position: number | null; name: string };

const board: Card[] = [
  { id: 1, stage: 0, position: 0, name: "Ana" },
  { id: 2, stage: 0, position: 1, name: "Bruno" },
  { id: 3, stage: 1, position: 0, name: "Carla" },
  { id: 4, stage: 1, position: 5, name: "Diego" },
  { id: 5, stage: 4, position: 0, name: "Érica" },
];

const column = (cards: readonly Card[], stage: number) =>
  cards.filter((card) => card.stage === stage).map((card) => [card.id, card.position]);

describe("placeApply", () => {
  it("moves a card to its place in another column and numbers both columns again", () => {
    const placed = placeApply(board, { id: 3, stage: 4, position: 1, name: "Carla" });
    expect(column(placed, 1)).toEqual([[4, 0]]);
    expect(column(placed, 4)).toEqual([
      [5, 0],
      [3, 1],
    ]);
    expect(placed).toHaveLength(board.length);
  });

  it("puts a card on top of a column", () => {
    const placed = placeApply(board, { id: 2, stage: 1, position: 0, name: "Bruno" });
    expect(column(placed, 1)).toEqual([
      [2, 0],
      [3, 1],
      [4, 2],
    ]);
    expect(column(placed, 0)).toEqual([[1, 0]]);
  });

  it("reorders inside one column", () => {
    const placed = placeApply(board, { id: 1, stage: 0, position: 1, name: "Ana" });
    expect(column(placed, 0)).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  it("fills an empty column and clamps a position past its end", () => {
    const placed = placeApply(board, { id: 5, stage: 9, position: 7, name: "Érica" });
    expect(column(placed, 9)).toEqual([[5, 0]]);
    expect(column(placed, 4)).toEqual([]);
  });

  it("carries the saved card's other fields and leaves the input alone", () => {
    const before = structuredClone(board);
    const placed = placeApply(board, { id: 3, stage: 4, position: 0, name: "Carla Dias" });
    expect(placed.find((card) => card.id === 3)?.name).toBe("Carla Dias");
    expect(board).toEqual(before);
  });

  it("ignores a card that is not on the board", () => {
    expect(placeApply(board, { id: 99, stage: 0, position: 0, name: "?" })).toEqual(board);
  });
});
