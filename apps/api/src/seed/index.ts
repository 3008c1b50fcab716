import { sql } from "drizzle-orm";
import { hashPassword } from "../auth/secrets";
import type { Config } from "../config";
import { type Database, type Log, queryRows } from "../db/client";
import { businesses, seedRuns } from "../db/schema";
import { withBulkTransaction } from "./bulkLoad";
import { DEMO_ACCOUNTS, DEMO_CANDIDATES, DEMO_PASSWORD } from "./demo";
import type { DemoSeedSummary, SeedProgress } from "./demoData";

export { DEMO_ACCOUNTS, DEMO_CANDIDATES, DEMO_PASSWORD, demoBusinesses, demoCounts, SEEDED_TABLES } from "./demo";
export type { SeedProgress } from "./demoData";

/** The name this seed is recorded under in `seed_runs`. */
export const DEMO_SEED = "demo";

/** Seeding the demo into PostgreSQL without SEED_DEMO=true: its accounts' password is public. */
export class SeedRefusedError extends Error {
  override readonly name = "SeedRefusedError";
}

export type SeedResult = {
  seeded: boolean;
  businesses: { id: number; name: string }[];
  counts?: Record<string, number>;
  durationMs?: number;
  /** The demo's review link for a client without an account (a path with its token), when this call seeded. */
  demoShortlistLink?: string;
};

export type SeedOptions = {
  log?: Log | undefined;
  allowPostgres?: boolean;
  /** Candidates to generate (default 2,000: the demo); the other tables follow in proportion. */
  candidates?: number;
  onProgress?: SeedProgress | undefined;
};

/**
 * Inserts the demo data once per database: the `seed_runs` row is claimed in the same transaction as the data, so a
 * second call (a restart, another process) changes nothing and a failed seed leaves nothing behind.
 */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  if (db.kind === "postgres" && !options.allowPostgres) {
    throw new SeedRefusedError(
      "Refusing to seed the demo data into DATABASE_URL: its accounts use a public password. Set SEED_DEMO=true to seed anyway.",
    );
  }
  const started = performance.now();
  // Loaded only to seed: faker's Brazilian locale costs every server start a few hundred milliseconds otherwise.
  const { insertDemoData } = await import("./demoData");
  // One argon2id hash for every demo account: hashing thousands would take most of the seed's time.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const result = await withBulkTransaction(db, async (tx) => {
    const claimed = await tx.drizzle.insert(seedRuns).values({ name: DEMO_SEED }).onConflictDoNothing().returning();
    if (claimed.length === 0) return undefined;
    return insertDemoData(tx, {
      passwordHash,
      candidates: options.candidates ?? DEMO_CANDIDATES,
      onProgress: options.onProgress,
    });
  });
  if (!result) {
    options.log?.info({ seed: DEMO_SEED }, "Demo data already seeded: nothing to do");
    return { seeded: false, businesses: [] };
  }
  const durationMs = Math.round(performance.now() - started);
  logSeeded(result, durationMs, options.log);
  return {
    seeded: true,
    businesses: result.businesses,
    counts: result.counts,
    durationMs,
    demoShortlistLink: result.demoShortlistLink,
  };
}

function logSeeded(result: DemoSeedSummary, durationMs: number, log: Log | undefined) {
  if (!log) return;
  log.info(
    { seed: DEMO_SEED, businesses: result.businesses, counts: result.counts, duration_ms: durationMs },
    `Seeded the demo data in ${(durationMs / 1000).toFixed(1)} s: ${result.businesses.length} businesses (${result.businesses
      .map((business) => business.name)
      .join(", ")}), ${result.counts.candidates ?? 0} candidates, ${result.counts.applies ?? 0} applies`,
  );
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    log.info(
      { demo_account: account.email, strategy: account.strategy },
      `Demo account: ${account.email} / ${DEMO_PASSWORD} — ${account.what}`,
    );
  }
}

/** Empty = nothing seeded and no business yet: the state of a fresh install. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ seeds: number; businesses: number }>(
    db,
    sql`select (select count(*)::int from ${seedRuns}) as seeds, (select count(*)::int from ${businesses}) as businesses`,
  );
  return Number(row?.seeds) === 0 && Number(row?.businesses) === 0;
}

/** At start: seed an empty database unless SEED_DEMO=false; on PostgreSQL only with SEED_DEMO=true. */
export async function seedDemoAtStart(
  db: Database,
  config: Pick<Config, "seedDemo" | "seedDemoExplicit">,
  log?: Log,
): Promise<SeedResult | undefined> {
  if (!config.seedDemo) return undefined;
  if (db.kind === "postgres" && !config.seedDemoExplicit) {
    log?.info("Demo data not seeded into DATABASE_URL: set SEED_DEMO=true to seed it");
    return undefined;
  }
  if (!(await isDatabaseEmpty(db))) return undefined;
  return seedDemo(db, { log, allowPostgres: true });
}
