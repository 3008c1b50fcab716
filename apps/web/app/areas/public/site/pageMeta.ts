/**
 * What search engines and link previews read of a public page: `<title>`, meta description, canonical URL, Open
 * Graph and Twitter card tags. Every public page's `meta` returns `publicPageMeta(matches, page)`: a route's `meta`
 * replaces its parents', so the title is always set here. URLs are absolute on the site's configured origin (the
 * business configuration's `origin`, never the request's Host); without one, canonical and `og:url` are left out
 * rather than guessed.
 */
import type { MetaDescriptor } from "react-router";
import type { PageBusiness } from "../../../business/pageBusiness";

export type PublicPage = {
  /** The page's own title; the site's title is appended ("Vagas · Seleta Tech"). */
  title: string;
  /** One or two sentences, what a search result shows under the title (cut at 160 characters). */
  description: string;
  /** The page's canonical path (`/jobs/gerente-de-vendas/8f3k…`), with only the query that changes its content. */
  path: string;
  /** An image for link previews, absolute or root-relative. */
  image?: string | null | undefined;
  type?: "website" | "article";
};

type RootData = { business?: PageBusiness; locale?: string } | undefined;
type MatchLike = { id: string; data?: unknown } | undefined;

const DESCRIPTION_MAX = 160;

/** The root route's data among a `meta` function's matches: the site's title, origin and language. */
function siteOf(matches: readonly MatchLike[]): { title: string; origin: string | null; locale: string } {
  const root = matches.find((match) => match?.id === "root")?.data as RootData;
  return {
    title: root?.business?.title ?? "Seleta",
    origin: root?.business?.origin ?? null,
    locale: root?.locale ?? "pt-BR",
  };
}

/** `https://site` + `/path`; an absolute URL stays as it is; `null` when there is no origin to build on. */
export function absoluteUrl(origin: string | null, path: string): string | null {
  if (/^https?:\/\//i.test(path)) return path;
  return origin ? `${origin}${path.startsWith("/") ? path : `/${path}`}` : null;
}

/** A description a search engine shows whole: one line of plain text, at most 160 characters, cut at a word. */
export function metaDescription(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length).trimEnd()}…`;
}

export function publicPageMeta(matches: readonly MatchLike[], page: PublicPage): MetaDescriptor[] {
  const site = siteOf(matches);
  const title = page.title && page.title !== site.title ? `${page.title} · ${site.title}` : site.title;
  const description = metaDescription(page.description);
  const url = absoluteUrl(site.origin, page.path);
  const image = page.image ? absoluteUrl(site.origin, page.image) : null;
  return [
    { title },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url } as const, { property: "og:url", content: url }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.title },
    { property: "og:title", content: page.title || site.title },
    { property: "og:description", content: description },
    { property: "og:locale", content: site.locale === "en" ? "en_US" : "pt_BR" },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}
