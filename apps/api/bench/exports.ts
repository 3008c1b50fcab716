/**
 * Export benchmark (target: 100,000 candidates to XLSX with progress in ≤ 15 s on PostgreSQL, peak RSS
 * of the API process ≤ 300 MB). Figures are printed, never asserted.
 *
 *   npm run bench:exports -w @seleta/api [-- --scale 100000] [--format xlsx|csv] [--server build|source|dist|PATH]
 *
 * A throwaway PostgreSQL (or BENCH_DATABASE_URL, an empty database) is seeded with the demo data at `--scale`
 * candidates by the seed CLI in a child process, so that the seed's memory is not the server's; the candidates
 * are then moved into one business so that one export holds all of them. BENCH_REUSE=1 measures a database seeded
 * so by an earlier run (seeding takes minutes).
 *
 * The API runs in a process of its own, so that this process's memory (the socket client, the downloaded file, its
 * check) is not counted: by default (`--server build`) the current source built as `npm start` runs it (tsup, into
 * node_modules/.cache); `--server dist` runs dist/main.js, a path runs that main.js, and `--server source` runs
 * src/main.ts through tsx as in development (tsx and the TypeScript source add about 110 MB of their own). Its RSS
 * is read from /proc every 20 ms while the export runs. This process asks for the export over HTTP and follows it on RecruiterDownloadChannel with
 * @rails/actioncable, as the web app does; at the end the file is downloaded and read back (exceljs's streaming
 * reader for XLSX) to check that it holds every row.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as ActionCable from "@rails/actioncable";
import ExcelJS from "exceljs";
import pg from "pg";
import { freePort, startThrowawayPostgres } from "../../../scripts/lib/postgres.mjs";
import { packageRoot } from "../src/paths";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/seed/demo";
import { installNodeAdapter } from "./cableClient";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    scale: { type: "string", default: "100000" },
    format: { type: "string", default: "xlsx" },
    server: { type: "string", default: "build" },
  },
});
const SCALE = Number(values.scale);
const FORMAT = values.format === "csv" ? "csv" : "xlsx";
const MB = 1024 * 1024;

type Message = { status: string; progress: number; file?: string; message?: string };

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: packageRoot, env: { ...process.env, ...env }, stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** The command that starts the API as `--server` asks (`build` builds it first). */
async function serverCommand(server: string): Promise<{ args: string[]; label: string }> {
  if (server === "build") {
    // The deployed form of the current source, built beside dist/ so that a dist/ in use is left alone.
    const outDir = join(packageRoot, "node_modules", ".cache", "seleta-bench-exports");
    await run("npx", ["tsup", "--out-dir", outDir, "--silent"], {});
    return { args: [join(outDir, "main.js")], label: "a build of the current source (tsup, as npm start runs)" };
  }
  if (server === "source") {
    return {
      args: ["--import", "tsx", "--conditions=@seleta/source", "src/main.ts"],
      label: "src/main.ts through tsx",
    };
  }
  const entry = server === "dist" ? join(packageRoot, "dist", "main.js") : resolve(server);
  return { args: [entry], label: entry };
}

/** A process's resident memory and its high-water mark, in bytes (Linux). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
  return { rss: kB("VmRSS"), hwm: kB("VmHWM") };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) throw new Error("The API did not answer /api/v1/health in 120 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Rows of the file as a reader sees them (XLSX through exceljs's streaming reader). */
async function rowsInFile(path: string): Promise<number> {
  if (FORMAT === "csv") return readFileSync(path, "utf8").trimEnd().split("\r\n").length;
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(path, {})) {
    for await (const _row of sheet) rows += 1;
  }
  return rows;
}

const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-exports-"));
const throwaway = process.env.BENCH_DATABASE_URL
  ? undefined
  : await startThrowawayPostgres({ log: (message: string) => console.log(`  ${message}`) });
const databaseUrl = process.env.BENCH_DATABASE_URL ?? (throwaway?.url as string);
let api: ChildProcess | undefined;
let consumer: ActionCable.Consumer | undefined;
try {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  console.log(
    `Export bench on PostgreSQL: ${SCALE.toLocaleString("en")} candidates to ${FORMAT} (load average ${load})`,
  );
  const seedStarted = Date.now();
  const reuse = process.env.BENCH_REUSE === "1";
  if (!reuse) {
    await run(
      process.execPath,
      ["--import", "tsx", "--conditions=@seleta/source", "src/cli/seed.ts", "--scale", String(SCALE)],
      { DATABASE_URL: databaseUrl, SEED_DEMO: "true", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    );
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ total: number }>(
    reuse
      ? "select count(*)::int as total from candidates where deleted_at is null"
      : `with moved as (update candidates set business_id = (select min(id) from businesses) where deleted_at is null
         returning 1) select count(*)::int as total from moved`,
  );
  const candidates = Number(rows[0]?.total ?? 0);
  if (!reuse) await client.query("analyze candidates");
  await client.end();
  console.log(
    reuse
      ? `  (BENCH_REUSE=1: seeded before, --scale is ignored) ${candidates} candidates`
      : `  seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s; ${candidates} candidates in one business`,
  );

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const command = await serverCommand(values.server ?? "build");
  api = spawn(process.execPath, command.args, {
    cwd: packageRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const pid = api.pid as number;
  await waitForHealth(url, api);
  // A deployed process serves the web app too: one page rendered, as a visitor would, before the figures.
  const page = await fetch(`${url}/business`).then(
    (response) => response.status,
    () => 0,
  );
  const web = page === 200 ? "serves the web app" : `no web app (GET /business: ${page})`;
  console.log(`  API process: ${command.label} (pid ${pid}), ${web}`);

  const signIn = await fetch(`${url}/api/v1/recruiters/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  installNodeAdapter(`auth._token.recruiters=${token}`);
  consumer = ActionCable.createConsumer(`${url.replace(/^http/, "ws")}/cable`);

  // The server settles after its start (SSR warm-up, pools): the figure before is read once that is over.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = memoryOf(pid);
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(pid).rss);
  }, 20);
  const started = performance.now();
  const created = await fetch(`${url}/api/v1/recruiters/recruiter_downloads`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      recruiter_download: {
        entity: "candidates",
        file_type: FORMAT,
        total_record: candidates,
        select_all_params: { search: { entity: "candidates" } },
      },
    }),
  });
  if (created.status !== 201) {
    throw new Error(`POST recruiter_downloads answered ${created.status}: ${await created.text()}`);
  }
  const { recruiter_download: download } = (await created.json()) as { recruiter_download: { id: number } };
  const messages: Message[] = [];
  // Subscribing after the POST (the id is needed) may miss the first message. The end is read from the row too,
  // every second, in case it came before the subscription (a small --scale).
  let polling: NodeJS.Timeout | undefined;
  const done = new Promise<Message>((resolve) => {
    consumer?.subscriptions.create(
      { channel: "RecruiterDownloadChannel", id: download.id },
      {
        received: (message: Message) => {
          messages.push(message);
          if (message.status !== "processing") resolve(message);
        },
      },
    );
    polling = setInterval(async () => {
      const response = await fetch(`${url}/api/v1/recruiters/recruiter_downloads/${download.id}`, { headers });
      const row = ((await response.json()) as { recruiter_download: Message & { error_message?: string } })
        .recruiter_download;
      if (row.status !== "processing") {
        resolve({
          status: row.status,
          progress: row.progress,
          file: row.file ?? undefined,
          message: row.error_message,
        });
      }
    }, 1000);
  });
  const last = await done;
  clearInterval(polling);
  const exportMs = performance.now() - started;
  clearInterval(sampler);
  const after = memoryOf(pid);
  if (last.status !== "completed" || !last.file) throw new Error(`The export ended ${JSON.stringify(last)}`);
  const file = await fetch(`${url}${last.file}`, { headers });
  const bytes = Buffer.from(await file.arrayBuffer());
  const totalMs = performance.now() - started;
  const copy = join(dataDir, `bench.${FORMAT}`);
  writeFileSync(copy, bytes);
  const fileRows = await rowsInFile(copy);

  const line = (label: string, figure: string) => console.log(`  ${label.padEnd(46)} ${figure}`);
  line("export wall time (POST → completed)", `${(exportMs / 1000).toFixed(2)} s   (target ≤ 15 s)`);
  line("… and the file downloaded", `${(totalMs / 1000).toFixed(2)} s, ${(bytes.length / MB).toFixed(1)} MB`);
  line(
    "peak RSS of the API process during the export",
    `${(peakRss / MB).toFixed(0)} MB   (target ≤ 300 MB; ${(before.rss / MB).toFixed(0)} MB before, +${((peakRss - before.rss) / MB).toFixed(0)} MB)`,
  );
  line("high-water RSS of the API process (its life)", `${(after.hwm / MB).toFixed(0)} MB`);
  line(
    "progress messages on the channel",
    `${messages.length} (${messages
      .slice(0, 6)
      .map((message) => message.progress)
      .join(", ")}, … ${last.progress})`,
  );
  line("rows read back from the file", `${fileRows} (${candidates} candidates + the header)`);
  if (fileRows !== candidates + 1) throw new Error(`The file holds ${fileRows} rows, expected ${candidates + 1}`);
} finally {
  consumer?.disconnect();
  if (api && api.exitCode === null) {
    const gone = once(api, "exit");
    api.kill("SIGTERM");
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    if (api.exitCode === null) api.kill("SIGKILL");
  }
  await throwaway?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
