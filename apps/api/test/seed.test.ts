import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { businesses, col, seedRuns } from "../src/db/schema";
import { SeedRefusedError, seedDemo, seedDemoAtStart } from "../src/seed";
import type { RunningServer } from "../src/server";
import { createTestStorage, startTestServer, type TestStorage } from "./support/databases";

const DEMO_NAMES = ["Seleta Executive Search", "Seleta Tech", "Seleta Finance & Legal"];

async function businessNames(db: Database): Promise<string[]> {
  const rows = await db.drizzle
    .select({ name: sql<string>`${col(businesses, "name")}` })
    .from(businesses)
    .orderBy(asc(businesses.id));
  return rows.map((row) => row.name);
}

async function emptyDatabase(db: Database) {
  await db.drizzle.delete(businesses);
  await db.drizzle.delete(seedRuns);
}

describe("demo seed on pglite", () => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage("pglite", "seed");
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("seeds the three demo businesses into a new database at start", async () => {
    expect(await businessNames(server.db)).toEqual(DEMO_NAMES);
  });

  it("does nothing when asked again", async () => {
    expect(await seedDemo(server.db)).toEqual({ seeded: false, businesses: [] });
    expect(await businessNames(server.db)).toEqual(DEMO_NAMES);
  });

  it("does not seed again when the server restarts on the same data", async () => {
    await server.close();
    server = await startTestServer(storage);
    expect(await businessNames(server.db)).toEqual(DEMO_NAMES);
  });

  it("leaves an empty database empty with SEED_DEMO=false, and seeds it otherwise", async () => {
    await emptyDatabase(server.db);
    expect(await seedDemoAtStart(server.db, { seedDemo: false, seedDemoExplicit: false })).toBeUndefined();
    expect(await businessNames(server.db)).toEqual([]);
    const result = await seedDemoAtStart(server.db, { seedDemo: true, seedDemoExplicit: false });
    expect(result?.businesses.map((business) => business.name)).toEqual(DEMO_NAMES);
  });

  it("does not seed at start a database that already has data", async () => {
    await emptyDatabase(server.db);
    await server.db.drizzle.insert(businesses).values({ name: "Existing firm" });
    expect(await seedDemoAtStart(server.db, { seedDemo: true, seedDemoExplicit: false })).toBeUndefined();
    expect(await businessNames(server.db)).toEqual(["Existing firm"]);
  });
});

describe("demo seed on postgres", () => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage("postgres", "seed");
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("is not seeded at start unless SEED_DEMO=true (the demo password is public)", async () => {
    expect(await businessNames(server.db)).toEqual([]);
    expect(await seedDemoAtStart(server.db, { seedDemo: true, seedDemoExplicit: false })).toBeUndefined();
    await expect(seedDemo(server.db)).rejects.toThrow(SeedRefusedError);
    expect(await businessNames(server.db)).toEqual([]);
  });

  it("seeds at start with SEED_DEMO=true, once", async () => {
    await server.close();
    server = await startTestServer(storage, { SEED_DEMO: "true" });
    expect(await businessNames(server.db)).toEqual(DEMO_NAMES);
    await server.close();
    server = await startTestServer(storage, { SEED_DEMO: "true" });
    expect(await seedDemo(server.db, { allowPostgres: true })).toEqual({ seeded: false, businesses: [] });
    expect(await businessNames(server.db)).toEqual(DEMO_NAMES);
  });

  it("seeds once when two callers race", async () => {
    await emptyDatabase(server.db);
    const results = await Promise.all([
      seedDemo(server.db, { allowPostgres: true }),
      seedDemo(server.db, { allowPostgres: true }),
    ]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    expect(await businessNames(server.db)).toEqual(DEMO_NAMES);
  });
});
