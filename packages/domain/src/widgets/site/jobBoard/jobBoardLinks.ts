/**
 * The job board's addresses, as pure functions: a job's public URL, a search's pages, the way to apply, the share
 * links. The pages and the widgets build every link of the board here, so a link and the page that answers it never
 * disagree.
 */
import { loginPath } from "../../../permissions/navigation";
import type { PublicJobSearch } from "../../../wire/publicJobs";

/** The board's search fields, as the query string names them (`/jobs?term=…&work_type=2`) and the API reads them. */
export const JOB_SEARCH_FIELDS = ["term", "specialty", "state", "city", "work_type", "hiring_regime"] as const;
export type JobSearchField = (typeof JOB_SEARCH_FIELDS)[number];
/** A search as text, the way a form and a query string hold it; an absent or empty field searches everything. */
export type JobSearchValues = Partial<Record<JobSearchField, string>>;

/** Where the board lives: its search form's action and its first page. */
export const JOB_BOARD_PATH = "/jobs";

/** `/jobs/{slug}/{uid}`: a job's one public URL (any other slug redirects here). */
export function publicJobPath(job: { slug: string; uid: string }): string {
  return `${JOB_BOARD_PATH}/${encodeURIComponent(job.slug)}/${encodeURIComponent(job.uid)}`;
}

/**
 * The words a `/jobs/{job_title}` address searches for: its slug's words (`engenheiro-de-software` → "engenheiro
 * de software"). The board's search ignores accents and case, so a slug written without them finds the titles that
 * have them.
 */
export function slugSearchTerm(slug: string): string {
  return slug.replace(/[-_+\s]+/g, " ").trim();
}

/** The search the API applied, as the form's values: what the visitor sees filled in is what was searched. */
export function jobSearchValues(search: Omit<PublicJobSearch, "page">): JobSearchValues {
  const values: JobSearchValues = {};
  for (const field of JOB_SEARCH_FIELDS) {
    const value = search[field];
    if (value !== undefined && value !== "") values[field] = String(value);
  }
  return values;
}

/** The search fields of a query string, and nothing else: what the page hands the API. */
export function jobSearchQuery(params: URLSearchParams): JobSearchValues & { page?: string } {
  const query: JobSearchValues & { page?: string } = {};
  for (const field of [...JOB_SEARCH_FIELDS, "page"] as const) {
    const value = params.get(field);
    if (value !== null && value.trim() !== "") query[field] = value;
  }
  return query;
}

/**
 * One page of a search: `path` with the search's non-empty fields (in a fixed order, so one search has one URL)
 * and `page` when past the first.
 */
export function jobSearchHref(path: string, values: JobSearchValues, page = 1): string {
  const params = new URLSearchParams();
  for (const field of JOB_SEARCH_FIELDS) {
    const value = values[field]?.trim();
    if (value) params.set(field, value);
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A pagination bar's items: page numbers, and gaps where pages are left out. */
export type PageItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The pages a pagination bar links to: the first, the last, and the current one with its neighbours; a gap stands
 * for the pages between. Never more than seven items, whatever the number of pages.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages));
  // A gap of one page is shown as that page: "1 … 3" would hide less than it takes.
  if (shown.has(3) && !shown.has(2) && shown.has(1)) shown.add(2);
  if (shown.has(pages - 2) && !shown.has(pages - 1) && shown.has(pages)) shown.add(pages - 1);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page });
  }
  return items;
}

/**
 * The candidate portal's page that applies to a job (spec: the candidate route `jobs/{job_uid?}/applies/new`).
 */
export function candidateApplyPath(uid: string): string {
  return `/candidates/jobs/${encodeURIComponent(uid)}/applies/new`;
}

/**
 * The Apply button's link: the candidates' sign-in, which brings the visitor back to the job's application once
 * signed in or signed up (the guard table's own rule, `loginPath`). A signed-in candidate goes straight on there.
 */
export function applyHref(uid: string): string {
  return loginPath("candidates", candidateApplyPath(uid));
}

export const SHARE_NETWORKS = ["linkedin", "whatsapp", "x", "email"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Each network's share link for a page: plain links, no script of theirs on ours. */
export function shareHref(network: ShareNetwork, url: string, title: string): string {
  const encodedUrl = encodeURIComponent(url);
  switch (network) {
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case "x":
      return `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`;
    case "email":
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}`;
  }
}
