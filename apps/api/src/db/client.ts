import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import * as schema from "./schema";
import { createYieldingPglite } from "./yieldingPglite";

export type Schema = typeof schema;
export type DatabaseKind = "pglite" | "postgres";

/** What the rest of the server uses: one drizzle API over either driver. */
export type Drizzle = PgDatabase<PgQueryResultHKT, Schema>;

/** The connection or the transaction a change runs in. */
export type Executor = Drizzle | Parameters<Parameters<Drizzle["transaction"]>[0]>[0];

/** The driver underneath, for the few places that differ (migrations, raw clients, LISTEN/NOTIFY later). */
export type Driver =
  | { kind: "pglite"; client: PGlite; drizzle: PgliteDatabase<Schema>; lock: DataDirLock }
  | { kind: "postgres"; pool: pg.Pool; drizzle: NodePgDatabase<Schema> };

export type Database = {
  kind: DatabaseKind;
  drizzle: Drizzle;
  driver: Driver;
  /** Closes the connections and releases the data dir lock. Idempotent. */
  close(): Promise<void>;
};

export type Log = {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
};

export type OpenDatabaseOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  log?: Log | undefined;
};

/** DATABASE_URL does not answer: `message` is one line, without the password. */
export class DatabaseUnreachableError extends Error {
  override readonly name = "DatabaseUnreachableError";
}

const CONNECT_TIMEOUT_MS = 5000;

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set (checked with `select 1`, nothing written), else PGlite
 * in `${dataDir}/db` after taking the data dir's lock. Does not migrate (see migrate.ts).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.log)
    : openPglite(options.dataDir, options.log);
}

async function openPglite(dataDir: string, log: Log | undefined): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await createYieldingPglite(join(dataDir, "db"), { extensions: { pg_trgm, unaccent } });
  } catch (error) {
    lock.release();
    throw error;
  }
  log?.info({ dataDir: join(dataDir, "db"), lock: lock.path }, "Opened PGlite database");
  const drizzle = drizzlePglite({ client, schema });
  let closing: Promise<void> | undefined;
  return {
    kind: "pglite",
    drizzle: drizzle as unknown as Drizzle,
    driver: { kind: "pglite", client, drizzle, lock },
    close() {
      closing ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock.release();
        }
      })();
      return closing;
    },
  };
}

async function openPostgres(databaseUrl: string, log: Log | undefined): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, max: 10 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, that would end the process.
  pool.on("error", (error) => log?.error({ err: error }, "PostgreSQL connection lost"));
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnreachableError(
      `Cannot connect to PostgreSQL at ${describeUrl(databaseUrl)} (DATABASE_URL): ${describeConnectError(error)}.`,
    );
  }
  log?.info({ database: describeUrl(databaseUrl) }, "Connected to PostgreSQL");
  const drizzle = drizzleNodePg({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    kind: "postgres",
    drizzle: drizzle as unknown as Drizzle,
    driver: { kind: "postgres", pool, drizzle },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** host:port/database of a connection URL: what a person needs to find the server, never the password. */
export function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
  } catch {
    return "an invalid URL";
  }
}

function describeConnectError(error: unknown): string {
  // node-postgres rejects with an AggregateError (empty message) when every address of a host refuses.
  const first = error instanceof AggregateError ? (error.errors[0] as unknown) : error;
  const { code, message } = (first ?? {}) as { code?: string; message?: string };
  if (code === "ECONNREFUSED") return "connection refused (is PostgreSQL running on that port?)";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "unknown host";
  if (message?.includes("timeout")) return `no answer within ${CONNECT_TIMEOUT_MS / 1000} s`;
  return message || code || String(error);
}

/** Rows of a raw SQL query, whichever the driver (both return `{ rows }`). */
export async function queryRows<Row extends Record<string, unknown>>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.drizzle.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Rows of an `execute` inside a transaction (`tx.execute(sql…)`), whichever the driver. */
export async function rowsOf<Row extends Record<string, unknown>>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}
