import { describe, expect, it } from "vitest";
import { applyStages } from "../catalogues/applyStages";
import { tearsheetStages } from "../catalogues/tearsheetStages";
import {
  initialKanbanState,
  isColumnCollapsed,
  isMovePending,
  type KanbanAction,
  type KanbanState,
  kanbanColumnCount,
  kanbanColumnIds,
  kanbanColumnOf,
  kanbanMessages,
  kanbanReducer,
} from "./kanban";

const run = (state: KanbanState, ...actions: KanbanAction[]) => actions.reduce(kanbanReducer, state);
const board = () =>
  initialKanbanState(kanbanColumnIds(tearsheetStages), {
    cards: [
      { id: 1, column: 1 },
      { id: 2, column: 1 },
      { id: 3, column: 2 },
    ],
  });

describe("kanban board (spec §2: apply stages, tearsheet candidate states)", () => {
  it("has one column per catalogue entry, in catalogue order", () => {
    expect(initialKanbanState(kanbanColumnIds(applyStages)).columns).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 14, 15]);
    expect(board().columns).toEqual([1, 2, 3, 4, 5]);
  });

  it("places loaded cards in their columns, once each, and drops cards of unknown columns", () => {
    const state = run(board(), {
      type: "loaded",
      cards: [
        { id: 1, column: 3 },
        { id: 1, column: 4 },
        { id: 7, column: 99 },
      ],
    });
    expect(state.cards[3]).toEqual([1]);
    expect(kanbanColumnCount(state, 4)).toBe(0);
    expect(kanbanColumnOf(state, 7)).toBeUndefined();
  });

  it("moves a card at once (optimistic), on top of the target column unless an index is given", () => {
    const state = run(board(), { type: "moveStarted", moveId: 1, cardId: 2, to: 2 });
    expect(state.cards[1]).toEqual([1]);
    expect(state.cards[2]).toEqual([2, 3]);
    expect([kanbanColumnCount(state, 1), kanbanColumnCount(state, 2)]).toEqual([1, 2]);
    expect(isMovePending(state, 2)).toBe(true);
    const below = run(board(), { type: "moveStarted", moveId: 1, cardId: 1, to: 2, index: 5 });
    expect(below.cards[2]).toEqual([3, 1]);
  });

  it("reorders within a column", () => {
    const state = run(board(), { type: "moveStarted", moveId: 1, cardId: 1, to: 1, index: 1 });
    expect(state.cards[1]).toEqual([2, 1]);
  });

  it("keeps the move when the server confirms it", () => {
    const state = run(
      board(),
      { type: "moveStarted", moveId: 1, cardId: 2, to: 2 },
      { type: "moveConfirmed", moveId: 1 },
    );
    expect(kanbanColumnOf(state, 2)).toBe(2);
    expect(isMovePending(state, 2)).toBe(false);
    expect(state.effects).toEqual([]);
  });

  it("puts the card back where it was and asks for an error toast when the server refuses", () => {
    const state = run(board(), { type: "moveStarted", moveId: 1, cardId: 1, to: 3 }, { type: "moveFailed", moveId: 1 });
    expect(state.cards[1]).toEqual([1, 2]);
    expect(kanbanColumnCount(state, 3)).toBe(0);
    expect(isMovePending(state, 1)).toBe(false);
    expect(state.effects).toEqual([{ type: "toast", tone: "error", message: kanbanMessages.messages.moveFailed }]);
  });

  it("puts the card back without a toast when the user cancels the move", () => {
    const state = run(
      board(),
      { type: "moveStarted", moveId: 1, cardId: 2, to: 3 },
      { type: "moveCancelled", moveId: 1 },
    );
    expect(state.cards[1]).toEqual([1, 2]);
    expect(kanbanColumnCount(state, 3)).toBe(0);
    expect(isMovePending(state, 2)).toBe(false);
    expect(state.effects).toEqual([]);
  });

  it("keeps the card arrays of the columns a move or a reload did not touch (the widget redraws only the others)", () => {
    const start = board();
    const moved = run(start, { type: "moveStarted", moveId: 1, cardId: 1, to: 3 });
    expect(moved.cards[2]).toBe(start.cards[2]);
    expect(moved.cards[1]).not.toBe(start.cards[1]);
    const reloaded = run(moved, {
      type: "loaded",
      cards: [
        { id: 2, column: 1 },
        { id: 3, column: 2 },
        { id: 1, column: 3 },
        { id: 4, column: 5 },
      ],
    });
    expect([reloaded.cards[1], reloaded.cards[2], reloaded.cards[3]]).toEqual([
      moved.cards[1],
      moved.cards[2],
      moved.cards[3],
    ]);
    expect(reloaded.cards[1]).toBe(moved.cards[1]);
    expect(reloaded.cards[2]).toBe(moved.cards[2]);
    expect(reloaded.cards[3]).toBe(moved.cards[3]);
    expect(reloaded.cards[5]).toEqual([4]);
  });

  it("after two quick moves of one card, a refusal of the first sends the second's refusal back to the start", () => {
    const moved = run(
      board(),
      { type: "moveStarted", moveId: 1, cardId: 1, to: 3 },
      { type: "moveStarted", moveId: 2, cardId: 1, to: 4 },
      { type: "moveFailed", moveId: 1 },
    );
    // The later move still stands on screen…
    expect(kanbanColumnOf(moved, 1)).toBe(4);
    // …and if it is refused too, the card returns to the column the server never let it leave.
    const refused = run(moved, { type: "moveFailed", moveId: 2 });
    expect(kanbanColumnOf(refused, 1)).toBe(1);
    expect(refused.cards[1]).toEqual([1, 2]);
  });

  it("keeps unanswered moves applied over a reload", () => {
    const state = run(
      board(),
      { type: "moveStarted", moveId: 1, cardId: 3, to: 5 },
      {
        type: "loaded",
        cards: [
          { id: 1, column: 1 },
          { id: 3, column: 2 },
          { id: 4, column: 2 },
        ],
      },
    );
    expect(kanbanColumnOf(state, 3)).toBe(5);
    expect(state.cards[2]).toEqual([4]);
    // The answer still finds its move.
    expect(kanbanColumnOf(run(state, { type: "moveFailed", moveId: 1 }), 3)).toBe(2);
  });

  it("ignores a move to a column the catalogue lacks and answers of unknown moves", () => {
    const start = board();
    expect(run(start, { type: "moveStarted", moveId: 1, cardId: 1, to: 42 }).cards).toEqual(start.cards);
    expect(run(start, { type: "moveFailed", moveId: 9 }).cards).toEqual(start.cards);
  });

  it("collapses and expands columns; collapsed columns keep their cards and counts", () => {
    const collapsed = run(board(), { type: "columnToggled", column: 1 });
    expect(isColumnCollapsed(collapsed, 1)).toBe(true);
    expect(kanbanColumnCount(collapsed, 1)).toBe(2);
    expect(isColumnCollapsed(run(collapsed, { type: "columnToggled", column: 1 }), 1)).toBe(false);
    expect(run(board(), { type: "columnToggled", column: 42 }).collapsed).toEqual([]);
  });
});
