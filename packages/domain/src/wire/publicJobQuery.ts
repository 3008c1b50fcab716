/**
 * How the job board reads a visitor's query string (`/jobs?term=…&state=SP&page=2`): leniently. A URL typed,
 * shared, cut or crawled never earns an error page: what cannot be understood is dropped or brought into range,
 * and the answer's `notices` say so, so the page can tell the visitor in their language.
 */
import { brazilianStateCode } from "../catalogues/brazilianStates";
import { findEntry } from "../catalogues/catalogue";
import { hiringRegimes } from "../catalogues/hiringRegimes";
import { workTypes } from "../catalogues/workTypes";
import {
  PUBLIC_JOB_TERM_MAX,
  PUBLIC_JOBS_PER_PAGE,
  type PublicJobSearch,
  type PublicJobSearchNotice,
} from "./publicJobs";

/** The query string as a server parses it: a repeated key comes as a list. */
export type RawPublicJobQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A city filter longer than any city's name is cut to this (no notice: nothing was misread). */
export const PUBLIC_JOB_CITY_MAX = 120;

export type ReadPublicJobQuery = { search: PublicJobSearch; notices: PublicJobSearchNotice[] };

/** The first value of a key, trimmed; undefined when absent or blank. */
function first(raw: RawPublicJobQuery, key: string): string | undefined {
  const value = raw[key];
  const text = typeof value === "string" ? value : value?.[0];
  // Control characters carry no meaning in a search and must not reach the database (NUL is refused there).
  const cleaned = text?.replace(/\p{Cc}+/gu, " ").trim();
  return cleaned ? cleaned : undefined;
}

/** The first `max` characters (code points: a cut never splits an emoji's surrogates), trimmed at the end. */
function cut(text: string, max: number): string {
  return Array.from(text).slice(0, max).join("").trimEnd();
}

function catalogueId(text: string | undefined, isKnown: (id: number) => boolean): number | "unknown" | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text)) return "unknown";
  const id = Number(text);
  return isKnown(id) ? id : "unknown";
}

/**
 * The search a raw query asks for, with what was dropped or changed named in `notices`. `isSpecialty` tells
 * whether a business area's slug exists (the areas are data, not a catalogue). The page is at least 1; whether it
 * is past the last one is known only once the jobs are counted (`pageWithin`).
 */
export function readPublicJobQuery(raw: RawPublicJobQuery, isSpecialty: (slug: string) => boolean): ReadPublicJobQuery {
  const notices = new Set<PublicJobSearchNotice>();
  const search: PublicJobSearch = { page: 1 };

  const term = first(raw, "term")?.replace(/\s+/g, " ");
  if (term !== undefined) {
    if (Array.from(term).length > PUBLIC_JOB_TERM_MAX) notices.add("term_too_long");
    search.term = cut(term, PUBLIC_JOB_TERM_MAX);
  }

  const specialty = first(raw, "specialty")?.toLowerCase();
  if (specialty !== undefined) {
    if (isSpecialty(specialty)) search.specialty = specialty;
    else notices.add("unknown_specialty");
  }

  const state = first(raw, "state");
  if (state !== undefined) {
    const code = brazilianStateCode(state);
    if (code) search.state = code;
    else notices.add("unknown_state");
  }

  const city = first(raw, "city")?.replace(/\s+/g, " ");
  if (city !== undefined) search.city = cut(city, PUBLIC_JOB_CITY_MAX);

  const workType = catalogueId(first(raw, "work_type"), (id) => findEntry(workTypes, id) !== undefined);
  if (workType === "unknown") notices.add("unknown_work_type");
  else if (workType !== undefined) search.work_type = workType;

  const regime = catalogueId(first(raw, "hiring_regime"), (id) => findEntry(hiringRegimes, id) !== undefined);
  if (regime === "unknown") notices.add("unknown_hiring_regime");
  else if (regime !== undefined) search.hiring_regime = regime;

  const page = first(raw, "page");
  if (page !== undefined) {
    // Digits only ("2", "002"); "-1", "abc", "1.5", "1e3" are not a page. A huge number is past the last page.
    if (/^\d+$/.test(page) && Number(page) >= 1) search.page = Math.min(Number(page), Number.MAX_SAFE_INTEGER);
    else notices.add("page_out_of_range");
  }

  return { search, notices: [...notices] };
}

/** The number of pages `total` jobs fill (at least 1: an empty board is one empty page). */
export function pageCount(total: number, perPage: number = PUBLIC_JOBS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page to show once the jobs are counted: a page past the last shows the last one, and says so. */
export function pageWithin(
  page: number,
  total: number,
  perPage: number = PUBLIC_JOBS_PER_PAGE,
): { page: number; outOfRange: boolean } {
  const last = pageCount(total, perPage);
  return page > last ? { page: last, outOfRange: true } : { page, outOfRange: false };
}
