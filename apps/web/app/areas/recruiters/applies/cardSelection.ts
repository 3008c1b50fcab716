/**
 * The applies picked on the job's kanban (to add them to a shortlist): the page holds the set, each card's toggle
 * reads and changes it through this context, so a pick redraws the cards in view and not the board.
 */
import { createContext, useContext } from "react";

export type CardSelection = {
  readonly picked: ReadonlySet<number>;
  readonly toggle: (applyId: number) => void;
};

export const CardSelectionContext = createContext<CardSelection | null>(null);

/** The board's selection, or null where a card is drawn without one. */
export function useCardSelection(): CardSelection | null {
  return useContext(CardSelectionContext);
}

/** The set with the apply picked, or left out when it was; a new set, so the page redraws. */
export function toggled(picked: ReadonlySet<number>, applyId: number): ReadonlySet<number> {
  const next = new Set(picked);
  if (!next.delete(applyId)) next.add(applyId);
  return next;
}

/**
 * The picked applies still on the board, in the board's order: one gone since it was picked (moved to another job,
 * deleted by another recruiter) is not sent.
 */
export function pickedOnBoard(cards: readonly { readonly id: number }[], picked: ReadonlySet<number>): number[] {
  return cards.filter((card) => picked.has(card.id)).map((card) => card.id);
}
