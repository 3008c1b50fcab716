/**
 * Runs drizzle-kit (`node scripts/drizzle-kit.mjs generate`) with drizzle-orm resolved from this package.
 *
 * npm keeps drizzle-orm in apps/api/node_modules while drizzle-kit is hoisted to the root node_modules, so
 * drizzle-kit alone stops with "Please install latest version of drizzle-orm". Its ESM imports are redirected
 * by resolve hooks, its CommonJS requires by NODE_PATH.
 */
import { spawnSync } from "node:child_process";
import { createRequire, Module, register } from "node:module";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// The schema imports @seleta/domain, which exports its TypeScript source under the @seleta/source condition only
// (no "require" entry): drizzle-kit require()s the schema, so Node must start with that condition.
if (!process.execArgv.includes("--conditions=@seleta/source")) {
  const { status } = spawnSync(
    process.execPath,
    ["--conditions=@seleta/source", fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: "inherit" },
  );
  process.exit(status ?? 1);
}

const packageModules = join(dirname(fileURLToPath(import.meta.url)), "..", "node_modules");
process.env.NODE_PATH = [packageModules, process.env.NODE_PATH].filter(Boolean).join(delimiter);
// internal but long-standing: re-reads NODE_PATH for require()
Module._initPaths();
register("./drizzle-kit-hooks.mjs", import.meta.url);

const require = createRequire(import.meta.url);
// bin.cjs is not in drizzle-kit's exports map: locate the package through its main entry.
const kitDir = dirname(require.resolve("drizzle-kit"));
await import(pathToFileURL(join(kitDir, "bin.cjs")).href);
