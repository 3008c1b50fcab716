/**
 * What a rich text may hold, React-free and editor-free (also `@seleta/ui/rich-text`, which the API's tests read):
 * the structure the editor can make is exactly what the server's two gates keep — the stored form
 * (`sanitizeSignature`, apps/api business/signatureHtml.ts) and the form pages and clients are shown
 * (`publicHtml`, apps/api publicSite/publicHtml.ts). Anything wider would be typed, shown while editing, then lost
 * on save; `richTextExtensions.test.ts` holds the editor's schema to this list and the API's gate test holds the
 * gates to `RICH_TEXT_SAMPLE`.
 */

/** Every element the editor writes. */
export const RICH_TEXT_TAGS = ["p", "h3", "strong", "em", "ul", "ol", "li", "a", "br"] as const;

/** The attributes each element may carry; the gates set a link's `target` and `rel` themselves. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ["href", "target", "rel"] };

/** Where a link may point: the web and mail, never `javascript:`, `data:` or a relative path. */
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto"] as const;

/** A link's `target` and `rel` as the editor writes them: a new tab that learns nothing of where it came from. */
export const RICH_TEXT_LINK_TARGET = "_blank";
export const RICH_TEXT_LINK_REL = "noopener noreferrer nofollow";

/** Whether a link's address is one a rich text may hold. */
export function isRichTextHref(href: string | null | undefined): boolean {
  if (!href) return false;
  const match = /^([a-z][a-z\d+.-]*):/i.exec(href.trim());
  return match?.[1] !== undefined && (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(match[1].toLowerCase());
}

/**
 * An address as typed into the link box, made absolute: `exemplo.com` is `https://exemplo.com`, an e-mail address is
 * a `mailto:`; null when it cannot be a rich text's link.
 */
export function richTextHref(typed: string): string | null {
  const text = typed.trim();
  if (text === "") return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) return isRichTextHref(text) ? text : null;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return `mailto:${text}`;
  return /^[^\s/.]+(\.[^\s/.]+)+([/?#]\S*)?$/.test(text) ? `https://${text}` : null;
}

/**
 * The HTML the editor writes for one document holding every element and attribute it can make, byte for byte: the
 * editor's test compares its output with it, the API's gate test passes it through both gates.
 */
export const RICH_TEXT_SAMPLE =
  "<h3>Resumo</h3>" +
  "<p>Executiva com <strong>15 anos</strong> em <em>finanças</em>, <strong><em>CFO</em></strong> desde 2019.<br>Perfil: " +
  `<a target="${RICH_TEXT_LINK_TARGET}" rel="${RICH_TEXT_LINK_REL}" href="https://exemplo.com/perfil">exemplo.com</a> e ` +
  `<a target="${RICH_TEXT_LINK_TARGET}" rel="${RICH_TEXT_LINK_REL}" href="mailto:ana@exemplo.com">ana@exemplo.com</a></p>` +
  "<ul><li><p>Fusões &amp; aquisições</p></li><li><p>Equipe de 40 pessoas</p></li></ul>" +
  "<ol><li><p>Disponível em 30 dias</p></li><li><p>Aceita mudar de cidade</p></li></ol>";

/**
 * The field's value as it is posted and stored: the editor's HTML, or "" when it holds no text (an empty editor
 * writes `<p></p>`, which would read as a presentation or description that is there and says nothing).
 */
export function richTextValue(html: string | null | undefined): string {
  // The editor keeps an empty paragraph after a list or heading that ends the text, so the caret has somewhere to go.
  const value = (html ?? "").trim().replace(/(<p><\/p>)+$/, "");
  return richTextIsEmpty(value) ? "" : value;
}

/** Whether HTML shows no text: only tags, spaces and line breaks. */
export function richTextIsEmpty(html: string | null | undefined): boolean {
  return (html ?? "").replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;|\s/g, "") === "";
}

/** Elements the editor reads as ones it writes (`<b>` as bold, `<i>` as italic): opened and saved, nothing is lost. */
const READ_AS_WRITTEN: readonly string[] = ["b", "i"];

/**
 * Whether the editor can hold `html` without losing any of it: only the elements it writes (and `<b>`, `<i>`), each
 * with only the attributes it may carry, links to the web or a mail address, no comments. HTML made elsewhere — a
 * mail's layout of tables, images and inline styles, which the stored gate keeps — is not: the field edits it as
 * HTML in its text area, where nothing is dropped, rather than open it in an editor that would drop what it cannot
 * write. A look at the markup, not a parser: whatever it misreads is shown as HTML, never lost.
 */
export function richTextEditorKeeps(html: string | null | undefined): boolean {
  const text = html ?? "";
  if (text.includes("<!")) return false;
  for (const [, name = "", rest = ""] of text.matchAll(/<\s*\/?\s*([a-z][a-z0-9-]*)([^>]*)>/gi)) {
    const tag = name.toLowerCase();
    if (!(RICH_TEXT_TAGS as readonly string[]).includes(tag) && !READ_AS_WRITTEN.includes(tag)) return false;
    const allowed = RICH_TEXT_ATTRIBUTES[tag] ?? [];
    for (const [, attribute = "", value = ""] of rest.matchAll(
      /([^\s=/"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g,
    )) {
      if (!allowed.includes(attribute.toLowerCase())) return false;
      if (attribute.toLowerCase() === "href" && !isRichTextHref(value.replace(/^["']|["']$/g, ""))) return false;
    }
  }
  return true;
}
