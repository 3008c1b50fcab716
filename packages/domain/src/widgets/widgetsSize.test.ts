import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

type Figure = { js: number; css: number; total: number };
type Figures = { budgetKb: number; withModel: Figure; ownCode: Figure };

describe("the widgets entry", () => {
  it("adds at most 88 kB gzip on top of @seleta/ui when every widget is imported", () => {
    // The same measurement as `npm run size`, so the test and the figure in docs/performance.md cannot disagree.
    const output = execFileSync(process.execPath, ["scripts/size.mjs", "--json"], {
      cwd: packageRoot,
      encoding: "utf8",
    });
    const figures = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as Figures;
    expect(figures.budgetKb).toBe(88);
    // The widgets bundle something: a measurement that found nothing would pass any budget.
    expect(figures.withModel.js).toBeGreaterThan(500);
    expect(figures.withModel.total).toBeGreaterThanOrEqual(figures.ownCode.total);
    expect(figures.withModel.total).toBeLessThanOrEqual(88 * 1024);
  }, 120_000);
});
