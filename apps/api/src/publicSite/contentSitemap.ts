/**
 * The public site's content pages in a brand's sitemap: the content lists (home, publications, insights, media,
 * solutions, programmes, history, events, courses), every business area's page, and each published event's and
 * course's page of the business, with when it last changed. URLs are built on the brand's configured origin
 * (never a request's Host); the event's address is its canonical one (its title's slug and its uid).
 */
import { slugify } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { c_talks_events, category_sectors, courses } from "../db/schema";

/** One entry of a sitemap (publicSite/sitemap.ts). */
export type SitemapUrl = { loc: string; lastmod?: string | undefined };

/** One `<url>` of a sitemap (sitemaps.org): the absolute address and, when known, its last change (ISO 8601). */

/** The content lists every brand's site has. */
export const CONTENT_LIST_PATHS = [
  "/home",
  "/home/publications",
  "/home/insights",
  "/home/midia",
  "/home/solutions",
  "/home/programs",
  "/home/nossa-trajetoria",
  "/home/specialties",
  "/home/event",
  "/home/posEvent",
  "/courses",
] as const;

function isoOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The business's content pages under `origin` (`https://tech.seleta.com.br`, no trailing slash). */
export async function contentSitemap(db: Database, businessId: number, origin: string): Promise<SitemapUrl[]> {
  const base = origin.replace(/\/+$/, "");
  const [areas, events, published] = await Promise.all([
    queryRows<{ slug: string; updated_at: unknown }>(
      db,
      sql`select slug, updated_at from ${category_sectors} where slug is not null and slug <> ''
          order by position asc nulls last, id asc`,
    ),
    queryRows<{ uid: string; title: string; updated_at: unknown }>(
      db,
      sql`select uid, title, updated_at from ${c_talks_events}
          where business_id = ${businessId} and published is true and uid is not null order by starts_at desc`,
    ),
    queryRows<{ uid: string; updated_at: unknown }>(
      db,
      sql`select uid, updated_at from ${courses}
          where business_id = ${businessId} and published is true and uid is not null order by id desc`,
    ),
  ]);
  const withLastmod = (loc: string, updatedAt: unknown): SitemapUrl => {
    const lastmod = isoOf(updatedAt);
    return lastmod ? { loc, lastmod } : { loc };
  };
  return [
    ...CONTENT_LIST_PATHS.map((path) => ({ loc: `${base}${path}` })),
    ...areas.map((area) => withLastmod(`${base}/home/specialties/${encodeURIComponent(area.slug)}`, area.updated_at)),
    ...events.map((event) =>
      withLastmod(
        `${base}/home/events/${encodeURIComponent(slugify(event.title, "evento"))}/${encodeURIComponent(event.uid)}`,
        event.updated_at,
      ),
    ),
    ...published.map((course) => withLastmod(`${base}/courses/${encodeURIComponent(course.uid)}`, course.updated_at)),
  ];
}
