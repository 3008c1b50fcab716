import { beforeAll, describe, expect, it } from "vitest";
import { type LintFinding, lintProbes } from "../../../lint/lintProbes";

/**
 * The package boundaries live in the root biome.json (`noRestrictedImports` per package). These tests lint probe
 * modules with the repository's Biome and its biome.json (lint/lintProbes.ts), and read which imports it refuses.
 */

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

const probeFiles = new Map<string, { path: string; specifiers: string[] }>();
let findings: LintFinding[] = [];
/** Every way Vitest replaces a module, one per line; the plain spy on the last line stays allowed. */
const MODULE_MOCKS = [
  'vi.mock("./db")',
  'vi.mock("./db", () => ({ query: vi.fn() }))',
  'vi.doMock("./db")',
  'vi.unmock("./db")',
  'vi.doUnmock("./db")',
  'vi.spyOn(console, "error")',
];
// Unit tests share one module graph (vite.shared.ts): the lint refuses a test that replaces a module.
const MODULE_MOCK_PROBE = "apps/web/app/probe/mocks.test.ts";

beforeAll(() => {
  const files: Record<string, string> = {};
  for (const [name, probe] of Object.entries(PROBES)) {
    const specifiers = [...probe.allowed, ...probe.refused];
    // The probe stands one folder deeper than `folder`: relative specifiers are written as seen from `folder`.
    const path = `${probe.folder}/probe/probe.ts`;
    files[path] = probeSource(specifiers.map((s) => (s.startsWith(".") ? `../${s}` : s)));
    probeFiles.set(name, { path, specifiers });
  }
  files[MODULE_MOCK_PROBE] = MODULE_MOCKS.map((call) => `${call};\n`).join("");
  findings = lintProbes(files);
}, 60_000);

function refusedBy(name: string): string[] {
  const probe = probeFiles.get(name);
  if (!probe) throw new Error(`no probe for ${name}`);
  return findings
    .filter((d) => d.category === "lint/style/noRestrictedImports" && d.path === probe.path)
    .map((d) => probe.specifiers[d.line - 1] ?? `line ${d.line}`);
}

describe("Biome refuses the imports that cross a package boundary", () => {
  it.each(Object.entries(PROBES))("in %s", (name, probe) => {
    expect(refusedBy(name).sort()).toEqual([...probe.refused].sort());
  });
});

describe("the lint refuses a unit test that replaces a module (tests share one module graph)", () => {
  it("flags vi.mock, vi.doMock, vi.unmock and vi.doUnmock, and not a spy", () => {
    const flagged = findings
      .filter((d) => d.category === "plugin" && d.path === MODULE_MOCK_PROBE)
      .map((d) => MODULE_MOCKS[d.line - 1]);
    expect(flagged.sort()).toEqual(MODULE_MOCKS.filter((call) => !call.startsWith("vi.spyOn")).sort());
  });
});
