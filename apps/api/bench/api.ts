/**
 * `npm run bench -w @seleta/api` (the root's `npm run bench:api`): figures printed, never asserted.
 *   - the demo seed's duration (target ≤ 60 s on PGlite);
 *   - sign-in latency, POST /recruiters/sessions with argon2id (target p95 ≤ 60 ms);
 *   - the signed-in recruiter, GET /recruiters (target p50 ≤ 5 ms on PGlite);
 *   - the candidate list against its raw SQL, and its boolean full-text terms (bench/lists.ts).
 * PGlite in a fresh temp data dir by default; BENCH_DATABASE_URL names an empty PostgreSQL database to use instead
 * (it gets the demo data; BENCH_REUSE=1 measures one seeded before). BENCH_REQUESTS (default 300) sets the number
 * of timed requests per scenario;
 * `-- --scale N` seeds N candidates instead of the demo's 2,000.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { DEMO_ACCOUNTS, DEMO_CANDIDATES, DEMO_PASSWORD, seedDemo } from "../src/seed";
import { startServer } from "../src/server";
import { benchLists } from "./lists";
import { percentile } from "./timing";

const { values } = parseArgs({ args: process.argv.slice(2), options: { scale: { type: "string" } } });
const candidates = values.scale ? Number(values.scale) : DEMO_CANDIDATES;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;
const databaseUrl = process.env.BENCH_DATABASE_URL;

async function timed(count: number, run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

function line(name: string, times: number[], target: string) {
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(2));
  console.log(`  ${name.padEnd(34)} p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms   (${target})`);
}

const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-api-"));
const kind = databaseUrl ? "PostgreSQL" : "PGlite";
try {
  // Figures taken on a busy machine are not figures of the code: say how busy it was.
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  console.log(
    `Seleta API bench on ${kind}: ${candidates} candidates, ${REQUESTS} timed requests per scenario (load average ${load})`,
  );

  const db = await openDatabase({ dataDir, databaseUrl });
  await migrateDatabase(db);
  const seeded = await seedDemo(db, { allowPostgres: true, candidates });
  await db.close();
  if (seeded.seeded) {
    console.log(
      `  ${"demo seed".padEnd(34)} ${((seeded.durationMs ?? 0) / 1000).toFixed(2)} s   (target ≤ 60 s on PGlite for 2,000 candidates)`,
    );
  } else if (process.env.BENCH_REUSE === "1") {
    // Seeding 1,000,000 candidates takes a while: BENCH_REUSE=1 measures a database seeded by an earlier run.
    console.log("  (BENCH_REUSE=1: the database was seeded before; --scale is ignored)");
  } else {
    throw new Error("The benchmark database was already seeded: give it an empty one (or set BENCH_REUSE=1).");
  }

  const server = await startServer(
    loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WEB_BUILD_DIR: join(dataDir, "no-web-build"),
    }),
    { authLimits: { sessionsPerMinute: 1_000_000, passwordPerMinute: 1_000_000 } },
  );
  try {
    const signIn = async () => {
      const response = await fetch(`${server.url}/api/v1/recruiters/sessions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
      return (await response.json()) as { token: string };
    };
    line(
      "POST /recruiters/sessions",
      await timed(Math.min(REQUESTS, 200), async () => {
        await signIn();
      }),
      "target p95 ≤ 60 ms",
    );
    const { token } = await signIn();
    line(
      "GET /recruiters",
      await timed(REQUESTS, async () => {
        const response = await fetch(`${server.url}/api/v1/recruiters`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.status !== 200) throw new Error(`GET /recruiters answered ${response.status}`);
        await response.arrayBuffer();
      }),
      "target p50 ≤ 5 ms on PGlite",
    );
    line(
      "GET /businesses/config",
      await timed(REQUESTS, async () => {
        await (await fetch(`${server.url}/api/v1/businesses/config?domain=localhost`)).arrayBuffer();
      }),
      "read at the start of every page",
    );
    await benchLists({ server, token, databaseUrl, requests: REQUESTS });
  } finally {
    await server.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
