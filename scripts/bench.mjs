#!/usr/bin/env node
/**
 * `npm run bench`: latency of the production server on this machine, sequential requests after a warm-up.
 * Starts `apps/api/dist/main.js` (run `npm run build` first) on a free port with a fresh PGlite data dir, or on
 * PostgreSQL when DATABASE_URL is set. Prints p50/p95/p99 per scenario; docs/performance.md quotes these figures.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const WARMUP = 50;

const SCENARIOS = [
  { name: "GET /api/v1/health", path: "/api/v1/health", host: "localhost", expect: '"status":"ok"' },
  { name: "SSR / (local brand)", path: "/", host: "localhost", expect: 'data-brand="local"' },
  { name: "SSR /home (executive brand)", path: "/home", host: "executive.localhost", expect: 'data-brand="executive"' },
];

/** node:http, because fetch silently drops a Host header, and the brand is chosen by the Host. */
function get(port, path, host) {
  return new Promise((resolveGet, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, headers: { host: `${host}:${port}` } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolveGet({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not answer ${url} in time`);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-"));
const server = spawn(process.execPath, [join(root, "apps/api/dist/main.js")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
});
try {
  await waitForHealth(`http://127.0.0.1:${port}/api/v1/health`, Date.now() + 60_000);
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
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
