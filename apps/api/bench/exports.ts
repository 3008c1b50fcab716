/**
 * Export benchmark (issue 7 must-reach: 100,000 candidates to XLSX with progress in ≤ 15 s on PostgreSQL, peak RSS
 * of the API process ≤ 300 MB). Figures are printed, never asserted.
 *
 *   npm run bench:exports -w @seleta/api [-- --scale 100000] [--format xlsx|csv]
 *
 * A throwaway PostgreSQL (or BENCH_DATABASE_URL, an empty database) is seeded with the demo data at `--scale`
 * candidates by the seed CLI in a child process, so that the seed's memory is not this process's; the candidates
 * are then moved into one business so that one export holds all of them. This process then starts the API server
 * and asks for the export over HTTP as the web app does, following the progress on the live bus; RSS is sampled
 * every 20 ms while the export runs (and `maxRSS` of the whole process is printed too).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startThrowawayPostgres } from "../../../scripts/lib/postgres.mjs";
import { loadConfig } from "../src/config";
import { streams } from "../src/live/bus";
import { packageRoot } from "../src/paths";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/seed";
import { startServer } from "../src/server";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { scale: { type: "string", default: "100000" }, format: { type: "string", default: "xlsx" } },
});
const SCALE = Number(values.scale);
const FORMAT = values.format === "csv" ? "csv" : "xlsx";
const MB = 1024 * 1024;

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: packageRoot, env: { ...process.env, ...env }, stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-exports-"));
const throwaway = process.env.BENCH_DATABASE_URL
  ? undefined
  : await startThrowawayPostgres({ log: (message: string) => console.log(`  ${message}`) });
const databaseUrl = process.env.BENCH_DATABASE_URL ?? (throwaway?.url as string);
try {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  console.log(
    `Export bench on PostgreSQL: ${SCALE.toLocaleString("en")} candidates to ${FORMAT} (load average ${load})`,
  );
  const seedStarted = Date.now();
  await run(
    process.execPath,
    ["--import", "tsx", "--conditions=@seleta/source", "src/cli/seed.ts", "--scale", String(SCALE)],
    { DATABASE_URL: databaseUrl, SEED_DEMO: "true", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ business_id: number; n: number }>(
    `update candidates set business_id = (select min(id) from businesses) where deleted_at is null
     returning business_id`,
  );
  await client.query("analyze candidates");
  await client.end();
  console.log(
    `  seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s; ${rows.length} candidates in one business`,
  );

  const server = await startServer(
    loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    }),
  );
  try {
    const signIn = await fetch(`${server.url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const created = await fetch(`${server.url}/api/v1/recruiters/recruiter_downloads`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        recruiter_download: {
          entity: "candidates",
          file_type: FORMAT,
          total_record: rows.length,
          select_all_params: { search: { entity: "candidates" } },
        },
      }),
    });
    if (created.status !== 201)
      throw new Error(`POST recruiter_downloads answered ${created.status}: ${await created.text()}`);
    const { recruiter_download: download } = (await created.json()) as { recruiter_download: { id: number } };
    const messages: { status: string; progress: number; file?: string; message?: string }[] = [];
    const done = new Promise<void>((resolve) => {
      server.live.subscribe(streams.download(download.id), (message) => {
        const typed = message as (typeof messages)[number];
        messages.push(typed);
        if (typed.status !== "processing") resolve();
      });
    });
    await done;
    const exportMs = performance.now() - started;
    const last = messages.at(-1);
    if (last?.status !== "completed" || !last.file) throw new Error(`The export ended ${JSON.stringify(last)}`);
    const file = await fetch(`${server.url}${last.file}`, { headers });
    const bytes = (await file.arrayBuffer()).byteLength;
    const totalMs = performance.now() - started;
    clearInterval(sampler);

    console.log(
      `  ${"export wall time (POST → completed)".padEnd(40)} ${(exportMs / 1000).toFixed(2)} s   (target ≤ 15 s)`,
    );
    console.log(
      `  ${"… and the file downloaded".padEnd(40)} ${(totalMs / 1000).toFixed(2)} s, ${(bytes / MB).toFixed(1)} MB`,
    );
    console.log(
      `  ${"peak RSS of the API process".padEnd(40)} ${(peakRss / MB).toFixed(0)} MB   (target ≤ 300 MB; ${(rssBefore / MB).toFixed(0)} MB before)`,
    );
    console.log(`  ${"maxRSS of the process".padEnd(40)} ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
    console.log(
      `  ${"progress messages".padEnd(40)} ${messages.length} (${messages
        .slice(0, 6)
        .map((message) => message.progress)
        .join(", ")}, … ${last.progress})`,
    );
  } finally {
    await server.close();
  }
} finally {
  await throwaway?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
