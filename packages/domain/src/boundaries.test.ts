import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The package boundaries live in the root biome.json (`noRestrictedImports` per package). These tests lint probe
 * modules with the repository's Biome and its biome.json, and read which imports it refuses. The probes live in a
 * temporary copy of the repository's folder layout, outside the repository: the repository's own lint, which may
 * run at the same time, never sees them.
 */
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "../../..");
const biome = join(repoRoot, "node_modules/.bin/biome");

type Probe = { folder: string; allowed: string[]; refused: string[] };

const PROBES: Record<string, Probe> = {
  "the domain model": {
    folder: "packages/domain/src/rules",
    allowed: ["zod", "./phone", "../catalogues/catalogue", "@seleta/ui/phone"],
    refused: [
      "react",
      "react/jsx-runtime",
      "react-dom/client",
      "react-intl",
      "react-aria-components",
      "@vanilla-extract/css",
      "@seleta/ui",
      "@seleta/ui/format",
      "@seleta/domain/widgets",
      "../widgets/Kanban/messages",
      "@seleta/api-client",
      "@seleta/api",
      "../../../../apps/api/src/index",
    ],
  },
  "the domain's widgets": {
    folder: "packages/domain/src/widgets",
    allowed: ["react", "react-intl", "@seleta/ui", "@vanilla-extract/css", "../rules/phone"],
    refused: ["@seleta/api-client", "@seleta/web", "../../../../apps/web/app/root"],
  },
  "the UI kit": {
    folder: "packages/ui/src",
    allowed: ["react", "react-aria-components", "@seleta/brand-themes"],
    refused: ["@seleta/domain", "@seleta/domain/widgets", "@seleta/domain/wire", "@seleta/api-client", "@seleta/api"],
  },
  "the API client": {
    folder: "packages/api-client/src",
    allowed: ["@tanstack/react-query", "@seleta/domain", "@seleta/domain/wire"],
    refused: [
      "react",
      "react-dom",
      "react/jsx-runtime",
      "@seleta/ui",
      "@seleta/domain/widgets",
      "@vanilla-extract/css",
      "@seleta/api",
      "../../../apps/api/src/index",
    ],
  },
  "the brand themes": {
    folder: "packages/brand-themes/src",
    allowed: ["@vanilla-extract/css", "zod"],
    refused: ["@seleta/ui", "@seleta/domain", "@seleta/api-client", "@seleta/web"],
  },
};

/** One import per line, so a diagnostic's line tells which specifier Biome refused. */
const probeSource = (specifiers: string[]) =>
  specifiers.map((specifier, index) => `import * as probe${index} from "${specifier}";\n`).join("") +
  `export const probes = [${specifiers.map((_, index) => `probe${index}`).join(", ")}];\n`;

type Diagnostic = { category: string; location: { path: string; start: { line: number } } };

const probeFiles = new Map<string, { path: string; specifiers: string[] }>();
let diagnostics: Diagnostic[] = [];
let probeRoot = "";
let moduleMockProbe = "";
/** Every way Vitest replaces a module, one per line; the plain spy on the last line stays allowed. */
const MODULE_MOCKS = [
  'vi.mock("./db")',
  'vi.mock("./db", () => ({ query: vi.fn() }))',
  'vi.doMock("./db")',
  'vi.unmock("./db")',
  'vi.doUnmock("./db")',
  'vi.spyOn(console, "error")',
];

beforeAll(() => {
  probeRoot = mkdtempSync(join(tmpdir(), "seleta-boundaries-"));
  // The repository's rules as they are; only the git integration is off, since the copy is no repository.
  const config = JSON.parse(readFileSync(join(repoRoot, "biome.json"), "utf8"));
  delete config.$schema;
  // Lint plugins (GritQL rules), everywhere or in an override, are read from the repository, where their paths point.
  const fromRepository = (plugins: string[]) => plugins.map((plugin) => resolve(repoRoot, plugin));
  const plugins = fromRepository(config.plugins ?? []);
  const overrides = (config.overrides ?? []).map((override: { plugins?: string[] }) =>
    override.plugins ? { ...override, plugins: fromRepository(override.plugins) } : override,
  );
  writeFileSync(
    join(probeRoot, "biome.json"),
    JSON.stringify({ ...config, plugins, overrides, vcs: { enabled: false } }),
  );
  for (const [name, probe] of Object.entries(PROBES)) {
    const dir = join(probeRoot, probe.folder, "probe");
    mkdirSync(dir, { recursive: true });
    const specifiers = [...probe.allowed, ...probe.refused];
    // The probe stands one folder deeper than `folder`: relative specifiers are written as seen from `folder`.
    const path = join(dir, "probe.ts");
    writeFileSync(path, probeSource(specifiers.map((s) => (s.startsWith(".") ? `../${s}` : s))));
    probeFiles.set(name, { path: relative(probeRoot, path), specifiers });
  }
  // Unit tests share one module graph (vite.shared.ts): the lint refuses a test that replaces a module.
  const mockDir = join(probeRoot, "apps/web/app/probe");
  mkdirSync(mockDir, { recursive: true });
  writeFileSync(join(mockDir, "mocks.test.ts"), MODULE_MOCKS.map((call) => `${call};\n`).join(""));
  moduleMockProbe = relative(probeRoot, join(mockDir, "mocks.test.ts"));
  const paths = [...[...probeFiles.values()].map((probe) => probe.path), moduleMockProbe];
  const result = spawnSync(biome, ["lint", "--reporter=json", ...paths], {
    cwd: probeRoot,
    encoding: "utf8",
  });
  const report = result.stdout.split("\n").find((line) => line.startsWith("{"));
  if (!report) throw new Error(`biome gave no JSON report:\n${result.stdout}\n${result.stderr}`);
  diagnostics = (JSON.parse(report) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(() => {
  if (probeRoot) rmSync(probeRoot, { recursive: true, force: true });
});

function refusedBy(name: string): string[] {
  const probe = probeFiles.get(name);
  if (!probe) throw new Error(`no probe for ${name}`);
  return diagnostics
    .filter((d) => d.category === "lint/style/noRestrictedImports" && d.location.path === probe.path)
    .map((d) => probe.specifiers[d.location.start.line - 1] ?? `line ${d.location.start.line}`);
}

describe("Biome refuses the imports that cross a package boundary", () => {
  it.each(Object.entries(PROBES))("in %s", (name, probe) => {
    expect(refusedBy(name).sort()).toEqual([...probe.refused].sort());
  });
});

describe("the lint refuses a unit test that replaces a module (tests share one module graph)", () => {
  it("flags vi.mock, vi.doMock, vi.unmock and vi.doUnmock, and not a spy", () => {
    const flagged = diagnostics
      .filter((d) => d.category === "plugin" && d.location.path === moduleMockProbe)
      .map((d) => MODULE_MOCKS[d.location.start.line - 1]);
    expect(flagged.sort()).toEqual(MODULE_MOCKS.filter((call) => !call.startsWith("vi.spyOn")).sort());
  });
});
