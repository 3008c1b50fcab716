import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Totals of one runner: tests for test runners, tasks for checks such as typecheck, lint and build. */
export function emptyTotals() {
  return { passed: 0, failed: 0 };
}

export function add(totals, more) {
  totals.passed += more.passed;
  totals.failed += more.failed;
  return totals;
}

/** Vitest's JSON reporter (Jest-compatible shape). A failed file with no tests (a crash) counts as one failure. */
export function vitestTotals(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  const crashedFiles = (report.testResults ?? []).filter(
    (result) => result.status === "failed" && (result.assertionResults ?? []).length === 0,
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + crashedFiles };
}

/** Playwright's JSON reporter: expected = passed, unexpected = failed, flaky = passed on retry (counted passed). */
export function playwrightTotals(file) {
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

/**
 * The newest turbo run summary (`turbo run --summarize`) written since `sinceMs`, or undefined: a run that was
 * stopped before it summarised leaves none, and an older run's summary must not stand in for it.
 */
export function latestTurboSummary(root, sinceMs = 0) {
  const dir = join(root, ".turbo", "runs");
  if (!existsSync(dir)) return undefined;
  const newest = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= sinceMs)
    .sort()
    .at(-1);
  return newest ? JSON.parse(readFileSync(newest, "utf8")) : undefined;
}

/** The tasks a phase asked for that its summary does not account for (none ran, or the run was stopped). */
export function tasksMissingFrom(summary, tasks) {
  const ran = new Set(
    (summary?.tasks ?? []).filter((task) => task.command !== "<NONEXISTENT>").map((task) => task.task),
  );
  return tasks.filter((task) => !ran.has(task));
}
