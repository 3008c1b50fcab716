import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

  return async () => {
    await dropDatabase(serverUrl, templateName).catch(() => {});
    await server?.stop();
  };
}
