import { sql } from "drizzle-orm";
import type { Config } from "../config";
import { type Database, type Log, queryRows } from "../db/client";
import { businesses, col, seedRuns } from "../db/schema";
import { demoBusinesses } from "./demo";

export { demoBusinesses } from "./demo";

/** The name this seed is recorded under in `seed_runs`. */
export const DEMO_SEED = "demo";

/** Seeding the demo into PostgreSQL without SEED_DEMO=true: its accounts' password is public. */
export class SeedRefusedError extends Error {
  override readonly name = "SeedRefusedError";
}

export type SeedResult = { seeded: boolean; businesses: { id: number; name: string }[] };

/**
 * Inserts the demo data once per database: the `seed_runs` row is claimed in the same transaction, so a second
 * call (a restart, another process) changes nothing.
 */
export async function seedDemo(
  db: Database,
  options: { log?: Log | undefined; allowPostgres?: boolean } = {},
): Promise<SeedResult> {
  if (db.kind === "postgres" && !options.allowPostgres) {
    throw new SeedRefusedError(
      "Refusing to seed the demo data into DATABASE_URL: its accounts use a public password. Set SEED_DEMO=true to seed anyway.",
    );
  }
  const result = await db.drizzle.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: DEMO_SEED }).onConflictDoNothing().returning();
    if (claimed.length === 0) return { seeded: false, businesses: [] };
    const inserted = await tx
      .insert(businesses)
      .values([...demoBusinesses])
      .returning({ id: businesses.id, name: sql<string>`${col(businesses, "name")}` });
    return { seeded: true, businesses: inserted };
  });
  if (result.seeded) {
    options.log?.info(
      { seed: DEMO_SEED, businesses: result.businesses },
      `Seeded the demo data: ${result.businesses.length} businesses (${result.businesses.map((b) => b.name).join(", ")})`,
    );
  } else {
    options.log?.info({ seed: DEMO_SEED }, "Demo data already seeded: nothing to do");
  }
  return result;
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
