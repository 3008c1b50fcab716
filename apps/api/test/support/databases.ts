import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, dropDatabase } from "../../../../scripts/lib/postgres.mjs";
import { type Config, loadConfig } from "../../src/config";
import { type Database, type DatabaseKind, openDatabase } from "../../src/db/client";
import { migrateDatabase } from "../../src/db/migrate";
import { type RunningServer, startServer } from "../../src/server";

/** Every API behaviour is checked on both databases. */
export const DATABASE_KINDS: DatabaseKind[] = ["pglite", "postgres"];

export function tempDir(prefix = "seleta-test-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * A fresh database on the tests' PostgreSQL server, dropped by `drop()`: empty, or (`migrated`) a copy of the
 * template globalSetup migrated.
 */
export async function createTestDatabase(
  label: string,
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject("postgresServerUrl");
  const name = `seleta_${label}_${randomBytes(4).toString("hex")}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  if (options.migrated) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${inject("postgresTemplate")}"`);
    } finally {
      await client.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
  }
  const url = await createDatabase(serverUrl, name);
  return { url, drop: () => dropDatabase(serverUrl, name) };
}

/** Where a test server keeps its data: a temp data dir, plus a fresh PostgreSQL database for "postgres". */
export type TestStorage = {
  kind: DatabaseKind;
  dataDir: string;
  databaseUrl: string | undefined;
  cleanup(): Promise<void>;
};

/**
 * Storage for one test file. By default a copy of the migrated template (starting a server then finds nothing
 * to migrate); `fresh` gives an empty database, to test what a first start does.
 */
export async function createTestStorage(
  kind: DatabaseKind,
  label: string,
  options: { fresh?: boolean } = {},
): Promise<TestStorage> {
  const dataDir = tempDir();
  if (kind === "pglite" && !options.fresh) {
    cpSync(join(inject("pgliteTemplateDir"), "db"), join(dataDir, "db"), { recursive: true });
  }
  const database = kind === "postgres" ? await createTestDatabase(label, { migrated: !options.fresh }) : undefined;
  return {
    kind,
    dataDir,
    databaseUrl: database?.url,
    async cleanup() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Test configuration: a free port on loopback, no web build, quiet logs, no demo seed (tests that want it say
 * `SEED_DEMO: ""`, what `npm start` does by default, or "true"); `env` overrides.
 */
export function testConfig(storage: TestStorage, env: Record<string, string> = {}): Config {
  return loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl,
    WEB_BUILD_DIR: join(storage.dataDir, "no-web-build"),
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    // Tests share a loaded machine: a slow event loop must not turn their requests into 503s. The load-shedding
    // test turns it on.
    SHED_EVENT_LOOP_DELAY_MS: "0",
    ...env,
  });
}

export async function startTestServer(storage: TestStorage, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(testConfig(storage, env));
}

/** The storage's database, opened and migrated, without a server (schema tests). */
export async function openMigratedDatabase(storage: TestStorage): Promise<Database> {
  const db = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  await migrateDatabase(db);
  return db;
}
