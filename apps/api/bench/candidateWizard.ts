/**
 * `npm run bench:wizard -w @seleta/api`: the registration wizard's step save (issue budget: p95 ≤ 50 ms). Figures
 * printed; never asserted.
 *
 * - The server runs in a child process (this file with `--serve`) on PGlite in a fresh data dir with the demo seed,
 *   as `npm start` does (BENCH_DATABASE_URL: on that PostgreSQL instead; BENCH_SEEDED_DATA_DIR: a copy of a data dir
 *   already seeded, which saves the seed's minutes). Load shedding is off: the bench measures latency, not the
 *   shedding of an overloaded machine.
 * - The demo's new candidate signs in over HTTP; then each step is what the wizard's Next does: PATCH the stage's
 *   fields to the profile, then POST the stage done. BENCH_STEPS steps (600) after a warm-up, one at a time over
 *   keep-alive, cycling through the six stages with values that change every time (every PATCH writes and audits).
 * - Printed: p50/p95/max of the step (both requests), and of each request alone.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { childServerChannel, forkBenchServer, serveOverIpc } from "./childServer";
import { percentile } from "./timing";

const STEPS = Number(process.env.BENCH_STEPS ?? 600);
const WARMUP = 30;
const TARGET_P95_MS = 50;

type FromServer = { type: "ready"; url: string };

function summary(name: string, samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  return `${name.padEnd(34)} p50 ${format(percentile(sorted, 50))}  p95 ${format(percentile(sorted, 95))}  max ${format(sorted.at(-1) ?? Number.NaN)}`;
}

/** The fields one stage's Next sends, different at each step `n`. */
function stagePatch(stage: string, n: number, areaIds: readonly number[]): Record<string, unknown> {
  switch (stage) {
    case "info":
      return { name: `Nova Candidata ${n}`, mobile_phone: "+55 11 91234-5678", city: `Cidade ${n}`, state: "SP" };
    case "additionalInfo":
      return { professional_moment: 1 + (n % 3), mobility: n % 2 === 0 };
    case "category":
      return { business_areas: areaIds.slice(0, 1 + (n % Math.max(1, areaIds.length))) };
    case "experiences":
      return { role_name: `Controller ${n}` };
    case "salary":
      return { hiring_regimes: [1 + (n % 2)], clt_expectation: 20_000 + n };
    default:
      return { self_introduction: `Controller com ${n % 30} anos em bancos e indústrias.` };
  }
}

const STAGES = ["info", "additionalInfo", "category", "experiences", "salary", "presentation"] as const;

async function bench(): Promise<void> {
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import("../src/seed/demo");
  const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-wizard-"));
  const seeded = process.env.BENCH_SEEDED_DATA_DIR;
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  process.env.SHED_EVENT_LOOP_DELAY_MS = "0";
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  console.log(
    `Wizard step save on ${databaseUrl ? "PostgreSQL" : "PGlite"}: ${STEPS} steps after ${WARMUP} (load average ${load})`,
  );
  const child = forkBenchServer(import.meta.url, { dataDir, databaseUrl });
  const server = childServerChannel<FromServer, { type: "stop" }>(child);
  try {
    const { url } = await server.next("ready", 600_000);
    const signIn = await fetch(`${url}/api/v1/candidates/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.newCandidate.email, password: DEMO_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
    const { token } = (await signIn.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const registration = await fetch(`${url}/api/v1/candidates/registration`, { headers });
    const { business_areas: areas } = (await registration.json()) as { business_areas: { id: number }[] };
    const areaIds = areas.map((area) => area.id);

    const timed = async (method: string, path: string, body: unknown) => {
      const started = performance.now();
      const response = await fetch(`${url}/api/v1${path}`, { method, headers, body: JSON.stringify(body) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return performance.now() - started;
    };

    const steps: number[] = [];
    const patches: number[] = [];
    const stageMarks: number[] = [];
    for (let n = 0; n < WARMUP + STEPS; n++) {
      const stage = STAGES[n % STAGES.length] ?? "info";
      const patch = await timed("PATCH", "/candidates/profile", { candidate: stagePatch(stage, n, areaIds) });
      const mark = await timed("POST", "/candidates/registration/stages", { stage });
      if (n < WARMUP) continue;
      patches.push(patch);
      stageMarks.push(mark);
      steps.push(patch + mark);
    }
    console.log(summary("step (PATCH profile + POST stage)", steps));
    console.log(summary("PATCH /candidates/profile", patches));
    console.log(summary("POST /candidates/registration/stages", stageMarks));
    const p95 = percentile(
      [...steps].sort((a, b) => a - b),
      95,
    );
    console.log(`Budget p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? "within" : "over"} (${p95.toFixed(1)} ms)`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--serve")) {
  await serveOverIpc(async () => undefined);
} else {
  await bench();
}
