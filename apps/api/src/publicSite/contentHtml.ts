/**
 * The public site's rich texts as the pages show them: what an article needs (paragraphs, headings, lists, quotes,
 * emphasis, links) and nothing that runs, loads or styles — no scripts, no inline styles (the page's CSP allows
 * none), no images or frames inside the text (a content row has its own image). Applied when a text is served, on
 * top of what the API kept when it was written, so rows written by any path (the seed, an import) read the same.
 * Links open as ordinary links; those to another site carry `rel="noopener noreferrer nofollow"`.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "a"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  // The page's <h1> is the row's title: a heading 1 inside the text becomes a heading 2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const attributes: sanitizeHtml.Attributes = { href };
      if (external) attributes.rel = "noopener noreferrer nofollow";
      return { tagName, attribs: attributes };
    },
  },
  disallowedTagsMode: "discard",
};

export function publicHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS).trim() : "";
}

/** A rich text as one line of plain text, cut at a word within `max` characters (cards, meta descriptions). */
export function plainSummary(html: string | null | undefined, max = 200): string {
  const text = sanitizeHtml(html ?? "", { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
