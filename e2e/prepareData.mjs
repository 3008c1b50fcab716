/**
 * Runs before the e2e server (playwright.config.ts's webServer command), on the same DATA_DIR: migrates, seeds the
 * demo, and adds three business configurations besides the demo's (businessConfigs.json; Chromium resolves every
 * `*.localhost` to loopback). The server then finds the demo already seeded.
 * - `configured`: a business's own domain with its own primary colour and title, and a logo that does not load;
 * - `unservable`: stored data the API cannot serve (custom_labels must be a map), so the configuration call fails;
 * - `unusable`: served, but a colour and a logo that are not, and the group's default name as title.
 * Uses the API's own build (`apps/api/dist`), so the database is opened exactly as the server opens it.
 */
import { loadConfig, migrateDatabase, openDatabase, schema, seedDemo } from "../apps/api/dist/index.js";
import configs from "./businessConfigs.json" with { type: "json" };

const { configured: CONFIGURED, unservable: UNSERVABLE, unusable: UNUSABLE } = configs;

const config = loadConfig(process.env);
const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await migrateDatabase(db);
  await seedDemo(db, { allowPostgres: true });
  const [business] = await db.drizzle
    .select({ id: schema.businesses.id })
    .from(schema.businesses)
    .orderBy(schema.businesses.id)
    .limit(1);
  if (!business) throw new Error("The demo seed wrote no business");
  const base = { business_id: business.id, custom_labels: {}, social_credentials: {}, rules: {} };
  await db.drizzle
    .insert(schema.site_configs)
    .values([
      {
        ...base,
        domain: CONFIGURED.domain,
        title: CONFIGURED.title,
        logo_url: CONFIGURED.logo_url,
        colors: { light: { primary: CONFIGURED.primary }, dark: { primary: CONFIGURED.primary } },
      },
      { ...base, domain: UNSERVABLE.domain, title: "Never shown", custom_labels: ["not", "a", "map"] },
      {
        ...base,
        domain: UNUSABLE.domain,
        title: UNUSABLE.title,
        logo_url: UNUSABLE.logo_url,
        colors: { light: { primary: UNUSABLE.primary } },
      },
    ])
    .onConflictDoNothing();
} finally {
  await db.close();
}
