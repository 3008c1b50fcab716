/**
 * What the widgets (`@seleta/domain/widgets`) add to a page on top of `@seleta/ui`, measured as packages/ui's size
 * script measures the primitives: bundled from source, minified, gzip, with what the app already ships left out —
 * React, react-intl, the behaviour libraries (react-aria-components, @internationalized/date, @tanstack/react-virtual),
 * zod, and `@seleta/ui` / `@seleta/brand-themes` themselves (their cost is packages/ui's own budget; their CSS, the
 * brand themes included, is left out as well).
 *
 * Two figures:
 * - every widget imported, with the parts of the domain model they use (catalogues, registry, reducers) bundled
 *   in: its budget, ≤ 88 kB gzip (the registry form brings the model's posted-form parser and its checks, which
 *   build the schemas they validate with);
 * - the same with the domain model left out too: the widgets' own code (a page that already imports the model for
 *   its loaders pays only this).
 *
 *   npm run size -w @seleta/domain        table of figures, exit 1 over budget
 *   node scripts/size.mjs --json          the figures as JSON (read by widgetsSize.test.ts)
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { build, transform } from "esbuild";

const require = createRequire(import.meta.url);

export const BUDGET_KB = 88;
const conditions = ["@seleta/source"];
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const srcDir = join(packageDir, "src");
const widgetsDir = join(srcDir, "widgets");
const uiManifest = JSON.parse(readFileSync(join(packageDir, "../ui/package.json"), "utf8"));
const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));

const withSubpaths = (names) => names.flatMap((name) => [name, `${name}/*`]);
/** What the app already ships: our own peers, ui's peers and dependencies, and the two lower packages. */
const EXTERNAL = withSubpaths([
  ...new Set([
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(uiManifest.peerDependencies ?? {}),
    ...Object.keys(uiManifest.dependencies ?? {}),
    "@seleta/ui",
    "@seleta/brand-themes",
    // The schema library the domain model shares with every consumer (the `.` entry's purity test leaves it out
    // too): the API client and the app's loaders validate with it whether or not a page shows a widget.
    "zod",
  ]),
]);

const CSS_EXTERNAL = EXTERNAL.filter((name) => !name.startsWith("@seleta/"));

/** Leaves out every module of the domain model (src/ outside src/widgets/): the second figure. */
const modelExternal = {
  name: "domain-model-external",
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (!args.importer.startsWith(widgetsDir + sep)) return undefined;
      const target = join(dirname(args.importer), args.path);
      if (target.startsWith(srcDir + sep) && !target.startsWith(widgetsDir + sep)) {
        return { path: args.path, external: true };
      }
      return undefined;
    });
  },
};

const everything = 'import * as widgets from "./src/widgets/index.ts"; console.log(widgets);';

/**
 * The CSS of the `.css.ts` files a bundle reaches, without the brand themes': their variables are ui's cost (every
 * page has them already). vanilla-extract marks each file's rules with a comment in unminified output.
 */
function ownCss(css) {
  return css
    .split(/(?=\/\* vanilla-extract-css-ns:)/)
    .filter((section) => !/^\/\* vanilla-extract-css-ns:[^*]*brand-themes\//.test(section))
    .join("");
}

async function measure(code, extraPlugins, { splitting = false } = {}) {
  const result = await build({
    stdin: { contents: code, resolveDir: packageDir, loader: "ts" },
    bundle: true,
    splitting,
    // Minified after the split below, which needs vanilla-extract's per-file comments.
    minify: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions,
    external: EXTERNAL,
    write: false,
    outdir: "/tmp/seleta-domain-size",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
    alias: {
      "@formatjs/icu-messageformat-parser": require.resolve("@formatjs/icu-messageformat-parser/no-parser.js"),
    },
    plugins: [
      ...extraPlugins,
      // The `.css.ts` files are evaluated in Node at build time: the theme contract they read must be bundled there
      // (its package exports ESM only), while the page's bundle above leaves it out.
      vanillaExtractPlugin({ identifiers: "short", esbuildOptions: { conditions, external: CSS_EXTERNAL } }),
    ],
  });
  // Every output counted as one file (the parts a page loads on first use included), gzip over all of it.
  const scripts = result.outputFiles.filter((file) => file.path.endsWith(".js")).map((file) => file.text);
  const styles = result.outputFiles.filter((file) => file.path.endsWith(".css")).map((file) => file.text);
  const minifiedJs = await Promise.all(
    scripts.map((text) => transform(text, { loader: "js", minify: true, format: "esm", target: "es2022" })),
  );
  const minifiedCss = await transform(ownCss(styles.join("\n")), { loader: "css", minify: true });
  return {
    js: gzipSync(minifiedJs.map((output) => output.code).join("\n"), { level: 9 }).length,
    css: gzipSync(minifiedCss.code, { level: 9 }).length,
  };
}

/**
 * The JS as the web build splits it, at each dynamic import (inlined into one file, a dynamically imported module and
 * everything it imports would each gain a lazy-initialisation wrapper the build never ships); the CSS from one file
 * (split, each chunk would repeat the rules it shares with others).
 */
async function measureSplit(code, extraPlugins) {
  const { js } = await measure(code, extraPlugins, { splitting: true });
  const { css } = await measure(code, extraPlugins);
  return { js, css, total: js + css };
}

export async function measureWidgets() {
  const withModel = await measureSplit(everything, []);
  const ownCode = await measureSplit(everything, [modelExternal]);
  return { budgetKb: BUDGET_KB, withModel, ownCode };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const figures = await measureWidgets();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(figures));
  } else {
    const rows = [
      ["every widget, with the domain model they use", figures.withModel],
      ["every widget, own code (model external)", figures.ownCode],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`${"import".padEnd(width)}  JS gz kB  CSS gz kB  total kB`);
    for (const [label, r] of rows) {
      console.log(
        `${label.padEnd(width)}  ${kb(r.js).padStart(8)}  ${kb(r.css).padStart(9)}  ${kb(r.total).padStart(8)}`,
      );
    }
    console.log(
      `\nWidgets on top of @seleta/ui: ${kb(figures.withModel.total)} kB gzip (budget ${BUDGET_KB} kB; external: React, react-intl, react-aria, zod, @seleta/ui, @seleta/brand-themes).`,
    );
  }
  if (figures.withModel.total / 1024 > BUDGET_KB) {
    console.error(`The widgets add ${kb(figures.withModel.total)} kB gzip, over ${BUDGET_KB} kB`);
    process.exit(1);
  }
}
