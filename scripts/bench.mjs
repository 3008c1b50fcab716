#!/usr/bin/env node
/**
 * `npm run bench`: latency of the production server on this machine, sequential requests after a warm-up.
 * Starts `apps/api/dist/main.js` (run `npm run build` first) on a free port with a fresh PGlite data dir, or on
 * PostgreSQL when DATABASE_URL is set. Prints p50/p95/p99 per scenario; docs/performance.md quotes these figures.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, getWithHost as get, startServer } from "./lib/server.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const WARMUP = 50;

const SCENARIOS = [
  { name: "GET /api/v1/health", path: "/api/v1/health", host: "localhost", expect: '"status":"ok"' },
  { name: "SSR / (local brand)", path: "/", host: "localhost", expect: 'data-brand="local"' },
  { name: "SSR /home (executive brand)", path: "/home", host: "executive.localhost", expect: 'data-brand="executive"' },
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-"));
const server = startServer({ root, port, dataDir });
try {
  await server.waitUntilHealthy(60_000);
  console.log(
    `Seleta bench: ${REQUESTS} sequential requests per scenario, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
  );
  for (const scenario of SCENARIOS) {
    const times = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const started = process.hrtime.bigint();
      const { status, body } = await get(port, scenario.path, scenario.host);
      if (status !== 200) throw new Error(`${scenario.name}: HTTP ${status}`);
      if (!body.includes(scenario.expect)) throw new Error(`${scenario.name}: the answer lacks ${scenario.expect}`);
      if (i >= WARMUP) times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(2));
    console.log(`  ${scenario.name.padEnd(30)} p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
