import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const packagesDir = join(here, "../../..");

/** Every style module of the design system, the model's widgets and the web app. */
function styleModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : styleModules(path);
    return entry.name.endsWith(".css.ts") ? [path] : [];
  });
}

describe("visuallyHidden", () => {
  it("is the one definition of hiding from sight what screen readers read", () => {
    // The declaration that gives the technique away: a clipped 1px box.
    const clipping = /\bclip(Path)?\s*:\s*["'](rect\(0|inset\(50%)/;
    const modules = [
      ...styleModules(join(packagesDir, "ui/src")),
      ...styleModules(join(packagesDir, "domain/src")),
      ...styleModules(join(packagesDir, "../apps/web/app")),
    ];
    const copies = modules
      .filter((path) => clipping.test(readFileSync(path, "utf8")))
      .map((path) => relative(packagesDir, path));
    // The pattern finds the one definition, which is plain data (visuallyHiddenRules.ts), not a style module.
    expect(clipping.test(readFileSync(join(here, "visuallyHiddenRules.ts"), "utf8"))).toBe(true);
    expect(modules.length).toBeGreaterThan(20);
    expect(copies).toEqual([]);
  });
});
