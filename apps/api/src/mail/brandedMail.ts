/**
 * The firm's mails to people outside it (a shortlist to a client's contact) in the look of the brand the business is
 * served under: its name as the header, its primary colour on the header and the button, the sender's signature,
 * a footer. Mail clients render little CSS and no SVG (the brands' logos are SVG), so the layout is a table with
 * inline styles and the brand's name as text. Every text is escaped here; the signature is HTML that passed the
 * signature gate when it was stored (business/signatureHtml.ts) and goes in as it is.
 */
import { readableOn, shadeForContrast } from "@seleta/brand-themes/brands";
import { escapeHtml, type Locale } from "@seleta/domain";

/** What a business's mails look like: from its site configuration over its brand's defaults. */
export type MailLook = {
  /** The name the recipient knows the firm by (the site's title). */
  name: string;
  /** The brand's primary colour, `#rrggbb`. */
  primary: string;
};

export type BrandedMailContent = {
  locale: Locale;
  /** The mail's one heading, above the text. */
  heading: string;
  /** Plain text, one paragraph each. */
  paragraphs: readonly string[];
  /** The one thing the mail asks of its reader. */
  action: { label: string; href: string };
  /** The sender's signature (stored sanitised), or nothing. */
  signatureHtml?: string | null;
  /** A line under everything: why the reader got this mail. */
  footer: string;
};

/**
 * A link of our own (built from the business's public origin and a path), never a value a user typed: anything but
 * http(s) is refused, so that a mistake cannot put a `javascript:` link in a button.
 */
function safeHref(href: string): string {
  const url = new URL(href);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`Not a web link: ${url.protocol}`);
  return url.toString();
}

/** The mail's HTML body (the outbox adds its text part from it). */
export function brandedMailHtml(look: MailLook, content: BrandedMailContent): string {
  const onPrimary = readableOn(look.primary);
  // The button's colour is the brand's, darkened or lightened until its label reads (WCAG AA).
  const button = shadeForContrast(look.primary, onPrimary);
  const paragraphs = content.paragraphs
    .map((text) => `<p style="margin:0 0 16px 0">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  const signature = content.signatureHtml?.trim() ? `<div style="margin-top:24px">${content.signatureHtml}</div>` : "";
  return `<!doctype html>
<html lang="${content.locale}">
<body style="margin:0;padding:0;background-color:#f4f4f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f4f4f5">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background-color:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1f1f23;font-size:15px;line-height:1.5">
<tr><td style="background-color:${button};color:${onPrimary};padding:16px 24px;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(look.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px 0;font-size:20px;line-height:1.3">${escapeHtml(content.heading)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(safeHref(content.action.href))}" style="display:inline-block;background-color:${button};color:${onPrimary};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
${signature}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:12px;color:#52525b">${escapeHtml(content.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
