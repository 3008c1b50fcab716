/**
 * Spec §3/§6: someone outside the accounts opens a shortlist with a per-shortlist token, kept locally as
 * "shortlist id, separator, token" and sent as a bearer header.
 */
export const SHORTLIST_ACCESS_SEPARATOR = ":";

export type ShortlistAccess = { readonly shortlistId: string; readonly token: string };

export function shortlistAccessEntry(shortlistId: string | number, token: string): string {
  return `${shortlistId}${SHORTLIST_ACCESS_SEPARATOR}${token}`;
}

export function parseShortlistAccess(entry: string): ShortlistAccess | null {
  const at = entry.indexOf(SHORTLIST_ACCESS_SEPARATOR);
  if (at <= 0 || at === entry.length - 1) return null;
  return { shortlistId: entry.slice(0, at), token: entry.slice(at + 1) };
}

/** The Authorization header for a shortlist, from the entries kept locally; null when there is no token for it. */
export function shortlistAuthorization(entries: readonly string[], shortlistId: string | number): string | null {
  const wanted = String(shortlistId);
  // The newest entry wins: a re-sent link replaces an older token.
  for (const entry of [...entries].reverse()) {
    const access = parseShortlistAccess(entry);
    if (access?.shortlistId === wanted) return `Bearer ${access.token}`;
  }
  return null;
}

/** Keeps one entry per shortlist, the newest last. */
export function rememberShortlistAccess(
  entries: readonly string[],
  shortlistId: string | number,
  token: string,
): string[] {
  const wanted = String(shortlistId);
  return [
    ...entries.filter((entry) => parseShortlistAccess(entry)?.shortlistId !== wanted),
    shortlistAccessEntry(wanted, token),
  ];
}

/**
 * A link's token kept by the browser after the first open (the link's pages): an HttpOnly cookie of this name,
 * scoped to the shortlist's own path (`shortlistReviewPath`), so the browser sends it to that shortlist's pages only.
 */
export const SHORTLIST_TOKEN_COOKIE = "seleta_shortlist";

/** The review's page of a relationship opened by link (spec §2 `/shortlist/{id}`): the cookie's path too. */
export function shortlistReviewPath(uid: string): string {
  return `/shortlist/${encodeURIComponent(uid)}`;
}
