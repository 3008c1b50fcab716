/**
 * The islands (`islands/*.ts`): the few small scripts a document page needs for what a browser cannot do alone
 * (recording a video from a desktop camera), compiled apart from the app with esbuild after `react-router build`
 * and before precompress. Each is one minified ES module, named by its content's hash under
 * `build/client/assets/islands/` (served with the other assets, cached for ever), and the names go to
 * `build/server/islands.json` ({ "videoAnswer": "/assets/islands/videoAnswer-<hash>.js" }), which the server hands
 * to the pages through the load context (`islands`). An island over `ISLAND_MAX_BYTES` fails the build: they stay
 * small, or they are not islands.
 *
 * `tsx scripts/buildIslands.ts [buildDir]` (default: build).
 */
import { readdir, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** The file the server reads the islands' addresses from (apps/api/src/web/index.ts). */
export const ISLANDS_MANIFEST_FILE = "islands.json";

/** An island's budget, minified and before compression. */
export const ISLAND_MAX_BYTES = 10 * 1024;

/** The islands' sources: every `.ts` of the folder but tests. */
export function islandEntries(files: readonly string[]): string[] {
  return files.filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")).sort();
}

/**
 * The manifest: each entry's name (its source file's) → the address of its built file under the client directory.
 * Pure; `outputs` are esbuild's metafile outputs (path → the entry it was built from).
 */
export function islandManifest(
  outputs: Readonly<Record<string, { readonly entryPoint?: string | undefined }>>,
  clientDir: string,
): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const [output, { entryPoint }] of Object.entries(outputs)) {
    if (!entryPoint || !output.endsWith(".js")) continue;
    manifest[basename(entryPoint, ".ts")] = `/${relative(clientDir, output).split(sep).join("/")}`;
  }
  return manifest;
}

async function main(buildDir: string) {
  const islandsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "islands");
  const clientDir = join(buildDir, "client");
  const entryPoints = islandEntries(await readdir(islandsDir)).map((file) => join(islandsDir, file));
  const result = await build({
    entryPoints,
    outdir: join(clientDir, "assets", "islands"),
    entryNames: "[name]-[hash]",
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2020",
    platform: "browser",
    metafile: true,
    absWorkingDir: process.cwd(),
    logLevel: "warning",
  });
  const outputs = Object.fromEntries(
    Object.entries(result.metafile.outputs).map(([path, output]) => [resolve(path), output]),
  );
  const manifest = islandManifest(
    Object.fromEntries(
      Object.entries(outputs).map(([path, output]) => [
        path,
        { entryPoint: output.entryPoint ? resolve(output.entryPoint) : undefined },
      ]),
    ),
    resolve(clientDir),
  );
  for (const [name, href] of Object.entries(manifest)) {
    const { size } = await stat(join(clientDir, href));
    console.log(`island ${name}: ${href} (${(size / 1024).toFixed(1)} kB)`);
    if (size > ISLAND_MAX_BYTES) throw new Error(`The island ${name} is ${size} bytes, over ${ISLAND_MAX_BYTES}`);
  }
  await writeFile(join(buildDir, "server", ISLANDS_MANIFEST_FILE), JSON.stringify(manifest));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "build")));
}
