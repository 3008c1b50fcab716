/**
 * `npm run bench:load` (root): the API under sustained load, with load shedding at its default thresholds.
 * Figures are printed, never asserted, except one rule: every answer is a 2xx or a deliberate 503 (load shedding's
 * `server_busy`); anything else — another status, a socket error, a timeout — is an error and fails the run.
 *
 * For each database (PGlite in a temp data dir, then PostgreSQL: a throwaway server, or BENCH_DATABASE_URL naming
 * an empty database) the server starts with the demo seed, in a child process of its own (this file with `--serve`)
 * so autocannon's work does not count as the server's. autocannon then runs for BENCH_SECONDS (default 60) at each
 * of BENCH_CONNECTIONS (default "10,50"), each connection cycling through a mix of the recruiter workspace's calls
 * as the demo recruiter (Bearer session): the candidates list, a candidate's detail, the list with full-text
 * terms, the global search, and one sign-in with the demo password in every ten requests. The server's per-IP
 * sign-in limit (30 a minute) would turn most of those sign-ins into 429s: the child raises it through
 * startServer's `authLimits` option, as the tests do.
 *
 * Per run: requests and their p50/p99 latency, the 2xx answers and theirs (a shed answer takes a millisecond: mixed
 * in, it hides what served callers waited), non-2xx split into deliberate 503s and errors, the server's RSS before
 * and after, its event-loop delay (the measure shedding compares with its threshold), and the load average (1, 5,
 * 15 min) at the start and at the end — the machine may be shared. autocannon sends a connection's next request as
 * soon as an answer comes, a 503's Retry-After notwithstanding: the count of 503s is far above what browsers,
 * which wait, would cause.
 *
 *   BENCH_SECONDS=10 npm run bench:load                   (a quick check)
 *   BENCH_DATABASES=pglite BENCH_CONNECTIONS=50 npm run bench:load
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { childServerChannel, forkBenchServer, serveOverIpc } from "./childServer";

type ToServer = { type: "memory" } | { type: "stop" };
type FromServer =
  | { type: "ready"; url: string }
  | { type: "memory"; rss: number; loopDelays: number[] }
  | { type: "failed"; error: string };

/** One sign-in in this many requests: sign-in hashes with argon2id, by far the most expensive call. */
const SIGN_IN_EVERY = 10;

if (process.argv.includes("--serve")) {
  await serve();
} else {
  await bench();
}

/** The server side, with sign-in limits out of the way; it reports its RSS and event-loop delays when asked. */
async function serve(): Promise<void> {
  let loopDelays: number[] = [];
  const server = await serveOverIpc<ToServer, FromServer>(
    async (message, _server, send) => {
      if (message.type !== "memory") return;
      send({ type: "memory", rss: process.memoryUsage().rss, loopDelays });
      loopDelays = [];
    },
    { authLimits: { sessionsPerMinute: 1_000_000, passwordPerMinute: 1_000_000 } },
  );
  // The event-loop delay load shedding compares with its threshold (under-pressure's one-second samples).
  const { memoryUsage } = server.app as unknown as { memoryUsage(): { eventLoopDelay: number } };
  setInterval(() => loopDelays.push(memoryUsage().eventLoopDelay), 1000).unref();
}

type DatabaseChoice = "pglite" | "postgres";

type RunFigures = {
  database: DatabaseChoice;
  connections: number;
  seconds: number;
  requests: number;
  /** Every answer, shed ones included (autocannon's figures, whole ms). */
  p50: number;
  p99: number;
  /** The 2xx answers, and their latency. */
  served: number;
  servedP50: number;
  servedP99: number;
  shed: number;
  errors: number;
  errorKinds: Record<string, number>;
  rssBefore: number;
  rssAfter: number;
  /** The event-loop delay's one-second samples during the run (ms): median and maximum. */
  loopDelayMedian: number;
  loopDelayMax: number;
  loadStart: string;
  loadEnd: string;
};

async function bench(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 60);
  const connectionCounts = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
  const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",") as DatabaseChoice[];
  const { startThrowawayPostgres } = await import("../../../scripts/lib/postgres.mjs");

  console.log(
    `Load bench: ${seconds} s per run at ${connectionCounts.join(" and ")} connections, on ${databases.join(" and ")} (demo seed, load average ${loadAverage()})`,
  );
  const runs: RunFigures[] = [];
  for (const database of databases) {
    const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-load-"));
    const throwaway =
      database === "postgres" && !process.env.BENCH_DATABASE_URL
        ? await startThrowawayPostgres({ log: (message: string) => console.log(`  ${message}`) })
        : undefined;
    const databaseUrl = database === "postgres" ? (process.env.BENCH_DATABASE_URL ?? throwaway?.url) : undefined;
    const child = forkBenchServer(import.meta.url, { dataDir, databaseUrl });
    const server = serverChannel(child);
    try {
      const { url } = await server.next("ready", 600_000);
      const mix = await requestMix(url);
      for (const connections of connectionCounts) {
        const { rss: rssBefore } = await server.memory();
        const loadStart = loadAverage();
        const result = await run(url, connections, seconds, mix);
        const after = await server.memory();
        const delays = after.loopDelays.sort((a, b) => a - b);
        const figures: RunFigures = {
          database,
          connections,
          seconds,
          ...result,
          rssBefore,
          rssAfter: after.rss,
          loopDelayMedian: delays[Math.floor(delays.length / 2)] ?? Number.NaN,
          loopDelayMax: delays.at(-1) ?? Number.NaN,
          loadStart,
          loadEnd: loadAverage(),
        };
        runs.push(figures);
        console.log(`  ${describeRun(figures)}`);
      }
    } finally {
      await server.stop();
      await throwaway?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const numeric = ["connections", "requests", "p50 / p99", "2xx", "2xx p50 / p99", "deliberate 503s", "errors"];
  const text = ["RSS before → after", "event-loop delay median / max", "load average start → end"];
  console.log(`\n| database | ${[...numeric, ...text].join(" | ")} |`);
  console.log(`| --- | ${[...numeric.map(() => "---:"), ...text.map(() => "---")].join(" | ")} |`);
  for (const figures of runs) console.log(tableRow(figures));
  const failed = runs.filter((figures) => figures.errors > 0);
  if (failed.length > 0) {
    console.error(`\n${failed.length} run(s) had errors (anything but a 2xx or a deliberate 503).`);
    process.exitCode = 1;
  }
}

type Mix = autocannon.Request[];

/**
 * The calls each connection cycles through, as the demo recruiter: ids for the details come from the list itself,
 * so every detail exists and is visible to that recruiter.
 */
async function requestMix(url: string): Promise<Mix> {
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import("../src/seed/demo");
  const signInBody = JSON.stringify({ email: DEMO_ACCOUNTS.recruiter.email, password: DEMO_PASSWORD });
  const signIn = await fetchWhenServed(`${url}/api/v1/recruiters/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: signInBody,
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const { token } = (await signIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, "accept-language": "en" };
  const listPath = "/api/v1/recruiters/candidates?per_page=25";
  const list = await fetchWhenServed(`${url}${listPath}`, { headers });
  if (list.status !== 200) throw new Error(`the candidates list answered ${list.status}: ${await list.text()}`);
  const ids = ((await list.json()) as { candidates: { id: number }[] }).candidates.map((candidate) => candidate.id);
  if (ids.length === 0) throw new Error("The demo recruiter sees no candidates");

  const get = (path: string): autocannon.Request => ({ method: "GET", path, headers });
  const termsPath = `/api/v1/recruiters/candidates?${new URLSearchParams({ terms_required: "petróleo", per_page: "25" })}`;
  const searchPath = `/api/v1/recruiters/global_searchs?${new URLSearchParams({ term: "ana", entity: JSON.stringify(["candidates", "jobs", "client_companies"]) })}`;
  for (const path of [termsPath, searchPath, `/api/v1/recruiters/candidates/${ids[0]}`]) {
    const answer = await fetchWhenServed(`${url}${path}`, { headers });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  }
  const detail = (index: number) => get(`/api/v1/recruiters/candidates/${ids[index % ids.length]}`);
  const mix: Mix = [
    get(listPath),
    detail(0),
    get(termsPath),
    detail(1),
    get(searchPath),
    get(`${listPath}&page=2`),
    detail(2),
    get(termsPath),
    detail(3),
    {
      method: "POST",
      path: "/api/v1/recruiters/sessions",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: signInBody,
    },
  ];
  if (mix.length !== SIGN_IN_EVERY) throw new Error("The mix is meant to hold one sign-in in ten requests");
  return mix;
}

/**
 * fetch, waiting out load shedding as a browser would (Retry-After): the setup's requests must be answered, and
 * right after the start (the demo seed, the first queries) the server may still be shedding.
 */
async function fetchWhenServed(url: string, init: RequestInit): Promise<Response> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const response = await fetch(url, init);
    if (response.status !== 503 || Date.now() > deadline) return response;
    const seconds = Number(response.headers.get("retry-after") ?? 1);
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** One autocannon run; every answer that is neither a 2xx nor load shedding's 503 counts as an error. */
async function run(
  url: string,
  connections: number,
  seconds: number,
  mix: Mix,
): Promise<
  Pick<RunFigures, "requests" | "p50" | "p99" | "served" | "servedP50" | "servedP99" | "shed" | "errors" | "errorKinds">
> {
  let shed = 0;
  const errorKinds: Record<string, number> = {};
  const countError = (kind: string) => {
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  const requests = mix.map((request) => ({
    ...request,
    onResponse: (status: number, body: string) => {
      if (status >= 200 && status < 300) return;
      if (status === 503 && body.includes('"code":"server_busy"')) shed += 1;
      else countError(`HTTP ${status}`);
    },
  }));
  // The latency of the answers served (2xx), apart: a shed answer takes a millisecond and would hide them.
  const served: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests, timeout: 30 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) served.push(ms);
    });
  });
  served.sort((a, b) => a - b);
  if (result.errors > result.timeouts) errorKinds["socket errors"] = result.errors - result.timeouts;
  if (result.timeouts > 0) errorKinds["timeouts (30 s)"] = result.timeouts;
  const errors = Object.values(errorKinds).reduce((sum, count) => sum + count, 0);
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    served: served.length,
    servedP50: percentile(served, 50),
    servedP99: percentile(served, 99),
    shed,
    errors,
    errorKinds,
  };
}

function describeRun(figures: RunFigures): string {
  const kinds = Object.entries(figures.errorKinds)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(", ");
  return [
    `${figures.database}, ${figures.connections} connections, ${figures.seconds} s: ${figures.requests} requests`,
    `p50 ${figures.p50} ms  p99 ${figures.p99} ms`,
    `${figures.served} served (2xx): p50 ${figures.servedP50.toFixed(0)} ms  p99 ${figures.servedP99.toFixed(0)} ms`,
    `${figures.shed} deliberate 503s, ${figures.errors} errors${kinds ? ` (${kinds})` : ""}`,
    `RSS ${megabytes(figures.rssBefore)} → ${megabytes(figures.rssAfter)} MB`,
    `event-loop delay median ${figures.loopDelayMedian.toFixed(0)} ms, max ${figures.loopDelayMax.toFixed(0)} ms`,
    `load average ${figures.loadStart} → ${figures.loadEnd}`,
  ].join(";  ");
}

function tableRow(figures: RunFigures): string {
  const database = figures.database === "pglite" ? "PGlite" : "PostgreSQL";
  return `| ${[
    database,
    figures.connections,
    figures.requests.toLocaleString("en"),
    `${figures.p50} / ${figures.p99} ms`,
    figures.served.toLocaleString("en"),
    `${figures.servedP50.toFixed(0)} / ${figures.servedP99.toFixed(0)} ms`,
    figures.shed.toLocaleString("en"),
    figures.errors,
    `${megabytes(figures.rssBefore)} → ${megabytes(figures.rssAfter)} MB`,
    `${figures.loopDelayMedian.toFixed(0)} / ${figures.loopDelayMax.toFixed(0)} ms`,
    `${figures.loadStart} → ${figures.loadEnd}`,
  ].join(" | ")} |`;
}

function megabytes(bytes: number): string {
  return (bytes / 1048576).toFixed(0);
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
}

/** The child's IPC, as awaitable calls. */
function serverChannel(child: ChildProcess) {
  const channel = childServerChannel<FromServer, ToServer>(child);
  return {
    next: channel.next,
    /** The server's RSS now, and its event-loop delay samples since the last call. */
    async memory(): Promise<{ rss: number; loopDelays: number[] }> {
      channel.send({ type: "memory" });
      const { rss, loopDelays } = await channel.next("memory", 60_000);
      return { rss, loopDelays };
    },
    stop: () => channel.stop(30_000),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
