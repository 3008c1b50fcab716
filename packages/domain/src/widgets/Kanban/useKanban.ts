import { showToast, type ToastQueueOf } from "@seleta/ui";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import {
  initialKanbanState,
  type KanbanCardId,
  type KanbanColumnId,
  type KanbanPlacement,
  kanbanReducer,
} from "../../state/kanban";
import { useMessage } from "./useMessage";

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

  const move = useCallback(
    (cardId: KanbanCardId, to: KanbanColumnId, index: number) => {
      const card = byId.get(cardId);
      const from = stateRef.current.columns.find((column) => stateRef.current.cards[column]?.includes(cardId));
      if (!card || from === undefined) return;
      const moveId = nextMoveId.current++;
      dispatch({ type: "moveStarted", moveId, cardId, to, index });
      Promise.resolve()
        .then(() => onMoveRef.current(card, { from, to, index }))
        .then(
          () => dispatch({ type: "moveConfirmed", moveId }),
          () => dispatch({ type: "moveFailed", moveId }),
        );
    },
    [byId],
  );

  const toggleColumn = useCallback((column: KanbanColumnId) => dispatch({ type: "columnToggled", column }), []);

  return { state, byId, move, toggleColumn };
}
