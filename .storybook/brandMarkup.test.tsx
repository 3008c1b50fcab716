/**
 * A story that reads the toolbar's brand renders it (a logo, a brand's name): its markup differs by brand, so a theme
 * swap cannot show it in another brand. Its file must be tagged `brand-markup`, which vitest.config.ts runs once
 * per brand; untagged, its other brands would be checked on the default brand's markup.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = dirname(dirname(fileURLToPath(import.meta.url)));

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = readdirSync(join(root, "packages")).flatMap((pkg) => storyFiles(join(root, "packages", pkg, "src")));
const readsBrand = (source: string) => /globals\s*(\.\s*brand|\[\s*["']brand["']\s*\])/.test(source);

describe("story files that render the toolbar's brand", () => {
  it("are found (the check reads every story file)", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => readsBrand(readFileSync(file, "utf8"))).length).toBeGreaterThan(0);
  });

  it("are all tagged brand-markup", () => {
    const untagged = files
      .filter((file) => {
        const source = readFileSync(file, "utf8");
        return readsBrand(source) && !source.includes('"brand-markup"');
      })
      .map((file) => relative(root, file));
    expect(untagged).toEqual([]);
  });
});
