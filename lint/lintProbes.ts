/**
 * Lint probes: small files that break (or keep) a rule, linted with the repository's own Biome configuration, so a
 * test can show that a rule refuses what it says and allows the rest. The files are written at their paths inside a
 * copy of the repository's layout in a temporary folder (the repository's own lint never sees them); the copy's
 * `biome.json` is the repository's, with its plugins (GritQL rules, everywhere or in an override) read from here and
 * the git integration off, since the copy is no repository.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** One finding: its rule (`plugin` for a GritQL rule, else `lint/<group>/<rule>`), its file and its line (from 1). */
export type LintFinding = { readonly category: string; readonly path: string; readonly line: number };

type Override = { plugins?: string[] } & Record<string, unknown>;

/** The repository's biome.json, its plugin paths made absolute, the git integration off. */
function probeConfig(): Record<string, unknown> {
  const config = JSON.parse(readFileSync(join(repoRoot, "biome.json"), "utf8")) as Record<string, unknown>;
  delete config.$schema;
  const fromRepository = (plugins: string[]) => plugins.map((plugin) => resolve(repoRoot, plugin));
  const overrides = ((config.overrides ?? []) as Override[]).map((override) =>
    override.plugins ? { ...override, plugins: fromRepository(override.plugins) } : override,
  );
  const plugins = fromRepository((config.plugins ?? []) as string[]);
  return { ...config, plugins, overrides, vcs: { enabled: false } };
}

/**
 * Lints `files` (repository-relative path → source) as the repository would, and answers every finding, its path as
 * given. Throws when Biome gives no report (a configuration it cannot load, a plugin it cannot find).
 */
export function lintProbes(files: Readonly<Record<string, string>>): LintFinding[] {
  const root = mkdtempSync(join(tmpdir(), "seleta-lint-probes-"));
  try {
    writeFileSync(join(root, "biome.json"), JSON.stringify(probeConfig()));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    const biome = join(repoRoot, "node_modules/.bin/biome");
    const result = spawnSync(biome, ["lint", "--reporter=json", ...Object.keys(files)], {
      cwd: root,
      encoding: "utf8",
    });
    const report = result.stdout.split("\n").find((line) => line.startsWith("{"));
    if (!report) throw new Error(`biome gave no JSON report:\n${result.stdout}\n${result.stderr}`);
    const { diagnostics } = JSON.parse(report) as {
      diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
    };
    return diagnostics.map((d) => ({ category: d.category, path: d.location.path, line: d.location.start.line }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
