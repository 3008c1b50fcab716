/**
 * The story files main.ts names (`packages/*\/src/**\/*.stories.ts(x)`), read in Node: by vitest.config.ts to deal
 * them into pages, and by brandMarkup.test.tsx to check their tags.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const rootDir = dirname(dirname(fileURLToPath(import.meta.url)));

/** Every story file, relative to the repository's root, sorted. */
export function storyFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.stories\.tsx?$/.test(entry.name)) files.push(relative(rootDir, path));
    }
  };
  for (const pkg of readdirSync(join(rootDir, "packages"))) walk(join(rootDir, "packages", pkg, "src"));
  return files.sort();
}

/** A story file's source. */
export const storySource = (file: string): string => readFileSync(join(rootDir, file), "utf8");

/**
 * Whether a story file's meta is tagged `brand-markup`: its stories render the toolbar's brand themselves (a logo, a
 * brand's name), so their markup differs by brand and they render once per brand.
 */
export const rendersItsBrand = (source: string): boolean => source.includes('"brand-markup"');
