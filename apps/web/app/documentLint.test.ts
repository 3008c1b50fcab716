import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A document's modules hold no state, effect or event handler (lint/noStateInDocuments.grit, on the document areas'
 * globs in biome.json). This lints one probe module with the repository's Biome and biome.json, in a document area
 * and in a hydrated one, and reads which lines the plugin refuses. The probes live in a temporary copy of the
 * repository's folder layout, outside the repository: the repository's own lint never sees them.
 */
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "../../..");
const biome = join(repoRoot, "node_modules/.bin/biome");

/** One construct per line; the line of a diagnostic tells which one the lint refused. */
const PROBE_LINES: { code: string; refused: boolean }[] = [
  { code: 'import * as React from "react";', refused: false },
  { code: 'import { useEffect, useLayoutEffect, useMemo, useReducer, useState } from "react";', refused: false },
  { code: "export function Probe({ go }: { go: () => void }) {", refused: false },
  { code: "  const [a] = useState(0);", refused: true },
  { code: "  const [b] = useState<string | null>(null);", refused: true },
  { code: "  const [c] = useReducer((s: number) => s + 1, 0);", refused: true },
  { code: "  useEffect(() => undefined, []);", refused: true },
  { code: "  useLayoutEffect(() => undefined);", refused: true },
  { code: "  const [d] = React.useState(0);", refused: true },
  { code: "  React.useEffect(() => undefined);", refused: true },
  { code: "  const e = useMemo(() => a + c + d, [a, c, d]);", refused: false },
  { code: "  return (", refused: false },
  { code: '    <form method="post">', refused: false },
  { code: '      <button type="button" onClick={go}>', refused: true },
  { code: "        {b}", refused: false },
  { code: "      </button>", refused: false },
  { code: "      <Child onDone={go} label={String(e)} />", refused: true },
  { code: "      <input onChange={go} />", refused: true },
  { code: '      <input name="online" data-online="1" />', refused: false },
  { code: "    </form>", refused: false },
  { code: "  );", refused: false },
  { code: "}", refused: false },
  { code: "function Child(props: { onDone: () => void; label: string }) {", refused: false },
  { code: "  return <span>{props.label}</span>;", refused: false },
  { code: "}", refused: false },
];

const FOLDERS = {
  public: "apps/web/app/areas/public/probe",
  tokens: "apps/web/app/areas/tokens/probe",
  candidates: "apps/web/app/areas/candidates/probe",
  recruiters: "apps/web/app/areas/recruiters/probe",
  administrator: "apps/web/app/areas/administrator/probe",
} as const;

type Diagnostic = { category: string; location: { path: string; start: { line: number } } };

let probeRoot = "";
let diagnostics: Diagnostic[] = [];

/** Plugin paths in biome.json are the repository's: the copy points at them. */
function withRepositoryPlugins(config: Record<string, unknown>): Record<string, unknown> {
  const absolute = (plugins: unknown) =>
    Array.isArray(plugins) ? plugins.map((plugin: string) => resolve(repoRoot, plugin)) : plugins;
  const overrides = (config.overrides as Record<string, unknown>[] | undefined)?.map((override) =>
    override.plugins ? { ...override, plugins: absolute(override.plugins) } : override,
  );
  return { ...config, plugins: absolute(config.plugins ?? []), overrides };
}

beforeAll(() => {
  probeRoot = mkdtempSync(join(tmpdir(), "seleta-document-lint-"));
  const config = JSON.parse(readFileSync(join(repoRoot, "biome.json"), "utf8"));
  delete config.$schema;
  writeFileSync(
    join(probeRoot, "biome.json"),
    JSON.stringify({ ...withRepositoryPlugins(config), vcs: { enabled: false } }),
  );
  const source = `${PROBE_LINES.map((line) => line.code).join("\n")}\n`;
  for (const folder of Object.values(FOLDERS)) {
    mkdirSync(join(probeRoot, folder), { recursive: true });
    writeFileSync(join(probeRoot, folder, "probe.tsx"), source);
  }
  const paths = Object.values(FOLDERS).map((folder) => join(folder, "probe.tsx"));
  const result = spawnSync(biome, ["lint", "--reporter=json", ...paths], { cwd: probeRoot, encoding: "utf8" });
  const report = result.stdout.split("\n").find((line) => line.startsWith("{"));
  if (!report) throw new Error(`biome gave no JSON report:\n${result.stdout}\n${result.stderr}`);
  diagnostics = (JSON.parse(report) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(() => {
  if (probeRoot) rmSync(probeRoot, { recursive: true, force: true });
});

function refusedIn(folder: string): string[] {
  const path = relative(probeRoot, join(probeRoot, folder, "probe.tsx"));
  return diagnostics
    .filter((d) => d.category === "plugin" && d.location.path === path)
    .map((d) => PROBE_LINES[d.location.start.line - 1]?.code.trim() ?? `line ${d.location.start.line}`);
}

const REFUSED = PROBE_LINES.filter((line) => line.refused).map((line) => line.code.trim());

describe("the lint refuses state, effects and event handlers in document modules", () => {
  it.each([FOLDERS.public, FOLDERS.tokens, FOLDERS.candidates])("in %s", (folder) => {
    expect(refusedIn(folder).sort()).toEqual([...REFUSED].sort());
  });

  it.each([FOLDERS.recruiters, FOLDERS.administrator])("and allows them in the hydrated %s", (folder) => {
    expect(refusedIn(folder)).toEqual([]);
  });
});
