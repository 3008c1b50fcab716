/**
 * A candidate's presentation is stored as sanitised HTML (the server's rich-text gate keeps text structure only)
 * and edited as plain text: paragraphs split by a blank line, lines by a line break. These two functions are the
 * only way between the two, so what the recruiter types is what the client reads, and no markup the recruiter types
 * becomes markup: every character is escaped on the way in (the domain's one escape, `escapeHtml`).
 */
import { escapeHtml } from "@seleta/domain";

/** The stored HTML of a typed presentation: one `<p>` per paragraph; nothing typed is none (null). */
export function presentationHtml(text: string): string | null {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
  if (paragraphs.length === 0) return null;
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`).join("");
}

const NAMED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The text a stored presentation reads as: block ends are paragraph breaks, `<br>` a line break, tags dropped. */
export function presentationText(html: string | null): string {
  if (!html) return "";
  const text = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6]|blockquote|ul|ol)\s*>/gi, "\n\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
