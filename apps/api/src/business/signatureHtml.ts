/**
 * The recruiter's e-mail signature arrives as rendered HTML (spec §7 PUT /recruiters/) and goes into e-mails and
 * the profile page, so it is stored only after sanitize-html keeps what the signature layouts use (domain
 * groupCompanies: logo left, logo on top, banner): tables for layout, images, links, inline styles of
 * typography, colour, spacing and borders. Scripts, event handlers, forms, iframes, `javascript:` links and
 * style values that could load anything (url(), expression()) are dropped.
 */
import sanitizeHtml from "sanitize-html";

/** More than any layout needs; keeps a pasted page (or an inline image) out of every e-mail. */
export const SIGNATURE_MAX_LENGTH = 20_000;

const COLOR = /^(#[\da-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]{3,20})$/i;
const LENGTH = /^(0|auto|-?\d+(\.\d+)?(px|pt|em|rem|%))$/i;
const LENGTHS = /^((0|auto|-?\d+(\.\d+)?(px|pt|em|rem|%))\s*){1,4}$/i;
const BORDER =
  /^(none|0|(\d+(\.\d+)?px\s+(solid|dashed|dotted|double)\s+(#[\da-f]{3,8}|rgba?\([\d.\s,%]+\)|[a-z]{3,20})))$/i;
const FONT_FAMILY = /^[\w\s,'"-]{1,120}$/;
const KEYWORD = /^[a-z-]{1,20}$/i;

const everyStyle: Record<string, RegExp[]> = {
  color: [COLOR],
  "background-color": [COLOR],
  "font-family": [FONT_FAMILY],
  "font-size": [LENGTH],
  "font-weight": [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
  "font-style": [/^(normal|italic)$/i],
  "line-height": [/^(normal|\d+(\.\d+)?(px|pt|em|rem|%)?)$/i],
  "letter-spacing": [LENGTH],
  "text-align": [/^(left|right|center|justify)$/i],
  "text-decoration": [/^(none|underline|line-through)$/i],
  "text-transform": [/^(none|uppercase|lowercase|capitalize)$/i],
  "vertical-align": [/^(top|middle|bottom|baseline)$/i],
  "white-space": [/^(normal|nowrap)$/i],
  display: [/^(block|inline|inline-block|table|table-cell|none)$/i],
  width: [LENGTH],
  height: [LENGTH],
  "max-width": [LENGTH],
  "min-width": [LENGTH],
  margin: [LENGTHS],
  "margin-top": [LENGTH],
  "margin-right": [LENGTH],
  "margin-bottom": [LENGTH],
  "margin-left": [LENGTH],
  padding: [LENGTHS],
  "padding-top": [LENGTH],
  "padding-right": [LENGTH],
  "padding-bottom": [LENGTH],
  "padding-left": [LENGTH],
  border: [BORDER],
  "border-top": [BORDER],
  "border-right": [BORDER],
  "border-bottom": [BORDER],
  "border-left": [BORDER],
  "border-radius": [LENGTHS],
  "border-collapse": [/^(collapse|separate)$/i],
  "object-fit": [KEYWORD],
};

const LAYOUT_ATTRIBUTES = ["style", "align", "valign", "width", "height", "dir", "title"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "td",
    "th",
    "colgroup",
    "col",
    "div",
    "span",
    "p",
    // The rich-text field's one heading (ui RichTextField): stored, and shown by publicHtml.
    "h3",
    "br",
    "hr",
    "a",
    "img",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "small",
    "font",
    "ul",
    "ol",
    "li",
  ],
  allowedAttributes: {
    "*": LAYOUT_ATTRIBUTES,
    // target and rel are set by the transform below, whatever came in.
    a: [...LAYOUT_ATTRIBUTES, "href", "target", "rel"],
    img: [...LAYOUT_ATTRIBUTES, "src", "alt", "border"],
    table: [...LAYOUT_ATTRIBUTES, "cellpadding", "cellspacing", "border", "role", "bgcolor"],
    td: [...LAYOUT_ATTRIBUTES, "colspan", "rowspan", "bgcolor"],
    th: [...LAYOUT_ATTRIBUTES, "colspan", "rowspan", "bgcolor"],
    font: [...LAYOUT_ATTRIBUTES, "color", "face", "size"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  // Logos come from our assets or a CDN; `cid:` is how a mail client embeds an attachment.
  allowedSchemesByTag: { img: ["https", "http", "cid"] },
  allowProtocolRelative: false,
  allowedStyles: { "*": everyStyle },
  transformTags: {
    // A link in a signature opens outside the mail, and tells the target nothing about where it came from.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" },
    }),
  },
  disallowedTagsMode: "discard",
};

/** The stored form of a signature: sanitised, trimmed; an empty result is no signature (null). */
export function sanitizeSignature(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === "" ? null : clean;
}
