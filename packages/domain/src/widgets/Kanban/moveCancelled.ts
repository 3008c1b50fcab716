/**
 * What `onMove` rejects with when the user called the move off (a dialog's Cancel): the board puts the card back
 * without the failure toast, since nothing failed.
 */
export class KanbanMoveCancelled extends Error {
  override readonly name = "KanbanMoveCancelled";

  constructor(message = "The move was cancelled") {
    super(message);
  }
}

export function isKanbanMoveCancelled(reason: unknown): reason is KanbanMoveCancelled {
  return reason instanceof KanbanMoveCancelled;
}
