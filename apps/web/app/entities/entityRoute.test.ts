import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The app's modules a module imports statically, followed through relative imports (type imports and `import()`
 * left out, like the bundler; `.server` modules too, which React Router keeps out of the browser), with the
 * packages each one imports.
 */
function staticGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (graph.has(file)) continue;
    const packages: string[] = [];
    graph.set(file, packages);
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(/^import\s+(?!type\b)(?:[^;]*?from\s+)?"([^"]+)";/gm)) {
      if (!specifier?.startsWith(".")) {
        if (specifier) packages.push(specifier);
        continue;
      }
      const base = resolve(dirname(file), specifier);
      const found = [base, `${base}.ts`, `${base}.tsx`].find((path) => existsSync(path) && !path.endsWith(".d.ts"));
      if (found && !/\.server\.tsx?$/.test(found) && (found.endsWith(".ts") || found.endsWith(".tsx"))) {
        pending.push(found);
      }
    }
  }
  return graph;
}

const importersOf = (graph: Map<string, string[]>, specifier: string) =>
  [...graph].filter(([, packages]) => packages.includes(specifier)).map(([file]) => file);

describe("the entity route's module", () => {
  it("loads no form widget: every list and record page loads it, the form's pages load theirs on demand", () => {
    const graph = staticGraph(join(here, "entityRoute.tsx"));
    expect(graph.size).toBeGreaterThan(5);
    expect(importersOf(graph, "@seleta/domain/widgets")).toEqual([]);
  });

  it("would see a form widget imported by a module it follows", () => {
    const graph = staticGraph(join(here, "EntityFormPage.tsx"));
    expect(importersOf(graph, "@seleta/domain/widgets")).toContain(join(here, "EntityFormPage.tsx"));
  });
});
