/**
 * The rate limits' counters (rateLimitStore.ts `databaseCounters`), on both databases: hits arriving together are
 * stored together, and each caller is still told its own place in the window.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../src/db/client";
import { databaseCounters } from "../src/edge/rateLimitStore";
import { createTestStorage, DATABASE_KINDS, openMigratedDatabase, type TestStorage } from "./support/databases";

describe.each(DATABASE_KINDS)("rate-limit counters on %s", (kind) => {
  let storage: TestStorage;
  let db: Database;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "rate_limit_counters");
    db = await openMigratedDatabase(storage);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await storage?.cleanup();
  });

  it("tells each of a burst of hits its own count, the burst stored as one window", async () => {
    const counters = databaseCounters(() => db);
    const burst = await Promise.all(Array.from({ length: 12 }, () => counters.hit("burst", "10.0.0.1", 60_000)));
    expect(burst.map((result) => result.current)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const result of burst) expect(result.ttl).toBeGreaterThan(50_000);
    // Later hits go on counting in the same window.
    expect((await counters.hit("burst", "10.0.0.1", 60_000)).current).toBe(13);
    // Another address, and another limit for the same address, count apart, in the same burst.
    const mixed = await Promise.all([
      counters.hit("burst", "10.0.0.2", 60_000),
      counters.hit("other", "10.0.0.1", 60_000),
      counters.hit("burst", "10.0.0.2", 60_000),
      counters.hit("burst", "10.0.0.1", 60_000),
    ]);
    expect(mixed.map((result) => result.current)).toEqual([1, 1, 2, 14]);
  });

  it("starts a new window after the last one ended", async () => {
    const counters = databaseCounters(() => db);
    await Promise.all([counters.hit("short", "10.0.0.3", 60_000), counters.hit("short", "10.0.0.3", 60_000)]);
    await queryRows(db, sql`update rate_limit_counters set window_ends_at = now() - interval '1 second'`);
    const next = await Promise.all([
      counters.hit("short", "10.0.0.3", 60_000),
      counters.hit("short", "10.0.0.3", 60_000),
    ]);
    expect(next.map((result) => result.current)).toEqual([1, 2]);
  });
});
