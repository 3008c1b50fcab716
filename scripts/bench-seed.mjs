#!/usr/bin/env node
/**
 * `npm run bench:seed -- [N]`: how long `npm run seed -- --scale N` takes on PostgreSQL (target:
 * 1,000,000 candidates in 10 minutes or less). Starts a throwaway PostgreSQL (or uses BENCH_DATABASE_URL, which
 * must name an empty database), seeds, prints the wall time, the row counts and the load average around the run
 * (two cores shared with other work make the figure swing: compare runs at a similar load). `KEEP=1` leaves the
 * throwaway server running and prints its URL, so the list benchmarks can run against the seeded data.
 */
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createDatabase, startThrowawayPostgres } from "./lib/postgres.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const scale = process.argv[2] ?? "1000000";

let url = process.env.BENCH_DATABASE_URL;
let server;
if (!url) {
  server = await startThrowawayPostgres({ log: (line) => console.error(line) });
  url = await createDatabase(server.url, "seleta_bench_seed");
}

const loadBefore = loadavg();
const started = performance.now();
const result = spawnSync("npm", ["run", "seed", "-w", "@seleta/api", "--", "--scale", scale], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: url, SEED_DEMO: "true" },
});
const seconds = (performance.now() - started) / 1000;
const loadAfter = loadavg();
if (result.status !== 0) {
  console.error(`seed failed (exit ${result.status})`);
  await server?.stop();
  process.exit(1);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const counts = {};
for (const table of [
  "candidates",
  "applies",
  "submissions",
  "interviews",
  "jobs",
  "client_companies",
  "client_contacts",
  "shortlist_items",
  "like_candidates",
  "notes",
  "tasks",
  "notifications",
]) {
  const { rows } = await client.query(`select count(*)::int as n from ${table}`);
  counts[table] = rows[0].n;
}
await client.end();
const load = (averages) => averages.map((value) => value.toFixed(2)).join(" ");
console.log(`seed --scale ${scale} on PostgreSQL: ${seconds.toFixed(1)} s`);
console.log(`load average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadAfter)} after`);
console.log(JSON.stringify(counts));
if (process.env.KEEP === "1") {
  console.log(`database kept: ${url} (stop the server with Ctrl-C)`);
  // A pending promise alone does not keep Node alive (the loop drains and the exit hook removes the server): a timer does.
  setInterval(() => {}, 1 << 30);
  await new Promise(() => {});
}
await server?.stop();
