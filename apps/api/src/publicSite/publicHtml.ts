/**
 * A job's description and requirements as the public site shows them. They are stored sanitised for the recruiter
 * screens (signatureHtml.ts: layout tables, inline styles, images), but the public page is read by anyone and
 * served under a strict Content-Security-Policy, so it keeps text structure only: paragraphs, line breaks, lists,
 * headings, emphasis and links. No style attribute (the CSP would refuse it anyway), no image (a tracking pixel or
 * mixed content on a brand's page), no table; links open elsewhere, pass no referrer and earn no ranking
 * (`nofollow`: the text is not the firm's editorial choice of links).
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "h2", "h3", "h4", "blockquote", "a"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    // The page's own heading is the job's title (h1); a description's headings sit below it.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: "_blank",
        rel: "nofollow noopener noreferrer",
      },
    }),
  },
  // A table's or a div's text stays, without its markup.
  disallowedTagsMode: "discard",
  nonTextTags: ["style", "script", "textarea", "option", "noscript", "template"],
};

/** Stored rich text as the public site may show it; "" for nothing. */
export function publicHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Like `publicHtml`, but null when nothing visible is left (a field the page then leaves out). */
export function optionalPublicHtml(html: string | null | undefined): string | null {
  const clean = publicHtml(html);
  return clean.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") === "" ? null : clean;
}
