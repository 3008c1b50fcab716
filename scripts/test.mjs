#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, on a fresh machine with nothing but Node.
 *
 * Installs what is missing (dependencies; Debian's Chromium when root), starts a throwaway PostgreSQL so the API
 * tests run on PGlite and PostgreSQL, then runs turbo in three phases (checks + unit/API tests + builds, story tests
 * in every brand, end-to-end tests). Turbo caches what did not change. The last line is `N passed, N failed`.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./lib/chromium.mjs";
import { ensureDependencies } from "./lib/deps.mjs";
import {
  add,
  emptyTotals,
  latestTurboSummary,
  playwrightTotals,
  tasksMissingFrom,
  vitestTotals,
} from "./lib/reports.mjs";
import { log, run } from "./lib/run.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const startedAt = Date.now();

/** Where each test task leaves its JSON report, relative to the package (or the root, for root tasks). */
const TEST_REPORTS = {
  test: { file: ".reports/vitest.json", read: vitestTotals, runner: "unit & API (vitest)" },
  "test:stories": {
    file: ".reports/stories.json",
    read: vitestTotals,
    runner: "stories, each in every brand (vitest)",
  },
  "test:e2e": { file: ".reports/e2e.json", read: playwrightTotals, runner: "end-to-end (playwright)" },
};

const PHASES = [
  {
    title: "Typecheck, lint, unit and API tests, builds",
    tasks: ["typecheck", "typecheck:root", "lint", "test", "build"],
  },
  { title: "Story tests in every brand (Chromium)", tasks: ["test:stories"] },
  { title: "End-to-end tests (production server, Chromium)", tasks: ["test:e2e"] },
];

const totalsByRunner = new Map();
/** Seconds each phase took, printed with the results: where a slow run spent its time. */
const phaseSeconds = [];
function record(runner, totals) {
  totalsByRunner.set(runner, add(totalsByRunner.get(runner) ?? emptyTotals(), totals));
}

function clearReports() {
  for (const dir of [root, ...["packages", "apps"].flatMap((g) => listDirs(join(root, g)))]) {
    rmSync(join(dir, ".reports"), { recursive: true, force: true });
  }
}

function listDirs(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => join(dir, name));
}

/** Every task that ran (not replayed from the cache) and its seconds, for the slowest few in the results. */
const taskSeconds = [];

function tally(summary) {
  for (const task of summary?.tasks ?? []) {
    if (task.command === "<NONEXISTENT>") continue;
    const { startTime, endTime } = task.execution ?? {};
    if (task.cache?.status !== "HIT" && startTime && endTime) {
      taskSeconds.push([task.taskId, Math.round((endTime - startTime) / 1000)]);
    }
    const exitCode = task.execution?.exitCode;
    const report = TEST_REPORTS[task.task];
    if (!report) {
      record(`${task.task} (tasks)`, exitCode === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
      continue;
    }
    const file = join(root, task.directory ?? "", report.file);
    if (existsSync(file)) {
      const totals = report.read(file);
      // A runner that failed without a failing test (a crash, a config error) still fails the run.
      if (exitCode !== 0 && totals.failed === 0) totals.failed = 1;
      record(report.runner, totals);
    } else {
      record(report.runner, exitCode === 0 ? emptyTotals() : { passed: 0, failed: 1 });
      if (exitCode !== 0) console.error(`${task.taskId} failed before writing ${report.file}`);
    }
  }
}

let postgres;
let exitCode = 0;
try {
  await ensureDependencies(root);
  // Imported only now: it needs `pg`, which the install above may just have brought.
  const { startThrowawayPostgres } = await import("./lib/postgres.mjs");
  const chromium = await ensureChromium();
  log("Starting a throwaway PostgreSQL");
  postgres = await startThrowawayPostgres({ log: (line) => console.log(`  ${line}`) });
  const env = {
    CHROMIUM_PATH: chromium,
    TEST_DATABASE_URL: postgres.url,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    TURBO_TELEMETRY_DISABLED: "1",
    DO_NOT_TRACK: "1",
  };
  clearReports();
  for (const phase of PHASES) {
    log(phase.title);
    const phaseStartedAt = Date.now();
    const code = await run("npx", ["turbo", "run", ...phase.tasks, "--continue", "--summarize", "--concurrency=2"], {
      cwd: root,
      env,
    });
    if (code !== 0) exitCode = 1;
    phaseSeconds.push([phase.title, Math.round((Date.now() - phaseStartedAt) / 1000)]);
    const summary = latestTurboSummary(root, phaseStartedAt);
    // A phase stopped from outside (a signal, the machine out of memory) may exit 0 with nothing to show for it.
    const missing = tasksMissingFrom(summary, phase.tasks);
    if (missing.length > 0) {
      console.error(`${phase.title}: no result for ${missing.join(", ")} (the run was stopped before it finished)`);
      record(`${phase.title} (unfinished)`, { passed: 0, failed: missing.length });
    }
    tally(summary);
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  record("setup", { passed: 0, failed: 1 });
  exitCode = 1;
} finally {
  await postgres?.stop();
}

const totals = emptyTotals();
console.log("\n\u001b[1mResults\u001b[0m");
for (const [runner, t] of totalsByRunner) {
  add(totals, t);
  console.log(`  ${runner.padEnd(42)} ${String(t.passed).padStart(5)} passed ${String(t.failed).padStart(4)} failed`);
}
const slowest = taskSeconds.sort((a, b) => b[1] - a[1]).slice(0, 6);
if (slowest.length > 0)
  console.log(`  slowest tasks: ${slowest.map(([id, seconds]) => `${id} ${seconds} s`).join(", ")}`);
for (const [title, seconds] of phaseSeconds) console.log(`  ${title.padEnd(56)} ${String(seconds).padStart(5)} s`);
console.log(
  `  took ${Math.round((Date.now() - startedAt) / 1000)} s (load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(", ")})`,
);
if (totals.failed > 0) exitCode = 1;
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);
