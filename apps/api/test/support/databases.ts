import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, dropDatabase } from "../../../../scripts/lib/postgres.mjs";
import { type Config, loadConfig } from "../../src/config";
import { type Database, type DatabaseKind, openDatabase } from "../../src/db/client";
import { migrateDatabase } from "../../src/db/migrate";
import { type RunningServer, startServer } from "../../src/server";

/**
 * Which databases a test file runs on. Both run PostgreSQL's own engine (PGlite is PostgreSQL compiled to
 * WebAssembly); they differ in their drivers (how values come back), in concurrency (PGlite answers one query at a
 * time, a pool runs several side by side), in what lives beside the process (LISTEN/NOTIFY, pg-boss, other
 * processes on one database) and in the engine's version. A file whose outcome can depend on any of these — the SQL
 * it compiles (lists, search, ordering), values it round-trips, locks, counters and claims under concurrency, jobs,
 * live messages, the schema, the seed, errors the database raises — runs on both: `DATABASE_KINDS`. A file about
 * what happens above the queries (a route's rules, the policy table, mail texts, upload checks, headers) runs on
 * the database `npm start` serves: `DEFAULT_DATABASE`, where the api-client tests and the e2e journeys run too.
 */
export const DATABASE_KINDS: DatabaseKind[] = ["pglite", "postgres"];
export const DEFAULT_DATABASE: DatabaseKind[] = ["pglite"];

export function tempDir(prefix = "seleta-test-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

function databaseName(label: string): string {
  return `seleta_${label}_${randomBytes(4).toString("hex")}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
}

function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("postgresServerUrl") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Copies of the migrated templates, made one ahead. A copy takes a second or more (PGlite's data dir is ~70 MB of
 * files; CREATE DATABASE … TEMPLATE writes every page), and each worker runs its files one after another
 * (vitest.config.ts): so as a file takes its copy, the worker's next one of that kind is started, and it is made
 * while that file's tests run. The work happens outside this event loop (a `cp` process, PostgreSQL's own
 * backend), so timings the tests measure are not disturbed. Every copy is used once, by one file: no test sees another's data.
 * What the last file leaves unused is removed by globalSetup's teardown (it owns the directory and the name prefix).
 */
const nextCopy: Partial<Record<DatabaseKind, Promise<string>>> = {};
let copies = 0;

/** A new copy of the migrated PGlite template: the data dir that holds it (`<dir>/db`). */
function copyPgliteTemplate(): Promise<string> {
  const dataDir = join(inject("testCopiesDir"), `pglite_${process.pid}_${copies++}`);
  mkdirSync(dataDir);
  return new Promise<void>((resolve, reject) => {
    const cp = spawn("cp", ["-R", join(inject("pgliteTemplateDir"), "db"), join(dataDir, "db")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    // A copy still running when the worker exits (made for a file that never came) ends with it.
    const stop = () => cp.kill();
    process.once("exit", stop);
    let errors = "";
    cp.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    cp.on("error", reject);
    cp.on("close", (code) => {
      process.off("exit", stop);
      if (code === 0) resolve();
      else reject(new Error(`copying the PGlite template failed: ${errors.trim()}`));
    });
  }).then(() => dataDir);
}

/** A new database copied from the migrated PostgreSQL template: its name. */
async function copyPostgresTemplate(): Promise<string> {
  const name = `${inject("testCopiesPrefix")}${process.pid}_${copies++}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${inject("postgresTemplate")}"`));
  return name;
}

function startCopy(kind: DatabaseKind): Promise<string> {
  const copy = kind === "pglite" ? copyPgliteTemplate() : copyPostgresTemplate();
  // A copy nobody takes (the run ended, or failed) must not surface as an unhandled rejection; a taker still gets
  // the error from its own await.
  copy.catch(() => {});
  return copy;
}

/** This file's copy of the migrated template of `kind` (made ahead, or now); starts making the next one. */
function takeCopy(kind: DatabaseKind): Promise<string> {
  const copy = nextCopy[kind] ?? startCopy(kind);
  nextCopy[kind] = copy.then(
    () => startCopy(kind),
    () => startCopy(kind),
  );
  nextCopy[kind].catch(() => {});
  return copy;
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
  const name = databaseName(label);
  if (options.migrated) {
    const copy = await takeCopy("postgres");
    // Named after the file that uses it, like an empty one, for whoever reads the server's log.
    await onServer((client) => client.query(`ALTER DATABASE "${copy}" RENAME TO "${name}"`));
    return { url: databaseUrlOn(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
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
  const copied = kind === "pglite" && !options.fresh;
  const dataDir = copied ? await takeCopy("pglite") : tempDir();
  const database = kind === "postgres" ? await createTestDatabase(label, { migrated: !options.fresh }) : undefined;
  return {
    kind,
    dataDir,
    databaseUrl: database?.url,
    async cleanup() {
      await database?.drop();
      // A copy (~70 MB) is removed by an `rm` process while the next file starts; whatever it has not removed when
      // the run ends goes with the copies' directory (globalSetup's teardown).
      if (copied) spawn("rm", ["-rf", dataDir], { stdio: "ignore" }).on("error", () => {});
      else rmSync(dataDir, { recursive: true, force: true });
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
    // Tests share a loaded machine: a slow event loop, or many requests at once waiting past the queue's deadline,
    // must not turn their requests into 503s. The load-shedding and admission tests turn them on.
    SHED_EVENT_LOOP_DELAY_MS: "0",
    MAX_CONCURRENT_REQUESTS: "0",
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
