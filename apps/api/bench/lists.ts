/**
 * The list figures (targets in docs/performance.md), printed by `npm run bench:api`, never asserted:
 *   - the candidate list (25 rows, one where + an order) through the API against the same query's raw SQL (the
 *     very statements the API runs, built by its compiler and printed: the page and, when the planner's estimate of
 *     the total (kept between requests by the API, made once here) is within the cap, the capped count beside it),
 *     both at 10 concurrent connections:
 *     target p50 ≤ 1.5 × raw p50 + 1 ms and p95 ≤ 25 ms on PostgreSQL with 1,000,000 candidates;
 *   - terms_required + terms_excluded over the candidates: target p95 ≤ 50 ms on PostgreSQL at 1,000,000, and on
 *     PGlite at 100,000 ≤ 3 × PostgreSQL.
 * Two where clauses are measured: a broad one (status = Active, about 45 % of the candidates: past the cap, the
 * total is the planner's estimate) and a narrow one (the candidates of one owner: counted). The API's clients run
 * in a worker thread, the raw SQL's pool in the main one.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { type AnyEntity, getEntity, presetContext } from "@seleta/domain";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { loadPrincipal, type RecruiterPrincipal } from "../src/auth/principal";
import { findSession, findSessionPrincipal } from "../src/auth/session";
import { queryRows } from "../src/db/client";
import { entityTable } from "../src/db/schema";
import { compileListQuery, listStatements, parseListQuery, TOTAL_CAP } from "../src/engine/listQuery";
import type { RunningServer } from "../src/server";
import { percentile } from "./timing";

const CONNECTIONS = 10;
const WARMUP = 30;

/** `total` runs of `run` by `connections` workers at once, after a warm-up; sorted latencies in ms. */
async function concurrent(total: number, connections: number, run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (started < total) {
        started++;
        const begin = process.hrtime.bigint();
        await run();
        times.push(Number(process.hrtime.bigint() - begin) / 1e6);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

/**
 * The API's clients: `connections` of them at once in a worker thread, as a browser or another service would be
 * outside the server's process (in the server's thread, the client's own work would count as the API's). Each
 * answer is read whole, not parsed. Sorted latencies in ms, after a warm-up.
 */
const CLIENTS = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { url, token, total, connections, warmup } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const run = () =>
  new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: "Bearer " + token } }, (response) => {
      if (response.statusCode !== 200) reject(new Error("GET " + url + " answered " + response.statusCode));
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
(async () => {
  for (let i = 0; i < warmup; i++) await run();
  const times = [];
  let started = 0;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (started < total) {
      started++;
      const begin = process.hrtime.bigint();
      await run();
      times.push(Number(process.hrtime.bigint() - begin) / 1e6);
    }
  }));
  agent.destroy();
  parentPort.postMessage({ times });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

function timedClients(url: string, token: string, total: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENTS, {
      eval: true,
      execArgv: [],
      workerData: { url, token, total, connections: CONNECTIONS, warmup: WARMUP },
    });
    worker.once("message", (message: { times?: number[]; error?: string }) => {
      void worker.terminate();
      if (message.times) resolve(message.times.sort((a, b) => a - b));
      else reject(new Error(message.error));
    });
    worker.once("error", reject);
  });
}

/**
 * CPU time of the server's thread (this process's main thread; the clients run in a worker) in ms, from Linux's
 * per-thread counters (10 ms ticks): what the API's own work costs per request, whatever else loads the cores.
 * Undefined elsewhere.
 */
function serverThreadCpuMs(): number | undefined {
  const stat = `/proc/self/task/${process.pid}/stat`;
  if (!existsSync(stat)) return undefined;
  const fields = readFileSync(stat, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * `BENCH_PROFILE_DIR=dir`: a CPU profile of the server's thread during each API scenario, written as
 * `dir/<scenario>.cpuprofile` (open it in Chrome DevTools); the profiler's own cost slows the figures.
 */
async function startProfile(): Promise<((name: string) => Promise<void>) | undefined> {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return undefined;
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
  return async (name) => {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(join(dir, `${name.replace(/[^a-z0-9]+/gi, "-")}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}

/** A list's parameters as the query string carries them: text as is, where/order/filter as JSON. */
function encodeParams(params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]),
  );
}

type Figures = { p50: number; p95: number; p99: number };

function figures(times: number[]): Figures {
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

function line(name: string, { p50, p95, p99 }: Figures, target: string) {
  const f = (n: number) => n.toFixed(2);
  console.log(`  ${name.padEnd(44)} p50 ${f(p50)} ms  p95 ${f(p95)} ms  p99 ${f(p99)} ms   (${target})`);
}

type RawRunner = (text: string, params: unknown[]) => Promise<unknown>;

export type ListBenchOptions = {
  server: RunningServer;
  /** The admin's Bearer token. */
  token: string;
  /** The PostgreSQL database the server uses, for the raw SQL's own pool (PGlite: the server's client). */
  databaseUrl: string | undefined;
  requests: number;
};

export async function benchLists({ server, token, databaseUrl, requests }: ListBenchOptions): Promise<void> {
  const db = server.db;
  const postgres = db.kind === "postgres";
  const verdict = (met: boolean) => (met ? "met" : "MISSED");
  // The absolute targets are PostgreSQL's (at 1,000,000 candidates); PGlite's figures are for comparison.
  const pgVerdict = (met: boolean) => (postgres ? verdict(met) : "n/a on PGlite");
  const candidates = getEntity("candidates") as AnyEntity;
  const table = entityTable("candidates");
  const session = await findSession(db, token);
  const found = session && (await loadPrincipal(db, session));
  if (found?.kind !== "recruiters") throw new Error("The bench token is not a recruiter's");
  const principal: RecruiterPrincipal = found;
  // A freshly seeded table has no planner statistics and no visibility map yet (index-only counts need it);
  // autovacuum would have made both in production.
  await queryRows(db, sql`vacuum analyze candidates`);
  const [owner] = await queryRows<{ owner_id: number }>(
    db,
    sql`select owner_id from candidates where business_id = ${principal.businessId} and owner_id is not null
        group by owner_id order by count(*) desc limit 1`,
  );
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from candidates where business_id = ${principal.businessId} and deleted_at is null`,
  );
  console.log(
    `  (the admin's business holds ${Number(count).toLocaleString("en")} candidates; ${CONNECTIONS} connections)`,
  );

  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS }) : undefined;
  let raw: RawRunner;
  if (pool) raw = (text, params) => pool.query(text, params);
  else if (db.driver.kind === "pglite") {
    const client = db.driver.client;
    raw = (text, params) => client.query(text, params);
  } else throw new Error("The raw SQL needs the database URL");

  /** The URL of a candidates list with these parameters (where/order as JSON, as the web app sends them). */
  const listUrl = (params: Record<string, unknown>) =>
    `${server.url}/api/v1/recruiters/candidates?${new URLSearchParams(encodeParams(params))}`;
  const request = (params: Record<string, unknown>) =>
    fetch(listUrl(params), { headers: { authorization: `Bearer ${token}` } });
  const api = async (params: Record<string, unknown>, name: string) => {
    const profiler = await startProfile();
    const before = serverThreadCpuMs();
    const times = await timedClients(listUrl(params), token, requests);
    const after = serverThreadCpuMs();
    await profiler?.(name);
    if (before !== undefined && after !== undefined) {
      console.log(`    (server thread CPU: ${((after - before) / (requests + WARMUP)).toFixed(2)} ms per request)`);
    }
    return times;
  };
  /** How many candidates the parameters select; an empty page would make the figure meaningless. */
  const matches = async (params: Record<string, unknown>) => {
    const body = (await (await request(params)).json()) as {
      candidates: unknown[];
      meta: { total: number; total_estimated?: boolean };
    };
    if (body.candidates.length === 0) throw new Error(`The list ${JSON.stringify(params)} is empty`);
    return `${body.meta.total_estimated ? "about " : ""}${body.meta.total.toLocaleString("en")}`;
  };

  /**
   * The statements the API runs for these parameters (its compiler's page, capped count and, past the cap, the
   * estimate), run as raw SQL on their own pool as the API would: page and count side by side. Prints them once.
   */
  const rawList = async (params: Record<string, unknown>) => {
    const query = parseListQuery(candidates, encodeParams(params), "en");
    const compiled = await compileListQuery(
      db.drizzle,
      candidates,
      table,
      query,
      principal,
      presetContext(principal.id, new Date()),
    );
    const statements = listStatements(db.drizzle, candidates, table, compiled);
    const page = statements.page.toSQL();
    const total = statements.count.toSQL();
    const estimate = statements.estimate.toSQL();
    const explain = `explain (format json) ${estimate.sql}`;
    for (const [label, statement] of [
      ["page", page],
      ["estimate (kept between requests)", { sql: explain, params: estimate.params }],
      ["count (when the estimate is at most the cap)", total],
    ] as const) {
      console.log(`    ${label}: ${statement.sql}\n      params ${JSON.stringify(statement.params)}`);
    }
    // As runListQuery: the estimate first (kept between requests: made once here), the capped count only when the
    // planner expects at most the cap, beside the page.
    const planned = (await raw(explain, estimate.params)) as {
      rows: { "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }[];
    };
    const counted = (planned.rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0) <= TOTAL_CAP;
    const run = async () => {
      if (pool) await Promise.all([raw(page.sql, page.params), counted ? raw(total.sql, total.params) : undefined]);
      else {
        await raw(page.sql, page.params);
        if (counted) await raw(total.sql, total.params);
      }
    };
    return { run, page, count: counted ? total : undefined };
  };

  /**
   * The floor under the API on this machine: a bare Fastify route (no hooks, no validation, no plugins) that runs
   * the raw statements above on its own pool of 10 and sends the records as the API does, alone and after the
   * API's own session lookup (every signed-in request makes one). Measured with the API's client, in the same run.
   * If anything the floor is optimistic: its session lookups take the server's pool and its statements a pool of
   * their own, where the API's requests share one pool of 10 for both.
   */
  type Statement = { sql: string; params: unknown[] };
  const floors = async ({ page, count }: { page: Statement; count: Statement | undefined }) => {
    if (!databaseUrl) return;
    const floorPool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
    const bare = Fastify({ logger: false });
    const send = async () => {
      const [{ rows }] = await Promise.all([
        floorPool.query<{ record: string }>(page.sql, page.params),
        count ? floorPool.query(count.sql, count.params) : undefined,
      ]);
      return `{"candidates":[${rows.map((row) => row.record).join(",")}]}`;
    };
    bare.get("/page", async (_request, reply) => reply.type("application/json").send(await send()));
    bare.get("/session-page", async (_request, reply) => {
      if (!(await findSessionPrincipal(db, token))) throw new Error("the bench token has no session");
      return reply.type("application/json").send(await send());
    });
    const address = await bare.listen({ port: 0, host: "127.0.0.1" });
    try {
      line(
        "floor: bare route, the API's statements",
        figures(await timedClients(`${address}/page`, token, requests)),
        "no target",
      );
      line(
        "floor: the same after the session lookup",
        figures(await timedClients(`${address}/session-page`, token, requests)),
        "no target",
      );
    } finally {
      await bare.close();
      await floorPool.end();
    }
  };

  try {
    const scenarios: [string, Record<string, unknown>][] = [
      ["status = Active, order by name", { where: { status: 3 }, order: { name: "asc" }, per_page: 25 }],
      [
        "owner = one recruiter, order by last activity",
        { where: { owner: Number(owner?.owner_id ?? 0) }, order: { last_activity_at: "desc" }, per_page: 25 },
      ],
    ];
    for (const [name, params] of scenarios) {
      console.log(`  ${name}: ${await matches(params)} matching candidates`);
      const statements = await rawList(params);
      const runRaw = statements.run;
      const rawFigures = figures(await concurrent(requests, CONNECTIONS, runRaw));
      const apiFigures = figures(await api(params, name));
      line(`raw SQL: ${name}`, rawFigures, "the baseline");
      const limit = 1.5 * rawFigures.p50 + 1;
      const ratio = `p50 ≤ ${limit.toFixed(2)} ms (1.5 × raw + 1): ${verdict(apiFigures.p50 <= limit)}`;
      line(
        `GET candidates: ${name}`,
        apiFigures,
        `${ratio}; p95 ≤ 25 ms on PostgreSQL at 1M: ${pgVerdict(apiFigures.p95 <= 25)}`,
      );
      await floors(statements);
    }
    // A role of the seed's thirty (≈ 3 % of the candidates), minus the ones open to hybrid work (≈ 1 in 6).
    const terms = { terms_required: "petróleo", terms_excluded: "híbridos", per_page: 25 };
    console.log(`  terms_required "petróleo", terms_excluded "híbridos": ${await matches(terms)} matching candidates`);
    const termFigures = figures(await api(terms, "terms"));
    line(
      "GET candidates: terms_required + excluded",
      termFigures,
      postgres
        ? `p95 ≤ 50 ms on PostgreSQL at 1M: ${verdict(termFigures.p95 <= 50)}`
        : "p95 ≤ 3 × PostgreSQL's, at 100,000 candidates",
    );
  } finally {
    await pool?.end();
  }
}
