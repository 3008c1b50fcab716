import { BRANDS, shadeForContrast } from "@seleta/brand-themes/brands";
import { formatPhoneByLength } from "@seleta/ui/phone";
import type { Locale } from "../../catalogues/catalogue";
import { groupCompanyEntry, type SignatureLayout } from "../../catalogues/groupCompanies";
import { escapeHtml } from "../../format/html";
import { phoneHref } from "../../format/phone";
import { phoneDigits } from "../../rules/phone";
import { EMAIL_PATTERN, withUrlScheme } from "../../rules/text";

/** What a signature shows; every value may still be blank while the recruiter types (the live preview). */
export type SignatureValues = {
  readonly name?: string | null;
  readonly title?: string | null;
  readonly email?: string | null;
  readonly linkedin?: string | null;
  readonly mobile_phone?: string | null;
  readonly phone?: string | null;
};

/** Spec §2: the texts a preview shows where a value is still empty ("Nome", "Cargo", "Telefone", "E-mail"). */
export type SignaturePlaceholders = {
  readonly name: string;
  readonly title: string;
  readonly phone: string;
  readonly email: string;
};

export type RenderSignatureOptions = {
  /** The company's name and the labels in this language (pt-BR by default: recruiters write in Portuguese). */
  readonly locale?: Locale;
  /** Shown for empty values in the live preview; the stored signature leaves empty lines out instead. */
  readonly placeholders?: SignaturePlaceholders;
  /**
   * An absolute https address of the company's logo as a PNG. E-mail clients block SVG and data: images, so
   * without one the company's name is set in its colour instead of a picture.
   */
  readonly logoUrl?: string;
};

const FONT = "Arial, Helvetica, sans-serif";
const TEXT = "#1c1c1c";
const MUTED = "#525252";
const PLACEHOLDER = "#767676";
/** Outlook and Gmail keep inline styles on table cells; they drop <style>, classes, flex and grid. */
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"';

const blank = (value: string | null | undefined): value is null | undefined | "" => !value || value.trim() === "";

/** An http(s) address with a dotted host name: `https://javascript:alert(1)` is not one. */
const WEB_ADDRESS = /^https?:\/\/[a-z\d-]+(\.[a-z\d-]+)*\.[a-z]{2,}(:\d+)?([/?#][^\s"'<>]*)?$/i;

/** Only links a mail client can open safely: http(s) pages, `mailto:` and `tel:`; anything else is dropped. */
function safeHref(href: string): string | null {
  return WEB_ADDRESS.test(href) || /^(mailto:[^\s"'<>]+|tel:\+?\d+)$/i.test(href) ? href : null;
}

function link(href: string | null, text: string, color: string): string {
  const escaped = escapeHtml(text);
  const safe = href ? safeHref(href) : null;
  if (!safe) return escaped;
  return `<a href="${escapeHtml(safe)}" style="color:${color};text-decoration:none;">${escaped}</a>`;
}

type Line = { html: string; placeholder: boolean };

function textLine(value: string | null | undefined, placeholder: string | undefined): Line | null {
  if (!blank(value)) return { html: escapeHtml(value.trim()), placeholder: false };
  return placeholder ? { html: escapeHtml(placeholder), placeholder: true } : null;
}

function contactLines(values: SignatureValues, accent: string, placeholders?: SignaturePlaceholders): Line[] {
  const lines: Line[] = [];
  const phones = [values.mobile_phone, values.phone].filter((phone) => !blank(phone) && phoneDigits(phone ?? ""));
  if (phones.length > 0) {
    lines.push({
      html: phones.map((phone) => link(phoneHref(phone ?? ""), formatPhoneByLength(phone ?? ""), TEXT)).join(" | "),
      placeholder: false,
    });
  } else if (placeholders) {
    lines.push({ html: escapeHtml(placeholders.phone), placeholder: true });
  }
  const email = values.email?.trim() ?? "";
  if (email) {
    const valid = EMAIL_PATTERN.test(email);
    lines.push({ html: link(valid ? `mailto:${email}` : null, email, accent), placeholder: false });
  } else if (placeholders) {
    lines.push({ html: escapeHtml(placeholders.email), placeholder: true });
  }
  // A link with another scheme (javascript:, data:) is left out rather than shown as a dead text.
  const linkedin = blank(values.linkedin) ? null : safeHref(withUrlScheme(values.linkedin));
  if (linkedin) lines.push({ html: link(linkedin, "LinkedIn", accent), placeholder: false });
  return lines;
}

function paragraph(line: Line, style: string): string {
  const color = line.placeholder ? `color:${PLACEHOLDER};font-style:italic;` : "";
  return `<p style="margin:0;padding:0;font-family:${FONT};${style}${color}">${line.html}</p>`;
}

type Parts = {
  name: Line | null;
  title: Line | null;
  contacts: Line[];
  company: string;
  website: string;
  accent: string;
  logo: string;
};

function identity({ name, title, company, accent }: Parts): string {
  return [
    name ? paragraph(name, `font-size:16px;line-height:20px;font-weight:bold;color:${accent};`) : "",
    title ? paragraph(title, `font-size:13px;line-height:18px;color:${MUTED};`) : "",
    company
      ? paragraph({ html: escapeHtml(company), placeholder: false }, `font-size:13px;line-height:18px;color:${TEXT};`)
      : "",
  ].join("");
}

function contacts({ contacts: lines }: Parts): string {
  return lines.map((line) => paragraph(line, `font-size:12px;line-height:18px;color:${TEXT};`)).join("");
}

function websiteLink({ website, accent }: Parts): string {
  const label = website.replace(/^https?:\/\//, "");
  return paragraph({ html: link(website, label, accent), placeholder: false }, "font-size:12px;line-height:18px;");
}

/** Spec §2: the layout depends on the company. Each is a table a mail client lays out without CSS support. */
const LAYOUTS: Readonly<Record<SignatureLayout, (parts: Parts) => string>> = {
  logoLeft: (parts) =>
    `<table ${TABLE}><tr>` +
    `<td style="padding:0 16px 0 0;vertical-align:middle;border-right:3px solid ${parts.accent};">${parts.logo}</td>` +
    `<td style="padding:0 0 0 16px;vertical-align:middle;">${identity(parts)}` +
    `<div style="height:8px;line-height:8px;font-size:8px;">&nbsp;</div>${contacts(parts)}${websiteLink(parts)}</td>` +
    "</tr></table>",
  logoTop: (parts) =>
    `<table ${TABLE}>` +
    `<tr><td style="padding:0 0 8px 0;border-bottom:2px solid ${parts.accent};">${parts.logo}</td></tr>` +
    `<tr><td style="padding:8px 0 0 0;">${identity(parts)}</td></tr>` +
    `<tr><td style="padding:8px 0 0 0;">${contacts(parts)}${websiteLink(parts)}</td></tr>` +
    "</table>",
  banner: (parts) =>
    `<table ${TABLE}>` +
    `<tr><td style="padding:0 0 8px 0;">${identity(parts)}</td></tr>` +
    `<tr><td style="padding:0 0 8px 0;">${contacts(parts)}</td></tr>` +
    `<tr><td style="padding:8px 12px;background-color:${parts.accent};">` +
    `<p style="margin:0;padding:0;font-family:${FONT};font-size:13px;line-height:18px;font-weight:bold;color:#ffffff;">` +
    `${escapeHtml(parts.company)} &middot; ${link(parts.website, parts.website.replace(/^https?:\/\//, ""), "#ffffff")}</p>` +
    "</td></tr></table>",
};

function logo(company: string, accent: string, logoUrl: string | undefined): string {
  const url = logoUrl?.startsWith("https://") && WEB_ADDRESS.test(logoUrl) ? logoUrl : null;
  if (url) {
    return `<img src="${escapeHtml(url)}" alt="${escapeHtml(company)}" width="120" style="display:block;border:0;width:120px;height:auto;">`;
  }
  return `<p style="margin:0;padding:0;font-family:${FONT};font-size:18px;line-height:22px;font-weight:bold;color:${accent};">${escapeHtml(company)}</p>`;
}

/**
 * The recruiter's e-mail signature as HTML that survives e-mail clients (spec §2, §7 `PUT /recruiters/` stores
 * it): nested tables, inline styles only, no classes, no scripts, no external CSS, every value escaped and every
 * link checked. `company` is a group company id (catalogue `groupCompanies`); its brand gives the colours and its
 * layout the arrangement. The editor's live preview renders this same HTML, so what the recruiter sees is what
 * their e-mails carry.
 */
export function renderSignatureHtml(
  values: SignatureValues,
  company: number | null | undefined,
  options: RenderSignatureOptions = {},
): string {
  const locale = options.locale ?? "pt-BR";
  const entry = company == null ? undefined : groupCompanyEntry(company);
  const brand = BRANDS[(entry?.brand ?? "default") as keyof typeof BRANDS] ?? BRANDS.default;
  // The brand's primary, darkened where needed so it reads as text on white and white reads on it.
  const accent = shadeForContrast(brand.tokens.colors.primary, "#ffffff");
  const companyName = entry?.label[locale] ?? "";
  const parts: Parts = {
    name: textLine(values.name, options.placeholders?.name),
    title: textLine(values.title, options.placeholders?.title),
    contacts: contactLines(values, accent, options.placeholders),
    company: companyName,
    website: entry?.website ?? "",
    accent,
    logo: logo(companyName, accent, options.logoUrl),
  };
  if (!entry) {
    // No company yet: the preview still shows the person, without a company's layout.
    return `<table ${TABLE}><tr><td>${identity(parts)}${contacts(parts)}</td></tr></table>`;
  }
  return LAYOUTS[entry.layout](parts);
}
