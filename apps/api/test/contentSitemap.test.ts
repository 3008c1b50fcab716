/**
 * The content pages a brand's sitemap lists: its own published events and courses (never another business's or an
 * unpublished one), every business area, the content lists, all on the origin it is given.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { contentSitemap } from "../src/publicSite/contentSitemap";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, insert, type World } from "./support/fixtures";

const ORIGIN = "https://tech.seleta.example";

describe.each(DEFAULT_DATABASE)("the content sitemap on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "content-sitemap");
    server = await startServer(testConfig(storage));
    world = await createWorld(server.db);
    const db = server.db;
    const starts_at = new Date().toISOString();
    await insert(db, schema.c_talks_events, {
      business_id: world.otherBusiness,
      uid: "ev1",
      title: "Tech talks: Dados",
      starts_at,
      published: true,
    });
    await insert(db, schema.c_talks_events, {
      business_id: world.otherBusiness,
      uid: "ev2",
      title: "Rascunho",
      starts_at,
      published: false,
    });
    await insert(db, schema.c_talks_events, {
      business_id: world.business,
      uid: "ev3",
      title: "Outra marca",
      starts_at,
      published: true,
    });
    await insert(db, schema.courses, { business_id: world.otherBusiness, uid: "co1", title: "Curso", published: true });
    await insert(db, schema.courses, { business_id: world.business, uid: "co2", title: "Outro", published: true });
    await insert(db, schema.category_sectors, { name: "Tecnologia", slug: "tecnologia" });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("lists the business's published content pages on its origin, with their last change", async () => {
    const urls = await contentSitemap(server.db, world.otherBusiness, `${ORIGIN}/`);
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain(`${ORIGIN}/home`);
    expect(locs).toContain(`${ORIGIN}/home/insights`);
    expect(locs).toContain(`${ORIGIN}/courses`);
    expect(locs).toContain(`${ORIGIN}/home/specialties/tecnologia`);
    expect(locs).toContain(`${ORIGIN}/home/events/tech-talks-dados/ev1`);
    expect(locs).toContain(`${ORIGIN}/courses/co1`);
    expect(locs.filter((loc) => /ev2|ev3|co2/.test(loc))).toEqual([]);
    expect(urls.find((url) => url.loc.endsWith("/courses/co1"))?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
