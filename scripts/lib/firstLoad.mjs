/**
 * What drawing a module downloads first, as the web build splits it: the module bundled from source with esbuild,
 * split at each dynamic import, libraries left out (their weight is not the question) and style modules stubbed
 * (class names do not decide which module lands in which chunk). The first-use tests read it: a part a page opens
 * later must be bundled, but outside the first load.
 */
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** A path of the build's inputs, relative to the repository. */
const fromRepo = (input) => relative(repoRoot, resolve(repoRoot, input));

/**
 * The first load of `entry` (a path relative to the repository): the modules of its output and of every chunk it
 * imports statically, transitively (`modules`), the libraries those import (`libraries`), and every module the
 * bundle holds, loaded first or later (`bundled`).
 */
export async function firstLoadOf(entry) {
  const { metafile } = await build({
    entryPoints: [resolve(repoRoot, entry)],
    absWorkingDir: repoRoot,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    write: false,
    outdir: "/tmp/seleta-first-load",
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
  const outputs = metafile.outputs;
  const entryOutput = Object.keys(outputs).find((name) => outputs[name]?.entryPoint === fromRepo(entry));
  const seen = new Set();
  const libraries = new Set();
  const stack = entryOutput ? [entryOutput] : [];
  while (stack.length > 0) {
    const name = stack.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    for (const imported of outputs[name]?.imports ?? []) {
      if (imported.kind !== "import-statement") continue;
      if (imported.external) libraries.add(imported.path);
      else stack.push(imported.path);
    }
  }
  return {
    modules: [...seen].flatMap((name) => Object.keys(outputs[name]?.inputs ?? {})).map(fromRepo),
    libraries: [...libraries],
    bundled: Object.keys(metafile.inputs).map(fromRepo),
  };
}
