/** The public addresses of the site's content (spec §2 routes). */
import type { PublicPublication } from "@seleta/domain/wire";

export function specialtyPath(slug: string): string {
  return `/home/specialties/${encodeURIComponent(slug)}`;
}

export function eventPath(event: { slug: string; uid: string }): string {
  return `/home/events/${encodeURIComponent(event.slug)}/${encodeURIComponent(event.uid)}`;
}

export function coursePath(course: { uid: string }): string {
  return `/courses/${encodeURIComponent(course.uid)}`;
}

/** A publication's anchor on its list's page. */
export function publicationAnchor(publication: Pick<PublicPublication, "uid">): string {
  return `p-${publication.uid}`;
}

/**
 * Where a publication's card leads: a media mention to the outlet's article; the others to their text on their
 * list's page (publications, or insights with research), where the newest ones are on the first page.
 */
export function publicationMeta(publication: Pick<PublicPublication, "uid" | "kind" | "external_url">): {
  href: string | null;
} {
  if (publication.kind === "media") return { href: publication.external_url };
  const list = publication.kind === "publication" ? "/home/publications" : "/home/insights";
  return { href: `${list}#${publicationAnchor(publication)}` };
}

/** A list's next page, keeping its other query values. */
export function pageHref(path: string, page: number, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...query, ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return search ? `${path}?${search}` : path;
}
