/**
 * One stylesheet per document layout, after `react-router build` and before precompress. Document pages have no
 * scripts (app/renderingModes.ts), and React Router links every CSS file of a page's modules: ten to twenty small
 * files, each a request a phone on a slow network pays a round trip for. For each layout of `DOCUMENT_STYLESHEETS`
 * this writes the CSS of the root and of every route under that layout, in the order React Router would link it, as
 * one file (`build/client/assets/<name>-<hash>.css`), and the addresses by layout id to
 * `build/server/document-stylesheets.json`, which the server hands to the pages through the load context
 * (`documentStylesheets`); each layout's loader names its own (app/siteStylesheet.ts). Without it (dev, tests without
 * a build) the pages link their files one by one.
 *
 * `tsx scripts/documentStylesheets.ts [buildDir]` (default: build).
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** What this script reads of the server build's asset manifest. */
export type RouteAssets = { id: string; parentId?: string | undefined; css?: readonly string[] | undefined };

/** The file the server reads the stylesheets' addresses from (apps/api/src/web/index.ts). */
export const DOCUMENT_STYLESHEETS_FILE = "document-stylesheets.json";

/**
 * The document layouts read on a phone, by route id, and the name of their one stylesheet: the public site, and a
 * shortlist's link (a client's budget: docs/performance.md). The candidate area keeps its files (its pages share
 * them with the hydrated areas' chunks).
 */
export const DOCUMENT_STYLESHEETS: Readonly<Record<string, string>> = {
  "public/layout": "public-site",
  "shortlist/layout": "shortlist",
};

function descendsFrom(route: RouteAssets, ancestorId: string, byId: ReadonlyMap<string, RouteAssets>): boolean {
  for (let at: RouteAssets | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
    if (at.id === ancestorId) return true;
  }
  return false;
}

/**
 * The CSS files of the root, the layout and each page under it, each once, in a cascade-safe order: what a page
 * links comes root first, then its layout, then the page; a file shared by pages keeps its first place.
 */
export function layoutCssFiles(routes: readonly RouteAssets[], layoutId: string): string[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const root = byId.get("root");
  const layout = byId.get(layoutId);
  if (!root || !layout) throw new Error(`The build has no ${root ? layoutId : "root"} route`);
  const pages = routes.filter((route) => route.id !== layoutId && descendsFrom(route, layoutId, byId));
  const files: string[] = [];
  for (const route of [root, layout, ...pages]) {
    for (const href of route.css ?? []) {
      // React Router marks some links with a `#` to tell them apart; the file is the same.
      const file = href.replace(/#.*$/, "");
      if (!files.includes(file)) files.push(file);
    }
  }
  return files;
}

async function main(buildDir: string) {
  const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as {
    assets: { routes: Record<string, RouteAssets> };
  };
  const routes = Object.values(build.assets.routes);
  const clientDir = join(buildDir, "client");
  const written: Record<string, string> = {};
  for (const [layoutId, name] of Object.entries(DOCUMENT_STYLESHEETS)) {
    const files = layoutCssFiles(routes, layoutId);
    const parts = await Promise.all(files.map((href) => readFile(join(clientDir, href), "utf8")));
    const css = parts.join("\n");
    const hash = createHash("sha256").update(css).digest("base64url").slice(0, 10);
    const href = `/assets/${name}-${hash}.css`;
    await writeFile(join(clientDir, href), css);
    written[layoutId] = href;
    console.log(`${layoutId}: ${files.length} stylesheets → ${href} (${(css.length / 1024).toFixed(1)} kB)`);
  }
  await writeFile(join(buildDir, "server", DOCUMENT_STYLESHEETS_FILE), JSON.stringify(written));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "build")));
}
