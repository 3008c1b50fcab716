import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, seedDemo, startServer } from "@seleta/api";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data dir holding a migrated PGlite with the small demo world, for each test file to copy. */
    apiTemplateDir: string;
  }
}

/** The demo world's size: a few dozen candidates, enough for pages and filters, quick to copy. */
const TEMPLATE_CANDIDATES = 30;

/**
 * PGlite's initdb, the migrations and the demo seed once for the run, instead of once a file (they were most of
 * each file's time): every file starts its server on its own copy (support/api.ts), so no file sees another's writes.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "seleta-api-client-template-"));
  const server = await startServer(
    loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dir, SEED_DEMO: "false", LOG_LEVEL: "silent" }),
    { logger: false },
  );
  try {
    await seedDemo(server.db, { candidates: TEMPLATE_CANDIDATES });
  } finally {
    await server.close();
  }
  project.provide("apiTemplateDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
