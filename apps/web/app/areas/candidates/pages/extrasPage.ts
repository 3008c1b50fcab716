/**
 * What the candidate area's other pages share: the guard every page loader runs first, the language their public
 * content is read in, and the public site's addresses they link to.
 */
import { localeFromCookieHeader } from "../../../i18n/locale";
import { requireSession } from "../../session";

export const requireCandidate = requireSession({ strategy: "candidates" });

/** The page's language, as the `i18n_redirected` cookie says (the browser's cookie jar after hydration). */
export function pageLocale(request: Request): string {
  const cookies = typeof document === "undefined" ? request.headers.get("cookie") : document.cookie;
  return localeFromCookieHeader(cookies);
}

/** A public job's page (`/jobs/{slug}/{uid}`, the job board's one URL for it). */
export function publicJobHref(job: { slug: string; uid: string }): string {
  return `/jobs/${encodeURIComponent(job.slug)}/${encodeURIComponent(job.uid)}`;
}

/** A course's public page. */
export function publicCourseHref(course: { uid: string }): string {
  return `/courses/${encodeURIComponent(course.uid)}`;
}

/** An insight on the public insights page (its anchor there), or a media mention's article. */
export function publicInsightHref(publication: { uid: string; kind: string; external_url: string | null }): string {
  if (publication.kind === "media" && publication.external_url) return publication.external_url;
  const list = publication.kind === "publication" ? "/home/publications" : "/home/insights";
  return `${list}#p-${encodeURIComponent(publication.uid)}`;
}

/** A date (ISO) as the reader's language writes it, in UTC: the same text on the server and after hydration. */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
}
