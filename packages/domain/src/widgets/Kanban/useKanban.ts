import { showToast, type ToastQueueOf } from "@seleta/ui";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import {
  initialKanbanState,
  type KanbanCardId,
  type KanbanColumnId,
  type KanbanPlacement,
  kanbanReducer,
} from "../../state/kanban";
import { useMessage } from "../useMessage";
import { isKanbanMoveCancelled } from "./moveCancelled";

export type MoveRequest = { readonly from: KanbanColumnId; readonly to: KanbanColumnId; readonly index: number };

type Options<T extends { id: KanbanCardId }> = {
  columns: readonly KanbanColumnId[];
  cards: readonly T[];
  columnOf: (card: T) => KanbanColumnId;
  defaultCollapsed?: readonly KanbanColumnId[];
  onMove: (card: T, move: MoveRequest) => Promise<unknown> | unknown;
  toastQueue: ToastQueueOf;
};

/** The board's reducer wired to its props: cards in, moves out (optimistic, rolled back on a refusal). */
export function useKanban<T extends { id: KanbanCardId }>({
  columns,
  cards,
  columnOf,
  defaultCollapsed,
  onMove,
  toastQueue,
}: Options<T>) {
  const text = useMessage();
  // Keyed by content, not identity: a parent's re-render (a new `columnOf` arrow, an equal array) is no reload.
  const signature = cards.map((card) => `${card.id}:${columnOf(card)}`).join(",");
  const placements = useMemo<KanbanPlacement[]>(
    () =>
      signature === ""
        ? []
        : signature.split(",").map((pair) => {
            const [id, column] = pair.split(":");
            return { id: Number(id), column: Number(column) };
          }),
    [signature],
  );
  const [state, dispatch] = useReducer(kanbanReducer, undefined, () =>
    initialKanbanState(columns, { cards: placements, collapsed: defaultCollapsed }),
  );
  const byId = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  const byIdRef = useRef(byId);
  byIdRef.current = byId;

  // New cards from the container (a reload): the reducer keeps unanswered moves on top of them.
  const loaded = useRef(placements);
  useEffect(() => {
    if (loaded.current === placements) return;
    loaded.current = placements;
    dispatch({ type: "loaded", cards: placements });
  }, [placements]);

  // Effects run once per transition: only a new effects array (not a re-render) shows a toast.
  const textRef = useRef(text);
  textRef.current = text;
  useEffect(() => {
    for (const effect of state.effects) {
      if (effect.type === "toast") {
        showToast(toastQueue, { title: textRef.current(effect.message, effect.values), tone: "danger" });
      }
    }
  }, [state.effects, toastQueue]);

  const nextMoveId = useRef(1);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  const stateRef = useRef(state);
  stateRef.current = state;

  // Stable for the board's life: every column gets the same function, so a drop does not redraw the columns it
  // did not touch (they are memoised on their props).
  const move = useCallback((cardId: KanbanCardId, to: KanbanColumnId, index: number) => {
    const card = byIdRef.current.get(cardId);
    const from = stateRef.current.columns.find((column) => stateRef.current.cards[column]?.includes(cardId));
    if (!card || from === undefined) return;
    const moveId = nextMoveId.current++;
    dispatch({ type: "moveStarted", moveId, cardId, to, index });
    Promise.resolve()
      .then(() => onMoveRef.current(card, { from, to, index }))
      .then(
        () => dispatch({ type: "moveConfirmed", moveId }),
        (reason: unknown) => dispatch({ type: isKanbanMoveCancelled(reason) ? "moveCancelled" : "moveFailed", moveId }),
      );
  }, []);

  const toggleColumn = useCallback((column: KanbanColumnId) => dispatch({ type: "columnToggled", column }), []);

  return { state, byId, move, toggleColumn };
}

/**
 * Each column's cards in board order, the same array as last time while its cards are the same objects: a drop, or
 * a reload that changed one card, gives new arrays to the columns it touched only.
 */
export function useColumnCards<T extends { id: KanbanCardId }>(
  state: {
    readonly columns: readonly KanbanColumnId[];
    readonly cards: Readonly<Record<KanbanColumnId, readonly KanbanCardId[]>>;
  },
  byId: ReadonlyMap<KanbanCardId, T>,
): ReadonlyMap<KanbanColumnId, readonly T[]> {
  const previous = useRef<ReadonlyMap<KanbanColumnId, readonly T[]>>(new Map());
  return useMemo(() => {
    const next = new Map<KanbanColumnId, readonly T[]>();
    for (const column of state.columns) {
      const cards = (state.cards[column] ?? []).flatMap((id) => byId.get(id) ?? []);
      const before = previous.current.get(column);
      next.set(
        column,
        before && before.length === cards.length && before.every((card, i) => card === cards[i]) ? before : cards,
      );
    }
    previous.current = next;
    return next;
  }, [state.columns, state.cards, byId]);
}
