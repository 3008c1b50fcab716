import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = resolve(here, "../../..");
const repoRoot = resolve(packageRoot, "../..");

/**
 * What the list opens later loads on first use: these modules are in chunks of their own, outside what drawing a
 * list loads (its module and the chunks it imports statically), so a list's first screen does not download them.
 */
const OPENED_LATER = [
  "packages/domain/src/widgets/ListView/FilterPanel.tsx",
  "packages/domain/src/widgets/ListView/SortSelects.tsx",
  "packages/domain/src/widgets/ListView/DeleteConfirmation.tsx",
  "packages/domain/src/widgets/ListView/KanbanView.tsx",
  "packages/ui/src/Table/ColumnMenu.tsx",
  "packages/ui/src/Table/VirtualTable.tsx",
  "packages/ui/src/Table/virtualBody.tsx",
  "packages/ui/src/Menu/Menu.tsx",
  "packages/ui/src/Dialog/Dialog.tsx",
  "packages/ui/src/ConfirmDialog/ConfirmDialog.tsx",
  "packages/ui/src/Select/Select.tsx",
  "packages/ui/src/ComboBox/ComboBox.tsx",
];

/** Bundles ListView as the web build does (source, split at each dynamic import), without the libraries. */
async function bundleList() {
  const result = await build({
    entryPoints: [join(here, "ListView.tsx")],
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

/** The inputs of the entry's output and of every chunk it imports statically, transitively. */
function firstLoad(metafile: Metafile): Set<string> {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint?.endsWith("ListView.tsx"));
  const seen = new Set<string>();
  const stack = entry ? [entry] : [];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const imported of outputs[name]?.imports ?? []) {
      if (imported.kind === "import-statement" && !imported.external) stack.push(imported.path);
    }
  }
  return new Set([...seen].flatMap((name) => Object.keys(outputs[name]?.inputs ?? {})));
}

describe("the list's first load", () => {
  it("holds none of what the list opens later, which is still bundled, in chunks of its own", async () => {
    const metafile = await bundleList();
    const loaded = [...firstLoad(metafile)].map((input) => relative(repoRoot, resolve(repoRoot, input)));
    const bundled = Object.keys(metafile.inputs).map((input) => relative(repoRoot, resolve(repoRoot, input)));
    expect(loaded).toContain("packages/domain/src/widgets/ListView/ListToolbar.tsx");
    expect(loaded.filter((input) => OPENED_LATER.includes(input))).toEqual([]);
    expect(OPENED_LATER.filter((input) => !bundled.includes(input))).toEqual([]);
  }, 60_000);
});
