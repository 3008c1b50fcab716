/**
 * A title as a URL segment (`/jobs/{slug}/{uid}`): accents removed, lower case, words joined by hyphens, at most
 * `SLUG_MAX_LENGTH` characters cut at a word's end, never empty. The slug only makes a URL readable: the uid names
 * the record, so two titles with one slug are no conflict.
 */

/** Long enough for a job title's meaningful words; search engines show little more of a URL. */
export const SLUG_MAX_LENGTH = 80;

/** What a title made only of symbols (or nothing) becomes: a segment is never empty. */
export const EMPTY_SLUG = "vaga";

export function slugify(title: string | null | undefined, fallback: string = EMPTY_SLUG): string {
  const words = (title ?? "")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) {
      // One word longer than the limit alone is cut; otherwise the slug ends at the last whole word.
      if (!slug) slug = word.slice(0, SLUG_MAX_LENGTH);
      break;
    }
    slug = next;
  }
  return slug || fallback;
}
