#!/usr/bin/env node
/**
 * `npm start`: installs dependencies if needed, builds what is stale (turbo restores the rest from its cache), then
 * runs the production server, which migrates, seeds demo data into an empty database and serves everything on
 * one port (PORT, default 3000).
 */
import { spawn } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDependencies } from "./lib/deps.mjs";
import { log, run } from "./lib/run.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

await ensureDependencies(root);
log("Building what changed");
const built = await run(
  "npx",
  ["turbo", "run", "build", "--filter=@seleta/api", "--filter=@seleta/web", "--output-logs=errors-only"],
  { cwd: root, env: { TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" } },
);
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, [join(root, "apps/api/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
