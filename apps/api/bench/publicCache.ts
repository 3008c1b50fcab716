/**
 * The public pages from the shared cache (src/web/pageCache.ts), measured against the cheapest answer the server has:
 * in one run, `GET /api/v1/health`, `/jobs` and one job's page, each for BENCH_SECONDS (default 20) at
 * BENCH_CONNECTIONS (default 50) anonymous connections, with autocannon as bench/load.ts uses it. Printed per
 * database: 200 answers per second, p50 and p99, the pages' throughput as a share of health's (the target: at
 * least 50 %, p99 at most 100 ms), load shedding's deliberate 503s, every other answer (an error: the run fails),
 * and the load average at the start and the end (the machine may be shared).
 *
 * The server runs in a child process (this file with `--serve`) with the demo seed and the web build
 * (apps/web/build: `npm run build -w @seleta/web` first), on PGlite in a temp data dir and on PostgreSQL (a throwaway
 * server, or BENCH_DATABASE_URL naming an empty database).
 *
 *   npx tsx --conditions=@seleta/source bench/publicCache.ts
 *   BENCH_SECONDS=10 BENCH_DATABASES=pglite npx tsx --conditions=@seleta/source bench/publicCache.ts
 *
 * `benchPublicCache()` is the same, for another bench to call.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { childServerChannel, forkBenchServer, serveOverIpc } from "./childServer";

type DatabaseChoice = "pglite" | "postgres";
type FromServer = { type: "ready"; url: string };

export type PublicCacheOptions = {
  seconds?: number;
  connections?: number;
  databases?: DatabaseChoice[];
};

export type EndpointFigures = {
  name: string;
  path: string;
  /** Answers 200 per second. */
  requestsPerSecond: number;
  /** Every answer's latency (autocannon's, whole ms). */
  p50: number;
  p99: number;
  /** Load shedding's deliberate 503s (health is shed when the event loop lags; a cached page never is). */
  shed: number;
  /** Any other answer, socket errors and timeouts. */
  errors: number;
  /** Requests per second as a share of health's in the same run. */
  ratio: number;
};

export type PublicCacheFigures = {
  database: DatabaseChoice;
  connections: number;
  seconds: number;
  endpoints: EndpointFigures[];
  loadStart: string;
  loadEnd: string;
};

const WEB_BUILD_DIR = fileURLToPath(new URL("../../web/build", import.meta.url));
/** What the pages must reach, as a share of health's throughput, and their p99 (ms). */
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 100;

/** Run by itself (not imported by another bench, whose own `--serve` child must not start this server). */
const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain && process.argv.includes("--serve")) {
  await serveOverIpc(async () => {});
} else if (isMain) {
  const runs = await benchPublicCache();
  if (runs.some((run) => run.endpoints.some((endpoint) => endpoint.errors > 0))) process.exitCode = 1;
}

export async function benchPublicCache(options: PublicCacheOptions = {}): Promise<PublicCacheFigures[]> {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 20);
  const connections = options.connections ?? Number(process.env.BENCH_CONNECTIONS ?? 50);
  const databases =
    options.databases ?? ((process.env.BENCH_DATABASES ?? "pglite,postgres").split(",") as DatabaseChoice[]);
  if (!existsSync(join(WEB_BUILD_DIR, "server", "index.js"))) {
    throw new Error(`No web build in ${WEB_BUILD_DIR}: run npm run build -w @seleta/web first`);
  }
  const { startThrowawayPostgres } = await import("../../../scripts/lib/postgres.mjs");
  console.log(
    `Public pages' cache: health, /jobs and a job page, ${seconds} s each at ${connections} connections, on ${databases.join(" and ")} (load average ${loadAverage()})`,
  );
  const runs: PublicCacheFigures[] = [];
  for (const database of databases) {
    const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-public-cache-"));
    const throwaway =
      database === "postgres" && !process.env.BENCH_DATABASE_URL
        ? await startThrowawayPostgres({ log: (message: string) => console.log(`  ${message}`) })
        : undefined;
    const databaseUrl = database === "postgres" ? (process.env.BENCH_DATABASE_URL ?? throwaway?.url) : undefined;
    const child = forkBenchServer(import.meta.url, { dataDir, databaseUrl, webBuildDir: WEB_BUILD_DIR });
    const channel = childServerChannel<FromServer, { type: "stop" }>(child);
    try {
      const { url } = await channel.next("ready", 600_000);
      const jobPage = await firstJobPage(url);
      const loadStart = loadAverage();
      const measured: Omit<EndpointFigures, "ratio">[] = [];
      for (const [name, path] of [
        ["health", "/api/v1/health"],
        ["/jobs", "/jobs"],
        ["job page", jobPage],
      ] as const) {
        measured.push({ name, path, ...(await measure(url, path, connections, seconds)) });
      }
      const health = measured[0]?.requestsPerSecond ?? Number.NaN;
      const figures: PublicCacheFigures = {
        database,
        connections,
        seconds,
        endpoints: measured.map((endpoint) => ({ ...endpoint, ratio: endpoint.requestsPerSecond / health })),
        loadStart,
        loadEnd: loadAverage(),
      };
      runs.push(figures);
      printRun(figures);
    } finally {
      await channel.stop(30_000);
      await throwaway?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return runs;
}

/** The address of the first job the demo's `/jobs` links to; both pages are asked twice, so the cache holds them. */
async function firstJobPage(url: string): Promise<string> {
  const board = await fetchWhenServed(`${url}/jobs`);
  const html = await board.text();
  if (board.status !== 200) throw new Error(`/jobs answered ${board.status}`);
  const path = /href="(\/jobs\/[^"/?]+\/[^"/?]+)"/.exec(html)?.[1];
  if (!path) throw new Error("/jobs links to no job page");
  for (const page of ["/jobs", path, path]) {
    const answer = await fetchWhenServed(`${url}${page}`);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
  }
  for (const page of ["/jobs", path]) {
    const answer = await fetch(`${url}${page}`);
    await answer.arrayBuffer();
    if (answer.headers.get("x-cache") !== "hit") console.warn(`  ${page} is not answered from the cache`);
  }
  return path;
}

/** fetch, waiting out load shedding (Retry-After): right after the start the server may still be shedding. */
async function fetchWhenServed(url: string): Promise<Response> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const response = await fetch(url);
    if (response.status !== 503 || Date.now() > deadline) return response;
    const seconds = Number(response.headers.get("retry-after") ?? 1);
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

async function measure(
  url: string,
  path: string,
  connections: number,
  seconds: number,
): Promise<Omit<EndpointFigures, "name" | "path" | "ratio">> {
  let served = 0;
  let shed = 0;
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            method: "GET",
            path,
            onResponse: (status: number, body: string) => {
              if (status === 200) served += 1;
              else if (status === 503 && body.includes('"code":"server_busy"')) shed += 1;
              else errors += 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return {
    requestsPerSecond: served / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    shed,
    errors: errors + result.errors,
  };
}

function printRun(figures: PublicCacheFigures): void {
  console.log(
    `\n${figures.database === "pglite" ? "PGlite" : "PostgreSQL"}, ${figures.connections} connections, ${figures.seconds} s each (load average ${figures.loadStart} → ${figures.loadEnd})`,
  );
  console.log("| endpoint | 200s/s | p50 / p99 | share of health | shed 503s | errors |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const endpoint of figures.endpoints) {
    const meets =
      endpoint.name === "health"
        ? ""
        : endpoint.ratio >= TARGET_RATIO && endpoint.p99 <= TARGET_P99_MS
          ? " (target met)"
          : " (below target)";
    console.log(
      `| ${endpoint.name} | ${endpoint.requestsPerSecond.toFixed(0)} | ${endpoint.p50} / ${endpoint.p99} ms | ${(endpoint.ratio * 100).toFixed(0)} %${meets} | ${endpoint.shed} | ${endpoint.errors} |`,
    );
  }
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
}
