/**
 * Global search benchmark (target: p95 ≤ 100 ms with 1,000,000 candidates and 100,000 of each other
 * kind, on PostgreSQL). Figures are printed, never asserted.
 *
 *   cd apps/api && npx tsx --conditions=@seleta/source bench/globalSearch.ts [--candidates N] [--others M] [--pglite]
 *
 * Defaults: 1,000,000 candidates and 100,000 client companies, client contacts, proposals, leads and jobs, in one
 * business (the worst case for tenancy: nothing is filtered out by it). The data is generated in SQL
 * (generate_series over Brazilian first names, surnames, roles and company words, so names repeat as they do in
 * life), which takes minutes at the full scale — most of it building the full-text and trigram indexes.
 * PostgreSQL: a throwaway server started here, or BENCH_DATABASE_URL (an empty database). `--pglite` uses PGlite
 * in a temp dir instead. BENCH_REQUESTS (default 300) timed requests, each searching all six kinds as the dialog
 * does with every chip on, sequentially after a warm-up pass over the terms.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startThrowawayPostgres } from "../../../scripts/lib/postgres.mjs";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { startServer } from "../src/server";
import { BENCH_PASSWORD, generateSearchData, searchTerms } from "./searchData";
import { percentile } from "./timing";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    candidates: { type: "string", default: "1000000" },
    others: { type: "string", default: "100000" },
    pglite: { type: "boolean", default: false },
  },
});
const CANDIDATES = Number(values.candidates);
const OTHERS = Number(values.others);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const ALL_KINDS = JSON.stringify([
  "client_companies",
  "client_contacts",
  "proposals",
  "candidates",
  "contacts",
  "jobs",
]);

const started = Date.now();
const kind = values.pglite ? "PGlite" : "PostgreSQL";
const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-search-"));
const throwaway =
  values.pglite || process.env.BENCH_DATABASE_URL
    ? undefined
    : await startThrowawayPostgres({ log: (message: string) => console.log(`  ${message}`) });
const databaseUrl = values.pglite ? undefined : (process.env.BENCH_DATABASE_URL ?? throwaway?.url);
try {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  console.log(
    `Global search bench on ${kind}: ${CANDIDATES.toLocaleString("en")} candidates, ${OTHERS.toLocaleString("en")} of each other kind, ${REQUESTS} timed requests (load average ${load})`,
  );
  const db = await openDatabase({ dataDir, databaseUrl });
  await migrateDatabase(db);
  const { admin } = await generateSearchData(db, { candidates: CANDIDATES, others: OTHERS });
  const termList = await searchTerms(db);
  await db.close();
  console.log(`  data ready in ${((Date.now() - started) / 1000).toFixed(0)} s; ${termList.length} terms`);

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
    const signIn = await fetch(`${server.url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin, password: BENCH_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const searchOnce = async (term: string) => {
      const query = new URLSearchParams({ term, entity: ALL_KINDS });
      const response = await fetch(`${server.url}/api/v1/recruiters/global_searchs?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) throw new Error(`"${term}": HTTP ${response.status} ${await response.text()}`);
      return ((await response.json()) as { global_searchs: unknown[] }).global_searchs.length;
    };
    for (const term of termList) await searchOnce(term);
    const times: { term: string; ms: number }[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const term = termList[i % termList.length] as string;
      const begin = process.hrtime.bigint();
      await searchOnce(term);
      times.push({ term, ms: Number(process.hrtime.bigint() - begin) / 1e6 });
    }
    const sorted = times.map((time) => time.ms).sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
    console.log(
      `  GET /recruiters/global_searchs (six kinds)  p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms   (target p95 ≤ 100 ms on PostgreSQL)`,
    );
    const slowest = new Map<string, number>();
    for (const { term, ms } of times) slowest.set(term, Math.max(slowest.get(term) ?? 0, ms));
    const worst = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`  slowest terms: ${worst.map(([term, ms]) => `"${term}" ${ms.toFixed(0)} ms`).join(", ")}`);
  } finally {
    await server.close();
  }
} finally {
  await throwaway?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
