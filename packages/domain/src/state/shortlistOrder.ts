/**
 * A shortlist's order as the recruiter changes it: the apply ids first to last. A drag and a keyboard move both end
 * as "put this candidate at that place", and the server takes the whole order (`PUT …/order`: exactly the applies
 * it holds, each once), so a move answers a new whole order and never adds, drops or repeats an id.
 */
export type ShortlistOrder = readonly number[];

/**
 * The order with `applyId` at `toIndex`, counted among the others (the moved one leaves its place first); an index
 * past either end is clamped. An id the order does not hold leaves it as it is: the same array, so callers can tell
 * that nothing moved.
 */
export function moveInShortlistOrder(order: ShortlistOrder, applyId: number, toIndex: number): ShortlistOrder {
  const from = order.indexOf(applyId);
  if (from < 0) return order;
  const rest = order.filter((id) => id !== applyId);
  const at = Math.min(Math.max(0, Math.trunc(toIndex)), rest.length);
  if (at === from) return order;
  return [...rest.slice(0, at), applyId, ...rest.slice(at)];
}

/**
 * Where a drop lands among the others when it is `before` or `after` the candidate `targetId` (react-aria's drop
 * target): the index to give `moveInShortlistOrder`.
 */
export function shortlistDropIndex(
  order: ShortlistOrder,
  applyId: number,
  targetId: number,
  position: "before" | "after" | "on",
): number {
  const rest = order.filter((id) => id !== applyId);
  const at = rest.indexOf(targetId);
  return at < 0 ? rest.length : at + (position === "after" ? 1 : 0);
}
