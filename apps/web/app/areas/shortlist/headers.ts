/**
 * Every answer of the link's pages: for its reviewer only. No shared cache keeps it, no search engine indexes it,
 * and a link followed from it tells the next site nothing of its address (the page named the token once).
 */
export const SHORTLIST_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
} as const;

export function shortlistPageHeaders() {
  return SHORTLIST_PAGE_HEADERS;
}

/** The pages' head: the business's title and no indexing (a page's `meta` replaces the root's). */
export function shortlistPageMeta(matches: readonly ({ id: string; data?: unknown } | undefined)[], title?: string) {
  const root = matches.find((match) => match?.id === "root")?.data as { business?: { title?: string } } | undefined;
  const business = root?.business?.title ?? "Seleta";
  return [
    { title: title ? `${title} · ${business}` : business },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}
