import type { Catalogue } from "../catalogues/catalogue";
import { defineMessages } from "../i18n/messageSet";
import { type Effects, NO_EFFECTS } from "./effects";

/**
 * The kanban board (spec §2: applies by stage, tearsheet candidates by state): which card sits in which column and
 * in what order, the moves the server has not answered yet, and the columns the user folded away.
 */

export type KanbanColumnId = number;
export type KanbanCardId = number;

/** A card as the board places it: the record's id and the catalogue id of its column. */
export type KanbanPlacement = { readonly id: KanbanCardId; readonly column: KanbanColumnId };

/** A move shown before the server agreed: where the card came from, so a refusal puts it back. */
export type PendingMove = {
  /** Given by the caller (a counter): two moves of one card are told apart when their answers arrive. */
  readonly moveId: number;
  readonly cardId: KanbanCardId;
  readonly from: KanbanColumnId;
  readonly fromIndex: number;
  readonly to: KanbanColumnId;
};

export type KanbanState = {
  /** Column ids in catalogue order. */
  readonly columns: readonly KanbanColumnId[];
  /** Card ids of each column, top first. */
  readonly cards: Readonly<Record<KanbanColumnId, readonly KanbanCardId[]>>;
  readonly collapsed: readonly KanbanColumnId[];
  readonly pending: readonly PendingMove[];
  readonly effects: Effects<KanbanAction>;
};

export type KanbanAction =
  /** The cards as the server has them (a load or a reload); unanswered moves stay applied on top. */
  | { readonly type: "loaded"; readonly cards: readonly KanbanPlacement[] }
  /** The user dropped a card: shown at once (optimistic). `index` in the target column; the top when absent. */
  | {
      readonly type: "moveStarted";
      readonly moveId: number;
      readonly cardId: KanbanCardId;
      readonly to: KanbanColumnId;
      readonly index?: number;
    }
  | { readonly type: "moveConfirmed"; readonly moveId: number }
  /** The server refused: the card goes back where the server still has it, and a toast says so. */
  | { readonly type: "moveFailed"; readonly moveId: number }
  /** The user called the move off (a dialog's Cancel): the card goes back like a refusal, with no toast. */
  | { readonly type: "moveCancelled"; readonly moveId: number }
  | { readonly type: "columnToggled"; readonly column: KanbanColumnId };

/** The board's own message (its reducer asks for the toast); the widget's labels live with the widget. */
export const kanbanMessages = defineMessages("kanban", {
  moveFailed: {
    "pt-BR": "Não foi possível mover o card. Tente novamente.",
    en: "The card could not be moved. Try again.",
  },
});

export function kanbanColumnIds(catalogue: Catalogue): KanbanColumnId[] {
  return catalogue.entries.map((entry) => entry.id);
}

function emptyColumns(columns: readonly KanbanColumnId[]): Record<KanbanColumnId, KanbanCardId[]> {
  return Object.fromEntries(columns.map((column) => [column, []]));
}

export function initialKanbanState(
  columns: readonly KanbanColumnId[],
  options: { cards?: readonly KanbanPlacement[]; collapsed?: readonly KanbanColumnId[] } = {},
): KanbanState {
  const state: KanbanState = {
    columns,
    cards: emptyColumns(columns),
    collapsed: (options.collapsed ?? []).filter((column) => columns.includes(column)),
    pending: [],
    effects: NO_EFFECTS,
  };
  return options.cards ? kanbanReducer(state, { type: "loaded", cards: options.cards }) : state;
}

export function kanbanColumnOf(state: KanbanState, cardId: KanbanCardId): KanbanColumnId | undefined {
  return state.columns.find((column) => state.cards[column]?.includes(cardId));
}

/** Cards per column as the board shows them (unanswered moves included). */
export function kanbanColumnCount(state: KanbanState, column: KanbanColumnId): number {
  return state.cards[column]?.length ?? 0;
}

export function isColumnCollapsed(state: KanbanState, column: KanbanColumnId): boolean {
  return state.collapsed.includes(column);
}

export function isMovePending(state: KanbanState, cardId: KanbanCardId): boolean {
  return state.pending.some((move) => move.cardId === cardId);
}

type Board = Readonly<Record<KanbanColumnId, readonly KanbanCardId[]>>;

/** Takes the card out of wherever it is and puts it at `index` of `to` (clamped); unknown columns change nothing. */
function place(board: Board, cardId: KanbanCardId, to: KanbanColumnId, index: number): Board {
  if (!board[to]) return board;
  const next: Record<KanbanColumnId, readonly KanbanCardId[]> = {};
  for (const [column, ids] of Object.entries(board)) {
    next[Number(column)] = ids.includes(cardId) ? ids.filter((id) => id !== cardId) : ids;
  }
  const target = [...(next[to] ?? [])];
  target.splice(Math.max(0, Math.min(Math.trunc(index), target.length)), 0, cardId);
  next[to] = target;
  return next;
}

function where(board: Board, columns: readonly KanbanColumnId[], cardId: KanbanCardId) {
  for (const column of columns) {
    const index = board[column]?.indexOf(cardId) ?? -1;
    if (index >= 0) return { column, index };
  }
  return undefined;
}

/**
 * The new board, with each column's previous array kept where its cards did not change: the widget redraws only the
 * columns whose array is new, so a reload that changed one column must not look like a change of all of them.
 */
function keepUnchanged(previous: Board, next: Board): Board {
  const kept: Record<KanbanColumnId, readonly KanbanCardId[]> = {};
  for (const [column, ids] of Object.entries(next)) {
    const before = previous[Number(column)];
    kept[Number(column)] =
      before && before.length === ids.length && before.every((id, i) => id === ids[i]) ? before : ids;
  }
  return kept;
}

/** Puts a refused or cancelled move's card back where the server still has it. */
function rollBack(state: KanbanState, moveId: number, effects: Effects<KanbanAction>): KanbanState {
  const failed = state.pending.find((move) => move.moveId === moveId);
  if (!failed) return { ...state, effects: NO_EFFECTS };
  const rest = state.pending.filter((move) => move.moveId !== moveId);
  const later = rest.find((move) => move.cardId === failed.cardId);
  if (later) {
    // The card has moved on since; the server still has it where this move started, so a refusal of the
    // later move must bring it back there, not to this move's target.
    const pending = rest.map((move) =>
      move === later ? { ...move, from: failed.from, fromIndex: failed.fromIndex } : move,
    );
    return { ...state, pending, effects };
  }
  return {
    ...state,
    cards: place(state.cards, failed.cardId, failed.from, failed.fromIndex),
    pending: rest,
    effects,
  };
}

export function kanbanReducer(state: KanbanState, action: KanbanAction): KanbanState {
  switch (action.type) {
    case "loaded": {
      const board = emptyColumns(state.columns);
      const seen = new Set<KanbanCardId>();
      for (const card of action.cards) {
        // A card of a column the catalogue lacks has nowhere to go; a repeated id is one card.
        if (seen.has(card.id) || !board[card.column]) continue;
        seen.add(card.id);
        board[card.column]?.push(card.id);
      }
      // The server may not have applied an unanswered move yet: keep showing what the user did.
      let cards: Board = board;
      const pending = state.pending.filter((move) => seen.has(move.cardId));
      for (const move of pending) {
        if (where(cards, state.columns, move.cardId)?.column !== move.to) cards = place(cards, move.cardId, move.to, 0);
      }
      return { ...state, cards: keepUnchanged(state.cards, cards), pending, effects: NO_EFFECTS };
    }
    case "moveStarted": {
      const origin = where(state.cards, state.columns, action.cardId);
      if (!origin || !state.cards[action.to]) return { ...state, effects: NO_EFFECTS };
      const cards = place(state.cards, action.cardId, action.to, action.index ?? 0);
      const move: PendingMove = {
        moveId: action.moveId,
        cardId: action.cardId,
        from: origin.column,
        fromIndex: origin.index,
        to: action.to,
      };
      return { ...state, cards, pending: [...state.pending, move], effects: NO_EFFECTS };
    }
    case "moveConfirmed":
      return {
        ...state,
        pending: state.pending.filter((move) => move.moveId !== action.moveId),
        effects: NO_EFFECTS,
      };
    case "moveFailed":
      return rollBack(state, action.moveId, [
        { type: "toast", tone: "error", message: kanbanMessages.messages.moveFailed },
      ]);
    case "moveCancelled":
      return rollBack(state, action.moveId, NO_EFFECTS);
    case "columnToggled": {
      if (!state.columns.includes(action.column)) return { ...state, effects: NO_EFFECTS };
      const collapsed = state.collapsed.includes(action.column)
        ? state.collapsed.filter((column) => column !== action.column)
        : [...state.collapsed, action.column];
      return { ...state, collapsed, effects: NO_EFFECTS };
    }
  }
}
