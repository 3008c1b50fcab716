import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase, dropDatabase, startThrowawayPostgres } from "../../../scripts/lib/postgres.mjs";
import { openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { migrationsFolder, packageRoot } from "../src/paths";

/**
 * A migrated PGlite data dir, kept in node_modules/.cache under a hash of the migrations and the PGlite version:
 * the next run (locally) skips PGlite's initdb and the migrations. A fresh clone (CI) builds it once.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash("sha256");
  const manifest = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8"));
  hash.update(String(manifest.dependencies["@electric-sql/pglite"]));
  for (const file of readdirSync(migrationsFolder)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  const cacheRoot = join(packageRoot, "node_modules", ".cache", "seleta-api");
  const dir = join(cacheRoot, `pglite-template-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(join(dir, "db"))) return dir;
  mkdirSync(cacheRoot, { recursive: true });
  const building = `${dir}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const pglite = await openDatabase({ dataDir: building });
  await migrateDatabase(pglite).finally(() => pglite.close());
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
  return dir;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL server the tests may create databases on (superuser, no password). */
    postgresServerUrl: string;
    /** A migrated database on that server to copy (`CREATE DATABASE … TEMPLATE`). */
    postgresTemplate: string;
    /** A migrated PGlite data dir to copy. */
    pgliteTemplateDir: string;
    /** Where support/databases.ts makes its PGlite copies ahead of the files that take them; removed at the end. */
    testCopiesDir: string;
    /** The name prefix of its PostgreSQL copies: those left at the end are dropped. */
    testCopiesPrefix: string;
  }
}

/**
 * TEST_DATABASE_URL when set (the root `npm test` starts one server for every package); else our own. Migrating
 * 59 tables takes seconds and a PGlite initdb more: each test file copies a database migrated once here.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  const server = given
    ? undefined
    : await startThrowawayPostgres({ log: (message) => console.log(`[api tests] ${message}`) });
  const serverUrl = given ?? (server?.url as string);
  project.provide("postgresServerUrl", serverUrl);

  const templateName = `seleta_template_${randomBytes(4).toString("hex")}`;
  const preparePostgres = async () => {
    const templateUrl = await createDatabase(serverUrl, templateName);
    const postgres = await openDatabase({ dataDir: tmpdir(), databaseUrl: templateUrl });
    await migrateDatabase(postgres).finally(() => postgres.close());
  };
  const [, pgliteTemplateDir] = await Promise.all([preparePostgres(), pgliteTemplate()]);
  project.provide("postgresTemplate", templateName);
  project.provide("pgliteTemplateDir", pgliteTemplateDir);
  const copiesDir = mkdtempSync(join(tmpdir(), "seleta-test-copies-"));
  const copiesPrefix = `seleta_copy_${randomBytes(4).toString("hex")}_`;
  project.provide("testCopiesDir", copiesDir);
  project.provide("testCopiesPrefix", copiesPrefix);

  return async () => {
    await removeCopies(copiesDir);
    await dropCopies(serverUrl, copiesPrefix).catch(() => {});
    await dropDatabase(serverUrl, templateName).catch(() => {});
    await server?.stop();
  };
}

/** Drops the databases made ahead for files that never came (the last file's next copy). */
async function dropCopies(serverUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows) await dropDatabase(serverUrl, datname);
  } finally {
    await client.end();
  }
}

/**
 * Removes the PGlite copies. A `cp` still making one when the worker ended can write on for a moment (a worker
 * killed without its exit hooks leaves it running): removal is retried until the copy stops, within a minute.
 */
async function removeCopies(dir: string): Promise<void> {
  const giveUpAt = Date.now() + 60_000;
  for (;;) {
    try {
      rmSync(dir, { recursive: true, force: true });
      return;
    } catch (error) {
      if (Date.now() > giveUpAt) {
        console.warn(`[api tests] could not remove ${dir}: ${error}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
