export type PaginationItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page buttons to show: the first and last `boundaries` pages, `siblings` pages either side of the current one,
 * and an ellipsis for each gap. A gap of exactly one page shows that page instead (an ellipsis would hide nothing),
 * so the number of items stays the same as the user pages through — the buttons do not jump under the pointer.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1, boundaries = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  // first/last boundaries + current + siblings on each side + two ellipses
  const slots = 2 * boundaries + 2 * siblings + 3;
  if (pageCount <= slots) return range(1, pageCount);

  const start = range(1, boundaries);
  const end = range(pageCount - boundaries + 1, pageCount);
  const lowest = boundaries + 2 + siblings; // smallest middle centre that needs a leading ellipsis
  const highest = pageCount - boundaries - 1 - siblings;
  const centre = Math.min(Math.max(current, lowest), highest);
  const middle = range(centre - siblings, centre + siblings);

  const head: PaginationItem[] =
    centre - siblings > boundaries + 2 ? ["ellipsis-start"] : range(boundaries + 1, centre - siblings - 1);
  const tail: PaginationItem[] =
    centre + siblings < pageCount - boundaries - 1
      ? ["ellipsis-end"]
      : range(centre + siblings + 1, pageCount - boundaries);
  return [...start, ...head, ...middle, ...tail, ...end];
}
