/**
 * A title as a URL segment: unaccented, lower case, words joined by hyphens ("Gestão & Liderança 2026" →
 * "gestao-lideranca-2026"), at most 80 characters cut at a word. Readable, never an identity: pages find their
 * record by its uid and redirect a URL whose segment is not the current one.
 */
export function urlSlug(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= 80) return slug;
  const cut = slug.slice(0, 80);
  return cut.includes("-") ? cut.slice(0, cut.lastIndexOf("-")) : cut;
}
