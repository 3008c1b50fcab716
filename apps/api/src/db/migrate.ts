import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { migrationsFolder } from "../paths";
import { type Database, type Log, queryRows } from "./client";
import * as schema from "./schema";

/**
 * Any 64-bit number shared by every Seleta process: serialises what processes starting together do to the schema
 * (our migrations, pg-boss creating its own schema), so that one does it and the others find it done.
 */
const SCHEMA_LOCK_KEY = 7_245_113_902;

/**
 * Runs `work` while holding the schema lock on PostgreSQL (one session of the pool, passed to `work`); on PGlite,
 * which one process owns, it runs at once without a session of its own.
 */
export async function holdingSchemaLock<T>(db: Database, work: (client?: pg.PoolClient) => Promise<T>): Promise<T> {
  const { driver } = db;
  if (driver.kind === "pglite") return work();
  const client = await driver.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [SCHEMA_LOCK_KEY]);
    return await work(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [SCHEMA_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** Applies the drizzle-kit migrations in apps/api/drizzle that this database has not run yet. */
export async function migrateDatabase(db: Database, log?: Log): Promise<{ applied: number; total: number }> {
  const before = await appliedMigrationCount(db);
  const { driver } = db;
  if (driver.kind === "pglite") {
    await migratePglite(driver.drizzle, { migrationsFolder });
  } else {
    // Several API processes may start at once on one PostgreSQL: one migrates, the others wait and find it done.
    await holdingSchemaLock(db, async (client) => {
      await migrateNodePg(drizzleNodePg({ client: client as pg.PoolClient, schema }), { migrationsFolder });
    });
  }
  const total = await appliedMigrationCount(db);
  const applied = total - before;
  log?.info(
    { applied, total },
    applied > 0 ? `Applied ${applied} database migration(s)` : "Database schema up to date",
  );
  return { applied, total };
}

async function appliedMigrationCount(db: Database): Promise<number> {
  // Two queries: PostgreSQL resolves table names before running, even in a CASE branch that is never taken.
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return 0;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}
