import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "../../../../../..");
const fromRepo = (input: string) => relative(repoRoot, resolve(repoRoot, input));

/** The bar's widgets (barWidgets.ts): loaded on a light trigger's hover, focus or press, never with a page. */
const BAR_WIDGETS = [
  "apps/web/app/areas/recruiters/shell/barWidgets.ts",
  "packages/domain/src/widgets/EntitiesPanel/EntitiesPanel.tsx",
  "packages/domain/src/widgets/AddNewMenu/AddNewMenu.tsx",
  "packages/domain/src/widgets/NotificationMenu/NotificationMenu.tsx",
  "packages/domain/src/widgets/UserMenu/UserMenu.tsx",
  "packages/domain/src/widgets/HistorySpeedDial/HistorySpeedDial.tsx",
];

/** Bundles the recruiter shell as the web build does (source, split at each dynamic import), without the libraries. */
async function bundleShell() {
  const result = await build({
    entryPoints: [join(here, "RecruiterShell.tsx")],
    absWorkingDir: repoRoot,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    write: false,
    outdir: "/tmp/seleta-bar-first-load",
    metafile: true,
    conditions: ["@seleta/source"],
    logLevel: "silent",
    plugins: [
      {
        name: "libraries-and-styles",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@seleta/") ? undefined : { path: args.path, external: true },
          );
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

/** The modules of the entry's output and of every chunk it imports statically, transitively. */
function firstLoad(metafile: Metafile, entryPoint: string) {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint?.endsWith(entryPoint));
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
  return [...seen].flatMap((name) => Object.keys(outputs[name]?.inputs ?? {})).map(fromRepo);
}

describe("the recruiter shell's first load", () => {
  it("draws the bar's light triggers, the active entity's included, without the bar's widgets", async () => {
    const metafile = await bundleShell();
    const modules = firstLoad(metafile, "RecruiterShell.tsx");
    const bundled = Object.keys(metafile.inputs).map(fromRepo);
    expect(modules).toContain("packages/domain/src/widgets/EntitiesPanel/EntitiesPanelTrigger.tsx");
    expect(modules.filter((input) => BAR_WIDGETS.includes(input))).toEqual([]);
    expect(BAR_WIDGETS.filter((input) => !bundled.includes(input))).toEqual([]);
  }, 60_000);
});
