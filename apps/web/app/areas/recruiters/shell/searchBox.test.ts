import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../../..");
const read = (path: string) => readFileSync(join(repoRoot, path), "utf8");

/** The places that draw the read-only search box: the recruiter bar and the global search dialog's own opener. */
const OPENERS = [
  "apps/web/app/areas/recruiters/shell/GlobalSearch.tsx",
  "packages/domain/src/widgets/GlobalSearchDialog/GlobalSearchDialog.tsx",
];
const STYLE = "packages/ui/src/Field/searchBox.css.ts";

function styleFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".css.ts"))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
}

describe("the read-only search box has one style", () => {
  it.each(OPENERS)("%s draws it with ui's searchBox classes", (path) => {
    const source = read(path);
    expect(source).toMatch(/import \{[^}]*\bsearchBox\b[^}]*\} from "@seleta\/ui"/);
    for (const part of ["searchBox", "searchBoxText", "searchBoxShortcut"]) {
      expect(source).toContain(`className={${part}}`);
    }
  });

  it("is declared in ui alone: no other style file draws a field-like opener with a text cursor", () => {
    const files = ["packages/ui/src", "packages/domain/src", "apps/web/app"].flatMap(styleFiles);
    expect(files.length).toBeGreaterThan(50);
    const copies = files.filter((path) => /cursor:\s*"text"/.test(read(path)));
    expect(copies).toEqual([STYLE]);
  });
});
