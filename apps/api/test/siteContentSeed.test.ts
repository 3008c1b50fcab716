/**
 * The demo's site content: each business (each brand host) shows its own set in both languages, with upcoming and
 * past events, and the group's nine business areas keep the slugs job filters and links use, never doubled.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { withBulkTransaction } from "../src/seed/bulkLoad";
import { seedSiteContent } from "../src/seed/siteContent";
import { DEFAULT_DATABASE } from "./support/databases";
import { insert } from "./support/fixtures";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

const SLUGS = [
  "engenharia",
  "tecnologia",
  "recursos-humanos",
  "financas-e-tributos",
  "juridico",
  "compliance",
  "vendas",
  "oleo",
  "gas",
];

describe.each(DEFAULT_DATABASE)("the demo's site content on %s", (kind) => {
  let context: SignedInWorld;
  const get = (host: string, path: string, language = "pt-BR") =>
    context.call("GET", path, { headers: { host, "accept-language": language } });

  beforeAll(async () => {
    context = await signedInWorld(kind, "site-content-seed");
    const db = context.server.db;
    const finance = await insert(db, schema.businesses, { name: "Seleta Finance & Legal", active: true });
    await insert(db, schema.site_configs, { domain: "finance.localhost", business_id: finance, title: "Finance" });
    // Another step of the seed may have added an area already, with its slug and name only.
    await insert(db, schema.category_sectors, { name: "Tecnologia", slug: "tecnologia" });
    const ids = [context.world.business, context.world.otherBusiness, finance];
    await withBulkTransaction(db, (tx) => seedSiteContent(tx, ids));
  });
  afterAll(async () => {
    await context?.close();
  });

  it("gives each brand host a distinct home in pt-BR and in English", async () => {
    const titles = new Set<string>();
    for (const host of ["localhost", "tech.localhost", "finance.localhost"]) {
      for (const language of ["pt-BR", "en"]) {
        const home = (await get(host, "/public/home", language)).json();
        expect(home.publications, `${host} ${language}`).toHaveLength(3);
        expect(home.events.length, `${host} ${language}`).toBeGreaterThanOrEqual(2);
        expect(home.solutions, `${host} ${language}`).toHaveLength(3);
        const first = home.publications[0].title as string;
        expect(titles.has(first), first).toBe(false);
        titles.add(first);
      }
      const past = (await get(host, "/public/events?when=past")).json();
      expect(past.events.length, host).toBeGreaterThanOrEqual(2);
      const media = (await get(host, "/public/publications?kind=media")).json();
      expect(media.publications[0].external_url, host).toMatch(/^https:\/\//);
      const courses = (await get(host, "/public/courses", "en")).json();
      expect(courses).toMatchObject({ locale: "en" });
      expect(courses.courses.length, host).toBeGreaterThanOrEqual(2);
      for (const path of ["/public/programs", "/public/milestones"]) {
        const answer = (await get(host, path, "en")).json();
        expect(answer.locale, `${host} ${path}`).toBe("en");
      }
    }
  });

  it("has the nine business areas of spec §2 in order, each slug once, in both languages", async () => {
    const portuguese = (await get("localhost", "/public/specialties")).json();
    const english = (await get("localhost", "/public/specialties", "en")).json();
    expect(portuguese.areas.map((area: { slug: string }) => area.slug)).toEqual(SLUGS);
    expect(english.areas.map((area: { name: string }) => area.name)).toEqual([
      "Engineering",
      "Technology",
      "Human Resources",
      "Finance and Tax",
      "Legal",
      "Compliance",
      "Sales",
      "Oil",
      "Gas",
    ]);
    expect(portuguese.areas[8]).toMatchObject({ name: "Gás" });
    expect(english.areas.every((area: { summary: string }) => area.summary.length > 20)).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      context.server.db,
      sql`select count(*)::int as n from ${schema.category_sectors} where slug = 'tecnologia'`,
    );
    expect(row?.n).toBe(1);
  });
});
