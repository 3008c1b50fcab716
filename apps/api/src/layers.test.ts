/**
 * The API's layers, read from its import statements: route files (src/routes/**) call feature modules and never
 * reach the database themselves (no drizzle, no schema, no SQL helpers of db/client: only its types, `Database` and
 * `Log`), no module of src imports itself through others (no import cycle), and no folder of src does either (no
 * folder imports a folder that imports it back, directly or through others). Type-only imports count for cycles
 * too: a cycle of types still ties the modules' layers together.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProbes } from "../../../lint/lintProbes";

const SRC = import.meta.dirname;
const REPO = resolve(SRC, "..", "..", "..");

/** An import statement: what it names that runs (values), and whether it names types only. */
type Import = { specifier: string; names: string[]; typeOnly: boolean };

/** Every `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")` of a module's text. */
export function importsOf(text: string): Import[] {
  const found: Import[] = [];
  const statement =
    /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([\w\s{},*$]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of text.matchAll(statement)) {
    const specifier = match[4] ?? match[5] ?? match[6];
    if (specifier === undefined) continue;
    const clause = match[3] ?? "";
    const braces = clause.match(/\{([\s\S]*)\}/)?.[1] ?? "";
    const entries = braces
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Value names only: `type X` entries name nothing that runs.
    const names = entries
      .filter((entry) => match[2] === undefined && !entry.startsWith("type "))
      .map((entry) => entry.split(/\s+as\s+/)[0]?.trim() as string);
    const bare =
      match[2] === undefined
        ? clause
            .replace(/\{[\s\S]*\}/, "")
            .replace(/,/g, "")
            .trim()
        : "";
    found.push({
      specifier,
      names: bare ? [...names, bare] : names,
      typeOnly: match[2] !== undefined || (entries.length > 0 && names.length === 0 && bare === ""),
    });
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC);
const known = new Set(files);

/** The module of src a relative specifier names, if any. */
function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.(js|ts)$/, ""));
  return [`${base}.ts`, join(base, "index.ts")].find((candidate) => known.has(candidate));
}

const name = (path: string) => relative(SRC, path).split(sep).join("/");

/** Module → the modules of src it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(readFileSync(file, "utf8"))
      .map(({ specifier }) => resolveModule(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The unit of the folders' graph a module belongs to: its top-level folder of src (`auth`, `engine`…), or its
 * audience's folder under routes (`routes/candidates`); a module directly in src or in routes (`config.ts`,
 * `routes/index.ts`) is a unit of its own.
 */
export function folderOf(path: string): string {
  const parts = path.split("/");
  if (parts.length === 1) return path;
  if (parts[0] === "routes") return parts.length === 2 ? path : `routes/${parts[1]}`;
  return parts[0] as string;
}

/** Folder → the folders it imports, each with the imports that make the edge (`from → to`). */
function folderGraph(): Map<string, Map<string, string[]>> {
  const folders = new Map<string, Map<string, string[]>>();
  for (const [file, targets] of importGraph()) {
    const from = folderOf(name(file));
    const edges = folders.get(from) ?? new Map<string, string[]>();
    folders.set(from, edges);
    for (const target of targets) {
      const to = folderOf(name(target));
      if (to === from) continue;
      edges.set(to, [...(edges.get(to) ?? []), `${name(file)} → ${name(target)}`]);
    }
  }
  return folders;
}

/** Each cycle once, as the list of modules around it (Tarjan's strongly connected components of more than one). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let top: string | undefined;
      do {
        top = stack.pop() as string;
        onStack.delete(top);
        component.push(top);
      } while (top !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** Why an import of a route file reaches the database, or undefined when it does not. */
export function databaseReach(fromFile: string, imported: Import): string | undefined {
  const { specifier } = imported;
  if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) return "drizzle-orm";
  const target = resolveModule(fromFile, specifier) ?? resolve(dirname(fromFile), specifier);
  const module = name(target)
    .replace(/\.ts$/, "")
    .replace(/\/index$/, "");
  if (module === "db/schema" || module.startsWith("db/schema/")) return "the schema";
  if (module === "db/client") {
    return imported.names.length > 0 ? `db/client's ${imported.names.join(", ")}` : undefined;
  }
  return undefined;
}

describe("the API's layers", () => {
  it("reads import statements, type-only ones marked", () => {
    const text = [
      'import { sql } from "drizzle-orm";',
      'import type { Database } from "../db/client";',
      'import { type Database, queryRows } from "../db/client";',
      'export { x } from "./x";',
      'const lazy = await import("./lazy");',
      'import "./sideEffect";',
    ].join("\n");
    expect(importsOf(text)).toEqual([
      { specifier: "drizzle-orm", names: ["sql"], typeOnly: false },
      { specifier: "../db/client", names: [], typeOnly: true },
      { specifier: "../db/client", names: ["queryRows"], typeOnly: false },
      { specifier: "./x", names: ["x"], typeOnly: false },
      { specifier: "./lazy", names: [], typeOnly: false },
      { specifier: "./sideEffect", names: [], typeOnly: false },
    ]);
  });

  it("finds a cycle, and none where imports run one way", () => {
    expect(
      cyclesOf(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", ["a"]],
          ["d", ["a"]],
        ]),
      ).map((cycle) => cycle.sort()),
    ).toEqual([["a", "b", "c"]]);
    expect(
      cyclesOf(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("keeps SQL out of route files: no drizzle, no schema, no SQL helpers", () => {
    const routeFile = join(SRC, "routes", "x", "y.ts");
    expect(databaseReach(routeFile, importsOf('import { sql } from "drizzle-orm";')[0] as Import)).toBe("drizzle-orm");
    expect(databaseReach(routeFile, importsOf('import { jobs } from "../../db/schema";')[0] as Import)).toBe(
      "the schema",
    );
    expect(
      databaseReach(routeFile, importsOf('import { type Database, queryRows } from "../../db/client";')[0] as Import),
    ).toBe("db/client's queryRows");
    expect(
      databaseReach(routeFile, importsOf('import type { Database } from "../../db/client";')[0] as Import),
    ).toBeUndefined();

    const offences = files
      .filter((file) => name(file).startsWith("routes/"))
      .flatMap((file) =>
        importsOf(readFileSync(file, "utf8")).flatMap((imported) => {
          const reach = databaseReach(file, imported);
          return reach ? [`${name(file)} imports ${reach}`] : [];
        }),
      );
    expect(offences).toEqual([]);
  });

  it("has biome.json's override cover every route file, none left out", () => {
    const biome = JSON.parse(readFileSync(join(REPO, "biome.json"), "utf8")) as {
      overrides: { includes: string[] }[];
    };
    const override = biome.overrides.find(({ includes }) => includes.includes("apps/api/src/routes/**"));
    expect(override?.includes).toEqual(["apps/api/src/routes/**"]);
  });

  it("has Biome refuse, in a route file, drizzle, the schema and db/client's helpers, and allow its Database type", () => {
    const lines = [
      'import { sql } from "drizzle-orm";',
      'import { jobs } from "../../db/schema";',
      'import { publicJobCondition } from "../../db/schema/publicJobs";',
      'import { queryRows } from "../../db/client";',
      'import type { Database } from "../../db/client";',
      'import { HttpError } from "../../edge/errors";',
    ];
    const refusedLines = [1, 2, 3, 4];
    const probe = "apps/api/src/routes/probe/probe.ts";
    const refused = lintProbes({
      [probe]: `${lines.join("\n")}\nexport const probe = [sql, jobs, publicJobCondition, queryRows, HttpError];\nexport type Probe = Database;\n`,
    })
      .filter((finding) => finding.category === "lint/style/noRestrictedImports" && finding.path === probe)
      .map((finding) => finding.line);
    expect([...new Set(refused)].sort()).toEqual(refusedLines);
  }, 60_000);

  it("keeps the export formats apart from the jobs that run them: exports/ never imports jobs/", () => {
    const graph = importGraph();
    const reachingJobs = [...graph]
      .filter(([file]) => name(file).startsWith("exports/"))
      .flatMap(([file, targets]) =>
        targets.filter((target) => name(target).startsWith("jobs/")).map((target) => `${name(file)} → ${name(target)}`),
      );
    expect(reachingJobs).toEqual([]);
  });

  it("counts a module in its top-level folder, its audience's under routes, or alone at a root", () => {
    expect(folderOf("engine/records.ts")).toBe("engine");
    expect(folderOf("db/schema/auth.ts")).toBe("db");
    expect(folderOf("routes/candidates/candidacy.ts")).toBe("routes/candidates");
    expect(folderOf("routes/index.ts")).toBe("routes/index.ts");
    expect(folderOf("config.ts")).toBe("config.ts");
  });

  it("has no import cycle between the folders of src, each listed with the imports that close it", () => {
    const folders = folderGraph();
    const cycles = cyclesOf(new Map([...folders].map(([folder, edges]) => [folder, [...edges.keys()]]))).map(
      (cycle) => {
        const members = new Set(cycle);
        const imports = cycle.flatMap((from) =>
          [...(folders.get(from) ?? [])].filter(([to]) => members.has(to)).flatMap(([, edges]) => edges),
        );
        return `${[...cycle].sort().join(" ⇄ ")}: ${imports.sort().join(", ")}`;
      },
    );
    expect(cycles).toEqual([]);
  });

  it("has no import cycle between the modules of src", () => {
    const cycles = cyclesOf(importGraph()).map((cycle) => cycle.map(name).sort().join(" → "));
    expect(cycles).toEqual([]);
  });
});
