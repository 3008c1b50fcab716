/**
 * The query cache a server render filled, carried into its page: entry.server writes it in a JSON script element
 * (inert data, so the CSP has nothing to allow), entry.client reads it back into the tab's cache before hydrating,
 * so the components find the loaders' data at once and draw what the server drew.
 */
import type { DehydratedState } from "@tanstack/react-query";

export const QUERY_CACHE_ELEMENT_ID = "seleta-query-cache";

/**
 * JSON that is safe inside `<script>`: `<` is written `\u003c`, so no value (a name, a note) can close the element
 * or open a comment; U+2028/2029 are escaped for the older parsers that end lines on them.
 */
export function serializeQueryCache(state: DehydratedState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The cache a page carries, or undefined (no element, or text that is not a dehydrated cache). */
export function parseQueryCache(text: string | null | undefined): DehydratedState | undefined {
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<DehydratedState> | null;
    return state && Array.isArray(state.queries) && Array.isArray(state.mutations)
      ? (state as DehydratedState)
      : undefined;
  } catch {
    return undefined;
  }
}
