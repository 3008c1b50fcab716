/**
 * `npm run bench:public-server -w @seleta/api`: the job board's server responses with 100,000 jobs on PostgreSQL
 * (issue budget: the list and a job's page p95 ≤ 30 ms). Figures printed and written to
 * `bench-results/public-server.json` at the repo's root (for the browser benchmark); never asserted.
 *
 * - A throwaway PostgreSQL (or BENCH_DATABASE_URL, an empty database), migrated, with the demo seed (the six brand
 *   hosts over three businesses, the business areas), then BENCH_JOBS (100,000) jobs loaded with COPY: most public,
 *   over the three businesses, realistic pt-BR titles and descriptions (full-text has work to do), the rest hidden
 *   in every way the board must hide (unpublished, closed, draft, past deadline, deleted). VACUUM ANALYZE after.
 * - BENCH_REUSE=1 with BENCH_DATABASE_URL measures the jobs an earlier run loaded into that database.
 * - The server runs in a child process (`--serve`), as in production; the client here sends its requests over real
 *   HTTP (keep-alive), one at a time (BENCH_CONNECTIONS for more at once), after a warm-up, rotating hosts and values.
 * - Scenarios: the list, with a term, with filters, a deep page, a job by uid; with apps/web/build present, the SSR
 *   of `/jobs` and of a job's page (skipped while those pages answer 404: they are built apart).
 */
import { type ChildProcess, fork } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { slugify } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import * as schema from "../src/db/schema";
import { newPublicUid } from "../src/engine/publicUid";
import { seedDemo } from "../src/seed";
import { copyRows, restoreIndexes, suspendIndexes, withBulkTransaction } from "../src/seed/bulkLoad";
import { createRandom, type Random } from "../src/seed/random";
import { JOB_TITLES, SKILLS, sentence } from "../src/seed/vocabulary";
import type { RunningServer } from "../src/server";
import { percentile } from "./timing";

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const WARMUP = 30;
const TARGET_P95_MS = 30;
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const webBuildDir = join(repoRoot, "apps", "web", "build");
const resultFile = join(repoRoot, "bench-results", "public-server.json");

/** The six brand hosts of the demo (three businesses). */
const HOSTS = [
  "localhost",
  "default.localhost",
  "executive.localhost",
  "interim.localhost",
  "tech.localhost",
  "finance.localhost",
];

const CITIES: readonly (readonly [string, string])[] = [
  ["São Paulo", "SP"],
  ["Campinas", "SP"],
  ["Rio de Janeiro", "RJ"],
  ["Niterói", "RJ"],
  ["Macaé", "RJ"],
  ["Belo Horizonte", "MG"],
  ["Curitiba", "PR"],
  ["Porto Alegre", "RS"],
  ["Florianópolis", "SC"],
  ["Joinville", "SC"],
  ["Salvador", "BA"],
  ["Recife", "PE"],
  ["Fortaleza", "CE"],
  ["Brasília", "DF"],
  ["Goiânia", "GO"],
  ["Manaus", "AM"],
  ["Vitória", "ES"],
  ["Belém", "PA"],
];

const EXTRA_TITLES = [
  "Gerente de Gestão de Pessoas",
  "Analista de Tributação",
  "Coordenador(a) de Logística",
  "Engenheiro(a) de Produção",
  "Especialista em Segurança da Informação",
  "Gerente de Exploração de Petróleo",
  "Analista de Compliance",
  "Advogado(a) Trabalhista",
  "Executivo(a) de Contas",
  "Gerente de Distribuição de Gás",
];
const TITLES = [...JOB_TITLES, ...EXTRA_TITLES];

const TERMS = [
  "gerente",
  "gestao de pessoas",
  "analista financeiro",
  "tributacao",
  "engenheiro",
  "dados",
  "juridico",
  "vendas",
  "petroleo",
  "anal",
  "controladoria senior",
  "logistica",
];

type Scenario = { name: string; paths: () => string[]; hosts?: readonly string[]; apiSkip?: boolean };

/** The jobs to load, one row at a time (COPY). */
function* benchJobs(
  random: Random,
  world: { businesses: number[]; owners: Map<number, number>; companies: Map<number, number>; areas: number[] },
) {
  const now = Date.now();
  for (let index = 0; index < JOBS; index++) {
    // Most of the group's jobs are the first business's, as in the demo.
    const business = world.businesses[random.chance(0.5) ? 0 : random.chance(0.6) ? 1 : 2] as number;
    const hidden = random.chance(0.12) ? random.int(0, 4) : -1;
    const [city, state] = random.pick(CITIES);
    const title = random.pick(TITLES);
    const created = new Date(now - random.int(0, 730) * 86_400_000 - random.int(0, 86_399) * 1000);
    const salary = random.int(6, 60) * 1000;
    yield {
      business_id: business,
      title,
      uid: newPublicUid(),
      status: hidden === 2 ? 0 : random.chance(0.9) ? 1 : 2,
      client_company_id: world.companies.get(business),
      owner_id: world.owners.get(business),
      category_sector_id: random.chance(0.9) ? random.pick(world.areas) : null,
      openings: random.int(1, 5),
      hiring_regime: random.pick([1, 2, 2, 2, 3, 4, 5, 6, 7, 8, 9]),
      work_type: random.int(0, 3),
      contract_model: random.int(1, 2),
      city,
      state,
      country: "BR",
      salary_min: salary,
      salary_max: salary + random.int(1, 15) * 1000,
      show_salary: random.chance(0.5),
      fee_percent: 20,
      description: `<p>${sentence(random.pick)} ${sentence(random.pick)}</p><p>${title}: ${sentence(random.pick)}</p>`,
      requirements: `<ul>${random
        .sample(SKILLS, 4)
        .map((skill) => `<li>${skill}</li>`)
        .join("")}</ul>`,
      confidential: random.chance(0.2),
      published: hidden !== 0,
      opened_at: created.toISOString().slice(0, 10),
      deadline:
        hidden === 3
          ? new Date(now - 5 * 86_400_000).toISOString().slice(0, 10)
          : random.chance(0.3)
            ? new Date(now + random.int(1, 120) * 86_400_000).toISOString().slice(0, 10)
            : null,
      closed_at: hidden === 1 ? new Date(now - 86_400_000).toISOString().slice(0, 10) : null,
      deleted_at: hidden === 4 ? new Date(now).toISOString() : null,
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
    };
  }
}

/** The server's side: started by the parent with `--serve`. */
async function serve(): Promise<void> {
  const { loadConfig } = await import("../src/config");
  const { startServer } = await import("../src/server");
  const server: RunningServer = await startServer(loadConfig(process.env));
  process.send?.({ type: "ready", url: server.url });
  process.on("message", async (message: { type: string }) => {
    if (message.type === "stop") {
      await server.close();
      process.exit(0);
    }
  });
}

function startChild(dataDir: string, databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    execArgv: ["--import", "tsx", "--conditions=@seleta/source"],
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WEB_BUILD_DIR: existsSync(join(webBuildDir, "server", "index.js")) ? webBuildDir : join(dataDir, "no-web-build"),
      // The bench measures latency, not the shedding of an overloaded machine.
      SHED_EVENT_LOOP_DELAY_MS: "0",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
    child.once("message", (message: { type: string; url: string }) => {
      if (message.type === "ready") resolve({ child, url: message.url });
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(1, CONNECTIONS) });

/** One GET over HTTP; resolves with the status once the whole body is read. */
function get(base: string, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const request = http.get(
      url,
      { agent, headers: { host: `${host}:${url.port}`, "accept-encoding": "br, gzip" } },
      (response) => {
        response.on("data", () => {});
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

type Figures = { name: string; p50: number; p95: number; p99: number; requests: number; skipped?: string };

async function measure(base: string, scenario: Scenario): Promise<Figures> {
  const paths = scenario.paths();
  const hosts = scenario.hosts ?? HOSTS;
  const pick = (index: number) => ({
    path: paths[index % paths.length] as string,
    host: hosts[Math.floor(index / paths.length) % hosts.length] as string,
  });
  const first = pick(0);
  const status = await get(base, first.path, first.host);
  if (status !== 200) {
    return {
      name: scenario.name,
      p50: Number.NaN,
      p95: Number.NaN,
      p99: Number.NaN,
      requests: 0,
      skipped: `answers ${status}`,
    };
  }
  for (let index = 0; index < WARMUP; index++) {
    const { path, host } = pick(index);
    await get(base, path, host);
  }
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < REQUESTS) {
        const { path, host } = pick(next++);
        const begin = process.hrtime.bigint();
        const answered = await get(base, path, host);
        times.push(Number(process.hrtime.bigint() - begin) / 1e6);
        if (answered !== 200) throw new Error(`${scenario.name}: GET ${path} on ${host} answered ${answered}`);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => Number(percentile(times, p).toFixed(2)));
  return { name: scenario.name, p50: p50 as number, p95: p95 as number, p99: p99 as number, requests: times.length };
}

async function main(): Promise<void> {
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-public-"));
  const { startThrowawayPostgres } = await import("../../../scripts/lib/postgres.mjs");
  const throwaway = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startThrowawayPostgres({ log: (message: string) => console.log(`  ${message}`) });
  const databaseUrl = (process.env.BENCH_DATABASE_URL ?? throwaway?.url) as string;
  let child: ChildProcess | undefined;
  try {
    const db = await openDatabase({ dataDir, databaseUrl });
    await migrateDatabase(db);
    const seeded = await seedDemo(db, { allowPostgres: true });
    // BENCH_REUSE=1 with BENCH_DATABASE_URL: measure the jobs an earlier run loaded.
    const reuse = !seeded.seeded && process.env.BENCH_REUSE === "1";
    if (!seeded.seeded && !reuse) {
      throw new Error("The benchmark database was already seeded: give it an empty one (or set BENCH_REUSE=1).");
    }
    const businesses = (await queryRows<{ id: number }>(db, sql`select id from businesses order by id`)).map((row) =>
      Number(row.id),
    );
    const firstOf = async (table: string, column: string) => {
      const rows = await queryRows<{ business: number; id: number }>(
        db,
        sql`select ${sql.identifier(column)} as business, min(id) as id from ${sql.identifier(table)} group by 1`,
      );
      return new Map(rows.map((row) => [Number(row.business), Number(row.id)]));
    };
    const companies = await firstOf("client_companies", "business_id");
    const ownerRows = await queryRows<{ business: number; id: number }>(
      db,
      sql`select related_id as business, min(record_id) as id from recruiters_businesses group by 1`,
    );
    const owners = new Map(ownerRows.map((row) => [Number(row.business), Number(row.id)]));
    const areas = (await queryRows<{ id: number }>(db, sql`select id from category_sectors`)).map((row) =>
      Number(row.id),
    );
    const loadStarted = Date.now();
    if (!reuse) {
      await withBulkTransaction(db, async (tx) => {
        const suspended = await suspendIndexes(tx, ["jobs"]);
        await copyRows(
          tx,
          schema.jobs,
          benchJobs(createRandom("bench public jobs"), { businesses, owners, companies, areas }),
        );
        await restoreIndexes(tx, suspended);
      });
      await db.drizzle.execute(sql`vacuum analyze jobs`);
    }
    const [counts] = await queryRows<{ total: number; public: number }>(
      db,
      sql`select count(*)::int as total,
          count(*) filter (where published is true and deleted_at is null and closed_at is null and status in (1, 2)
            and (deadline is null or deadline >= current_date))::int as public from jobs`,
    );
    const sample = await queryRows<{ uid: string; title: string }>(
      db,
      sql`select uid, title from jobs where business_id = ${businesses[0] as number} and published is true
          and deleted_at is null and closed_at is null and status in (1, 2) and deadline is null
          order by random() limit 500`,
    );
    const slugs = await queryRows<{ slug: string }>(
      db,
      sql`select slug from category_sectors where slug is not null order by id`,
    );
    await db.close();
    const loaded = reuse
      ? "jobs of an earlier run"
      : `${JOBS.toLocaleString("en")} jobs loaded in ${((Date.now() - loadStarted) / 1000).toFixed(0)} s`;
    console.log(
      `  ${loaded} (${counts?.total.toLocaleString("en")} jobs in all, ${counts?.public.toLocaleString("en")} public)`,
    );

    const server = await startChild(dataDir, databaseUrl);
    child = server.child;
    const uids = sample.map((row) => row.uid);
    const areaSlugs = slugs.map((row) => row.slug);
    const firstBusinessHosts = HOSTS.slice(0, 4);
    const scenarios: Scenario[] = [
      { name: "GET /public/jobs", paths: () => ["/api/v1/public/jobs"] },
      {
        name: "GET /public/jobs?term=…",
        paths: () => TERMS.map((term) => `/api/v1/public/jobs?term=${encodeURIComponent(term)}`),
      },
      {
        name: "GET /public/jobs?<filters>",
        paths: () => [
          ...areaSlugs.map((slug) => `/api/v1/public/jobs?specialty=${slug}&state=SP`),
          "/api/v1/public/jobs?work_type=2&hiring_regime=2",
          `/api/v1/public/jobs?city=${encodeURIComponent("São Paulo")}`,
          `/api/v1/public/jobs?term=gerente&state=RJ&work_type=3`,
        ],
      },
      {
        name: "GET /public/jobs?page=deep",
        paths: () => [
          "/api/v1/public/jobs?page=500",
          "/api/v1/public/jobs?page=1000",
          "/api/v1/public/jobs?page=99999",
        ],
      },
      {
        name: "GET /public/jobs/{uid}",
        paths: () => uids.map((uid) => `/api/v1/public/jobs/${uid}`),
        hosts: firstBusinessHosts,
      },
      { name: "SSR /jobs", paths: () => ["/jobs", "/jobs?term=gerente", "/jobs?page=3"] },
      {
        name: "SSR /jobs/{slug}/{uid}",
        paths: () => sample.map((row) => `/jobs/${slugify(row.title)}/${row.uid}`),
        hosts: firstBusinessHosts,
      },
    ];

    const load = loadavg().map((value) => value.toFixed(1));
    console.log(
      `Public job board server bench on PostgreSQL: ${REQUESTS} timed requests per scenario, ${CONNECTIONS} at a time, ` +
        `${cpus().length} CPUs, load average ${load.join(" ")}`,
    );
    const figures: Figures[] = [];
    for (const scenario of scenarios) {
      const result = await measure(server.url, scenario);
      figures.push(result);
      const line = result.skipped
        ? `  ${result.name.padEnd(30)} skipped (${result.skipped})`
        : `  ${result.name.padEnd(30)} p50 ${result.p50.toFixed(2).padStart(7)} ms  p95 ${result.p95.toFixed(2).padStart(7)} ms  p99 ${result.p99.toFixed(2).padStart(7)} ms   ${result.p95 <= TARGET_P95_MS ? "✓" : "✗"} (target p95 ≤ ${TARGET_P95_MS} ms)`;
      console.log(line);
    }
    mkdirSync(join(repoRoot, "bench-results"), { recursive: true });
    writeFileSync(
      resultFile,
      `${JSON.stringify(
        {
          bench: "public-server",
          date: new Date().toISOString(),
          database: "PostgreSQL",
          jobs: counts?.total,
          public_jobs: counts?.public,
          requests_per_scenario: REQUESTS,
          connections: CONNECTIONS,
          transport: "HTTP/1.1 keep-alive, server in a child process",
          cpus: cpus().length,
          load_average: loadavg(),
          target_p95_ms: TARGET_P95_MS,
          scenarios: figures.map((result) => ({
            ...result,
            p50: result.skipped ? null : result.p50,
            p95: result.skipped ? null : result.p95,
            p99: result.skipped ? null : result.p99,
          })),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`  written to ${resultFile} (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
  } finally {
    agent.destroy();
    if (child?.connected) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.send({ type: "stop" });
      await exited;
    }
    await throwaway?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--serve")) await serve();
else await main();
