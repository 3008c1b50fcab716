/**
 * `npm run bench:load` (root): throughput and goodput under overload, with the server's default admission control
 * and load shedding. Figures are printed, never asserted, except one rule: every answer is a 2xx or a deliberate
 * 503 (`server_busy`: admission control's or load shedding's refusal); anything else — another status, a socket
 * error, a timeout — is an error and fails the run.
 *
 * For each database (PGlite in a temp data dir, then PostgreSQL: a throwaway server, or BENCH_DATABASE_URL naming
 * an empty database) the server starts with the demo seed, in a child process of its own (this file with `--serve`)
 * so autocannon's work does not count as the server's. Then, for each target:
 *
 *   - `recruiters`: each connection cycles through a mix of the recruiter workspace's calls as the demo recruiter
 *     (Bearer session): the candidates list, a candidate's detail, the list with full-text terms, the global search,
 *     and one sign-in with the demo password in every ten requests. The server's per-IP sign-in limit (30 a minute)
 *     would turn most of those sign-ins into 429s: the child raises it through startServer's `authLimits` option,
 *     as the tests do.
 *   - `jobs`: the public job board `/jobs`, rendered on the server (with apps/web/build only: `npm run build`).
 *
 * autocannon runs BENCH_SECONDS (default 10) at each concurrency of BENCH_SWEEP (default "1,2,5,10,20") after a
 * short warm-up; the one with the most 2xx answers a second is the peak; then one run at five times the peak's
 * concurrency measures the goodput under overload (2xx a second), the share of 503s, the p99 of the answers served,
 * and the ratio goodput / peak (the target: ≥ 90 %, p99 of served ≤ 1 s).
 *
 * Per run also: the server's event-loop delay (what load shedding compares with its threshold), its RSS after, and
 * the load average (1, 5, 15 min) at the start and at the end — the machine may be shared. autocannon sends a
 * connection's next request as soon as an answer comes, a 503's Retry-After notwithstanding.
 *
 * Then, with a web build, the public pages from the shared cache against health (bench/publicCache.ts;
 * BENCH_PUBLIC_CACHE=0 leaves it out).
 *
 *   npm run bench:load                                             (about 3 minutes a database)
 *   BENCH_DATABASES=pglite BENCH_TARGETS=recruiters BENCH_SWEEP=5,10 npm run bench:load
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { SERVER_BUSY_CODE, serverBusyMessage } from "../src/edge/loadShedding";
import { childServerChannel, forkBenchServer, serveOverIpc } from "./childServer";
import { benchPublicCache } from "./publicCache";
import { percentile } from "./timing";

type ToServer = { type: "memory" } | { type: "stop" };
type FromServer =
  | { type: "ready"; url: string }
  | { type: "memory"; rss: number; loopDelays: number[]; waiting: number[]; running: number; refused: number }
  | { type: "failed"; error: string };

/** One sign-in in this many requests: sign-in hashes with argon2id, by far the most expensive call. */
const SIGN_IN_EVERY = 10;

/** The overload measured: this many times the concurrency of the peak. */
const OVERLOAD_FACTOR = 5;
/** What the goodput under overload is held to: a share of the peak, and the p99 of the answers served. */
const TARGET_RATIO = 0.9;
const TARGET_SERVED_P99_MS = 1000;

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const webBuildDir = join(repoRoot, "apps", "web", "build");

if (process.argv.includes("--serve")) {
  await serve();
} else {
  await bench();
}

/** The server side, with sign-in limits out of the way; it reports its RSS and event-loop delays when asked. */
async function serve(): Promise<void> {
  let loopDelays: number[] = [];
  let waiting: number[] = [];
  let running = 0;
  const server = await serveOverIpc<ToServer, FromServer>(
    async (message, _server, send) => {
      if (message.type !== "memory") return;
      const refused = server.app.admission.refused;
      send({ type: "memory", rss: process.memoryUsage().rss, loopDelays, waiting, running, refused });
      loopDelays = [];
      waiting = [];
      running = 0;
    },
    { authLimits: { sessionsPerMinute: 1_000_000, passwordPerMinute: 1_000_000 } },
  );
  // The event-loop delay load shedding compares with its threshold (under-pressure's one-second samples).
  const { memoryUsage } = server.app as unknown as { memoryUsage(): { eventLoopDelay: number } };
  // With it, how many requests wait in admission control's queue (sampled every 100 ms).
  setInterval(() => loopDelays.push(memoryUsage().eventLoopDelay), 1000).unref();
  setInterval(() => {
    running = Math.max(running, server.app.admission.running);
    waiting.push(server.app.admission.waiting);
  }, 100).unref();
}

type DatabaseChoice = "pglite" | "postgres";
type TargetChoice = "recruiters" | "jobs";

type RunFigures = {
  connections: number;
  /** autocannon's measured duration (s). */
  seconds: number;
  requests: number;
  /** The 2xx answers, a second, and their latency (whole ms). */
  served: number;
  goodput: number;
  servedP50: number;
  servedP99: number;
  shed: number;
  errors: number;
  errorKinds: Record<string, number>;
  rssAfter: number;
  /** The event-loop delay's one-second samples during the run (ms): median and maximum. */
  loopDelayMedian: number;
  loopDelayMax: number;
  /** Requests waiting in admission control's queue, sampled every 100 ms: median and maximum. */
  waitingMedian: number;
  waitingMax: number;
  /** The most requests served at once (same samples). */
  runningMax: number;
  /** The 503s admission control answered (the queue full, a deadline); the others are load shedding's. */
  admissionRefused: number;
  loadStart: string;
  loadEnd: string;
};

type TargetFigures = {
  database: DatabaseChoice;
  target: TargetChoice;
  sweep: RunFigures[];
  peak: RunFigures;
  overload: RunFigures;
};

async function bench(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const sweep = (process.env.BENCH_SWEEP ?? "1,2,5,10,20").split(",").map(Number);
  const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",") as DatabaseChoice[];
  const hasWebBuild = existsSync(join(webBuildDir, "server", "index.js"));
  const wanted = (process.env.BENCH_TARGETS ?? "recruiters,jobs").split(",") as TargetChoice[];
  const targets = wanted.filter((target) => target !== "jobs" || hasWebBuild);
  if (targets.length < wanted.length) console.log("No web build (npm run build): /jobs is not measured.");
  const { startThrowawayPostgres } = await import("../../../scripts/lib/postgres.mjs");

  console.log(
    `Load bench: ${targets.join(" and ")} on ${databases.join(" and ")}, ${seconds} s at ${sweep.join(", ")} connections, then ${OVERLOAD_FACTOR}× the peak's (demo seed, load average ${loadAverage()})`,
  );
  const results: TargetFigures[] = [];
  for (const database of databases) {
    const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-load-"));
    const throwaway =
      database === "postgres" && !process.env.BENCH_DATABASE_URL
        ? await startThrowawayPostgres({ log: (message: string) => console.log(`  ${message}`) })
        : undefined;
    const databaseUrl = database === "postgres" ? (process.env.BENCH_DATABASE_URL ?? throwaway?.url) : undefined;
    const child = forkBenchServer(import.meta.url, {
      dataDir,
      databaseUrl,
      ...(hasWebBuild ? { webBuildDir } : {}),
    });
    const server = serverChannel(child);
    try {
      const { url } = await server.next("ready", 600_000);
      for (const target of targets) {
        const mix = target === "recruiters" ? await requestMix(url) : await jobsMix(url);
        const measure = async (connections: number, runSeconds = seconds): Promise<RunFigures> => {
          const before = await server.memory();
          const loadStart = loadAverage();
          const result = await run(url, connections, runSeconds, mix);
          const after = await server.memory();
          const delays = after.loopDelays.sort((a, b) => a - b);
          const waiting = after.waiting.sort((a, b) => a - b);
          const figures: RunFigures = {
            connections,
            ...result,
            rssAfter: after.rss,
            loopDelayMedian: delays[Math.floor(delays.length / 2)] ?? Number.NaN,
            loopDelayMax: delays.at(-1) ?? Number.NaN,
            waitingMedian: waiting[Math.floor(waiting.length / 2)] ?? Number.NaN,
            waitingMax: waiting.at(-1) ?? Number.NaN,
            runningMax: after.running,
            admissionRefused: after.refused - before.refused,
            loadStart,
            loadEnd: loadAverage(),
          };
          console.log(`  ${database} ${target}: ${describeRun(figures)}`);
          return figures;
        };
        // Warm-up: the first queries and renders compile code and fill caches; not counted.
        await run(url, 5, Math.min(3, seconds), mix);
        const runs: RunFigures[] = [];
        for (const connections of sweep) runs.push(await measure(connections));
        const peak = runs.reduce((best, figures) => (figures.goodput > best.goodput ? figures : best));
        const overload = await measure(OVERLOAD_FACTOR * peak.connections);
        const figures: TargetFigures = { database, target, sweep: runs, peak, overload };
        results.push(figures);
        console.log(`  ${database} ${target}: ${describeTarget(figures)}`);
      }
    } finally {
      await server.stop();
      await throwaway?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const columns = [
    "2xx/s",
    "2xx p50 / p99",
    "503s (by admission control)",
    "errors",
    "in flight max; queue median / max",
    "event-loop delay median / max",
    "RSS after",
    "load",
  ];
  console.log(`\n| database | target | connections | ${columns.join(" | ")} |`);
  console.log(`| --- | --- | ---: | ${columns.map(() => "---:").join(" | ")} |`);
  for (const figures of results) {
    for (const runFigures of [...figures.sweep, figures.overload]) console.log(runRow(figures, runFigures));
  }
  console.log(
    `\n| database | target | peak | ${OVERLOAD_FACTOR}× overload | goodput / peak | 503s | p99 of served | met (≥ ${TARGET_RATIO * 100} %, ≤ ${TARGET_SERVED_P99_MS} ms) |`,
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const figures of results) console.log(summaryRow(figures));
  const failed = results.flatMap((figures) => [...figures.sweep, figures.overload]).filter((run) => run.errors > 0);
  // The public pages from the shared cache, as a share of health's throughput in the same run (bench/publicCache.ts).
  if (hasWebBuild && process.env.BENCH_PUBLIC_CACHE !== "0") {
    console.log("");
    const cacheRuns = await benchPublicCache({ seconds, databases });
    if (cacheRuns.some((run) => run.endpoints.some((endpoint) => endpoint.errors > 0))) {
      console.error("\nThe public pages' cache bench had errors (anything but a 200 or a deliberate 503).");
      process.exitCode = 1;
    }
  }
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

/** The public job board as a visitor of the local brand asks for it: the page rendered on the server. */
async function jobsMix(url: string): Promise<Mix> {
  const headers = { "accept-language": "pt-BR", "accept-encoding": "gzip" };
  const page = await fetchWhenServed(`${url}/jobs`, { headers });
  if (page.status !== 200) throw new Error(`/jobs answered ${page.status}: ${(await page.text()).slice(0, 200)}`);
  return [{ method: "GET", path: "/jobs", headers: { ...headers, host: `localhost:${new URL(url).port}` } }];
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

/** One autocannon run; every answer that is neither a 2xx nor a deliberate 503 counts as an error. */
async function run(
  url: string,
  connections: number,
  seconds: number,
  mix: Mix,
): Promise<
  Pick<
    RunFigures,
    "seconds" | "requests" | "served" | "goodput" | "servedP50" | "servedP99" | "shed" | "errors" | "errorKinds"
  >
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
      if (status === 503 && isServerBusy(body)) shed += 1;
      else countError(`HTTP ${status}`);
    },
  }));
  // The latency of the answers served (2xx), apart: a refusal takes a millisecond and would hide them.
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
  const duration = result.duration || seconds;
  return {
    seconds: duration,
    requests: result.requests.total,
    served: served.length,
    goodput: served.length / duration,
    servedP50: percentile(served, 50),
    servedP99: percentile(served, 99),
    shed,
    errors,
    errorKinds,
  };
}

/** A refusal's body: the API's error body, or a page's plain text, in either language. */
function isServerBusy(body: string): boolean {
  return (
    body.includes(`"code":"${SERVER_BUSY_CODE}"`) ||
    body.startsWith(serverBusyMessage("pt-BR")) ||
    body.startsWith(serverBusyMessage("en"))
  );
}

function describeRun(figures: RunFigures): string {
  const kinds = Object.entries(figures.errorKinds)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(", ");
  return [
    `${figures.connections} connections, ${figures.seconds.toFixed(1)} s: ${figures.requests} requests`,
    `${figures.served} served (${figures.goodput.toFixed(1)}/s): p50 ${figures.servedP50.toFixed(0)} ms  p99 ${figures.servedP99.toFixed(0)} ms`,
    `${figures.shed} deliberate 503s (${share(figures.shed, figures.requests)}; ${figures.admissionRefused} by admission control), ${figures.errors} errors${kinds ? ` (${kinds})` : ""}`,
    `event-loop delay median ${figures.loopDelayMedian.toFixed(0)} ms, max ${figures.loopDelayMax.toFixed(0)} ms`,
    `queue median ${figures.waitingMedian}, max ${figures.waitingMax}, in flight max ${figures.runningMax}`,
    `RSS ${megabytes(figures.rssAfter)} MB`,
    `load average ${figures.loadStart} → ${figures.loadEnd}`,
  ].join(";  ");
}

function describeTarget({ peak, overload }: TargetFigures): string {
  return [
    `peak ${peak.goodput.toFixed(1)} 2xx/s at ${peak.connections} connections`,
    `${overload.connections} connections: ${overload.goodput.toFixed(1)} 2xx/s, ${ratio(overload, peak)} of the peak`,
    `${share(overload.shed, overload.requests)} refused, p99 of served ${overload.servedP99.toFixed(0)} ms`,
  ].join(";  ");
}

function databaseName(database: DatabaseChoice): string {
  return database === "pglite" ? "PGlite" : "PostgreSQL";
}

function runRow({ database, target }: TargetFigures, figures: RunFigures): string {
  return `| ${[
    databaseName(database),
    target,
    figures.connections,
    figures.goodput.toFixed(1),
    `${figures.servedP50.toFixed(0)} / ${figures.servedP99.toFixed(0)} ms`,
    `${share(figures.shed, figures.requests)} (${figures.admissionRefused})`,
    figures.errors,
    `${figures.runningMax}; ${figures.waitingMedian} / ${figures.waitingMax}`,
    `${figures.loopDelayMedian.toFixed(0)} / ${figures.loopDelayMax.toFixed(0)} ms`,
    `${megabytes(figures.rssAfter)} MB`,
    `${figures.loadStart} → ${figures.loadEnd}`,
  ].join(" | ")} |`;
}

function summaryRow(figures: TargetFigures): string {
  const { peak, overload } = figures;
  const met = overload.goodput >= TARGET_RATIO * peak.goodput && overload.servedP99 <= TARGET_SERVED_P99_MS;
  return `| ${[
    databaseName(figures.database),
    figures.target,
    `${peak.goodput.toFixed(1)}/s at ${peak.connections}`,
    `${overload.goodput.toFixed(1)}/s at ${overload.connections}`,
    ratio(overload, peak),
    share(overload.shed, overload.requests),
    `${overload.servedP99.toFixed(0)} ms`,
    met ? "yes" : "no",
  ].join(" | ")} |`;
}

function ratio(overload: RunFigures, peak: RunFigures): string {
  return `${((100 * overload.goodput) / peak.goodput).toFixed(0)} %`;
}

function share(part: number, whole: number): string {
  return whole === 0 ? "0 %" : `${((100 * part) / whole).toFixed(part > 0 && part < whole / 100 ? 1 : 0)} %`;
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
    async memory(): Promise<{
      rss: number;
      loopDelays: number[];
      waiting: number[];
      running: number;
      refused: number;
    }> {
      channel.send({ type: "memory" });
      const { rss, loopDelays, waiting, running, refused } = await channel.next("memory", 60_000);
      return { rss, loopDelays, waiting, running, refused };
    },
    stop: () => channel.stop(30_000),
  };
}
