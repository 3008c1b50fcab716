import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "../../../..");

/**
 * What a list opens later loads on first use: these modules are in chunks of their own, outside what drawing a list
 * loads (its module and the chunks it imports statically), so a list's first screen does not download them.
 */
const LIST_OPENS_LATER = [
  "packages/domain/src/widgets/ListView/FilterPanel.tsx",
  "packages/domain/src/widgets/ListView/SortSelects.tsx",
  "packages/domain/src/widgets/ListView/DeleteConfirmation.tsx",
  "packages/domain/src/widgets/ListView/KanbanView.tsx",
  "packages/ui/src/Table/ColumnMenu.tsx",
  "packages/ui/src/Table/VirtualTable.tsx",
  "packages/ui/src/Table/virtualBody.tsx",
  "packages/ui/src/Tooltip/TooltipBubble.tsx",
  "packages/ui/src/Menu/Menu.tsx",
  "packages/ui/src/Dialog/Dialog.tsx",
  "packages/ui/src/ConfirmDialog/ConfirmDialog.tsx",
  "packages/ui/src/Select/Select.tsx",
  "packages/ui/src/ComboBox/ComboBox.tsx",
];

/** A record's page: its questions and answers (checked with zod) load with the first record that has them. */
const RECORD_OPENS_LATER = ["packages/domain/src/widgets/EntityDetail/QuestionLists.tsx"];

/** Bundles a widget as the web build does (source, split at each dynamic import), without the libraries. */
async function bundle(entry: string) {
  const result = await build({
    entryPoints: [join(here, entry)],
    absWorkingDir: repoRoot,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    write: false,
    outdir: "/tmp/seleta-list-first-use",
    metafile: true,
    conditions: ["@seleta/source"],
    logLevel: "silent",
    plugins: [
      {
        name: "libraries-and-styles",
        setup(b) {
          // Our packages are bundled from source; libraries are left out (their weight is not the question here).
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@seleta/") ? undefined : { path: args.path, external: true },
          );
          // Class names do not matter to which module lands in which chunk.
          b.onLoad({ filter: /\.css\.ts$/ }, () => ({
            contents: "module.exports = new Proxy({}, { get: () => '' });",
            loader: "js",
          }));
        },
      },
    ],
  });
  return result.metafile;
}

/**
 * What drawing the entry loads: the inputs of its output and of every chunk it imports statically, transitively, and
 * the libraries those import.
 */
function firstLoad(metafile: Metafile, entryPoint: string) {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint?.endsWith(entryPoint));
  const seen = new Set<string>();
  const libraries = new Set<string>();
  const stack = entry ? [entry] : [];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const imported of outputs[name]?.imports ?? []) {
      if (imported.kind !== "import-statement") continue;
      if (imported.external) libraries.add(imported.path);
      else stack.push(imported.path);
    }
  }
  const inputs = [...seen].flatMap((name) => Object.keys(outputs[name]?.inputs ?? {}));
  return { modules: inputs.map(fromRepo), libraries };
}

const fromRepo = (input: string) => relative(repoRoot, resolve(repoRoot, input));

describe("a list's first load", () => {
  it("holds none of what the list opens later, which is still bundled, in chunks of its own", async () => {
    const metafile = await bundle("ListView/ListView.tsx");
    const { modules } = firstLoad(metafile, "ListView/ListView.tsx");
    const bundled = Object.keys(metafile.inputs).map(fromRepo);
    expect(modules).toContain("packages/domain/src/widgets/ListView/ListToolbar.tsx");
    expect(modules.filter((input) => LIST_OPENS_LATER.includes(input))).toEqual([]);
    expect(LIST_OPENS_LATER.filter((input) => !bundled.includes(input))).toEqual([]);
  }, 60_000);
});

describe("a record's first load", () => {
  it("loads no zod: the questions and answers that need it are a chunk apart", async () => {
    const metafile = await bundle("EntityDetail/EntityDetail.tsx");
    const { modules, libraries } = firstLoad(metafile, "EntityDetail/EntityDetail.tsx");
    const bundled = Object.keys(metafile.inputs).map(fromRepo);
    expect(modules).toContain("packages/domain/src/widgets/EntityDetail/EntityDetail.tsx");
    expect(modules.filter((input) => RECORD_OPENS_LATER.includes(input))).toEqual([]);
    expect(RECORD_OPENS_LATER.filter((input) => !bundled.includes(input))).toEqual([]);
    expect([...libraries].filter((library) => library === "zod" || library.startsWith("zod/"))).toEqual([]);
  }, 60_000);
});
