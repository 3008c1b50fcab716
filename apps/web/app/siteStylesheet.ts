/**
 * A document layout's one stylesheet (scripts/documentStylesheets.ts: the public site's, a shortlist link's) holds
 * the CSS of that layout's pages only: the layout's loader names it in its data (`siteStylesheet`, null when the build
 * made none), and the root links it instead of each module's files. Another document (the candidate area's) links its
 * own files.
 */
export type SiteStylesheetData = { readonly siteStylesheet: string | null };

/** The stylesheet a route's loader data names, if any. */
export function siteStylesheetOf(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null || !("siteStylesheet" in data)) return undefined;
  const href = (data as { siteStylesheet: unknown }).siteStylesheet;
  return typeof href === "string" && href !== "" ? href : undefined;
}
