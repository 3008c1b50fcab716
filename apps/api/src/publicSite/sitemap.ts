/**
 * `/sitemap.xml` of a brand host: its home page, the public pages of spec §2, every public job of the host's
 * business, and what other sources add (`SITEMAP_SOURCES`: the content pages add theirs). Every link is built on
 * the host's configured public origin (publicOrigins.ts), never on the request's Host.
 */
import type { Database } from "../db/client";
/** One `<url>` of a sitemap. `lastmod` is an ISO date or date-time (W3C Datetime). */
import type { SitemapUrl } from "./contentSitemap";
import { contentSitemap } from "./contentSitemap";
import { publicJobLinks } from "./publicJobs";

export type { SitemapUrl } from "./contentSitemap";

/** What a part of the site adds to the sitemap of a business's host, built on that host's origin. */
export type SitemapSource = (db: Database, businessId: number, origin: string) => Promise<SitemapUrl[]>;

/** The protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The public pages of spec §2 that exist on every brand host, as paths. Left out: pages of one record (their
 * sources list them), the samples (a design reference, not content), and the sign-in landings.
 */
export const PUBLIC_SITE_PAGES = [
  "/",
  "/jobs",
  "/contact",
  "/politica_de_privacidade",
  "/termos_de_uso",
  "/termos_de_uso/completo",
] as const;

const staticPages: SitemapSource = async (_db, _businessId, origin) =>
  PUBLIC_SITE_PAGES.map((path) => ({ loc: `${origin}${path}` }));

/** Every public job of the business: `/jobs/{slug}/{uid}`, last changed when the job was. */
const publicJobs: SitemapSource = async (db, businessId, origin) =>
  (await publicJobLinks(db, businessId, SITEMAP_MAX_URLS)).map((job) => ({
    loc: `${origin}/jobs/${encodeURIComponent(job.slug)}/${encodeURIComponent(job.uid)}`,
    lastmod: job.updated_at,
  }));

/** The sitemap's sources, in the order their URLs are listed. Add a part of the site by adding its source here. */
export const SITEMAP_SOURCES: SitemapSource[] = [staticPages, contentSitemap, publicJobs];

/** Text as XML character data or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[char]};`,
  );
}

/** The sitemap document of these URLs (the first `SITEMAP_MAX_URLS`). */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.slice(0, SITEMAP_MAX_URLS).map((url) => {
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : "";
    return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** Every source's URLs for a business's host, in the sources' order. */
export async function sitemapUrls(
  db: Database,
  businessId: number,
  origin: string,
  sources: readonly SitemapSource[] = SITEMAP_SOURCES,
): Promise<SitemapUrl[]> {
  const lists = await Promise.all(sources.map((source) => source(db, businessId, origin)));
  return lists.flat();
}
