/**
 * Bundle size of @seleta/ui as an app would ship it: bundled from source with everything it depends on
 * (react-aria-components, react-intl, lucide icons, @seleta/brand-themes, vanilla-extract runtime), minified, gzip.
 * React and react-dom are excluded: every page has them anyway. Budget (issue 3): the whole library ≤ 60 kB gzip
 * with everything imported; each primitive alone must cost a fraction of that (tree-shaking works).
 *
 * Measured as the web app bundles it (apps/web/vite.config.ts), so the figure is what users download:
 * - react-aria's own strings only for our two languages (what Adobe's `@react-aria/optimize-locales-plugin` does,
 *   below as a small esbuild plugin; without it every component carries ~34 languages of "Close", "Selected"… — ~50 kB gzip);
 * - react-intl with the ICU parser aliased to its no-parser build (messages are compiled to ASTs at build time).
 *
 *   npm run size -w @seleta/ui            table of figures, exit 1 over budget
 */
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { build } from "esbuild";

const require = createRequire(import.meta.url);

/**
 * What `@react-aria/optimize-locales-plugin` does for Vite (the web app should use it), as a plain esbuild plugin:
 * react-aria's per-language string modules (`…/intl/<ll-RR>.mjs`) load as empty objects unless they are one of
 * ours, so react-aria falls back to the nearest language we keep.
 */
const KEPT_LANGUAGES = new Set(["pt", "en"]);
const reactAriaLocales = {
  name: "react-aria-locales",
  setup(b) {
    b.onResolve({ filter: /\/intl\/.*[a-z]{2}-[A-Z]{2}(\.m?js)?$/ }, (args) => {
      if (!/[/\\](@react-aria|@react-stately|react-aria|react-stately|react-aria-components)[/\\]/.test(args.importer))
        return;
      const language = /([a-z]{2})-[A-Z]{2}/.exec(args.path)?.[1];
      if (language && !KEPT_LANGUAGES.has(language)) return { path: args.path, namespace: "dropped-locale" };
    });
    b.onLoad({ filter: /.*/, namespace: "dropped-locale" }, () => ({ contents: "export default {};", loader: "js" }));
  },
};

const BUDGET_KB = 60;
const conditions = ["@seleta/source"];
const external = ["react", "react-dom", "react/jsx-runtime", "react-dom/client"];

/** Each line: a label and the code an app would write. */
const CASES = [
  ["everything (import *)", 'import * as ui from "@seleta/ui"; console.log(ui);'],
  ...[
    "Badge",
    "Chip",
    "ToggleChip",
    "Avatar",
    "Card",
    "Spinner",
    "Skeleton",
    "EmptyState",
    "Stack",
    "Grid",
    "Logo",
    "ProgressBar",
    "TopLoadingBar",
    "Stepper",
    "Breadcrumbs",
    "IconButton",
    "Link",
    "Button",
  ].map((name) => [name, `import { ${name} } from "@seleta/ui"; console.log(${name});`]),
];

async function measure(code) {
  const result = await build({
    stdin: { contents: code, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions,
    external,
    write: false,
    outdir: "/tmp/seleta-ui-size",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
    alias: {
      "@formatjs/icu-messageformat-parser": require.resolve("@formatjs/icu-messageformat-parser/no-parser.js"),
    },
    plugins: [
      reactAriaLocales,
      vanillaExtractPlugin({ identifiers: "short", esbuildOptions: { conditions, external } }),
    ],
  });
  let js = 0;
  let css = 0;
  for (const file of result.outputFiles) {
    const gz = gzipSync(file.contents, { level: 9 }).length;
    if (file.path.endsWith(".css")) css += gz;
    else if (file.path.endsWith(".js")) js += gz;
  }
  return { js, css };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
for (const [label, code] of CASES) {
  const { js, css } = await measure(code);
  rows.push({ label, js, css, total: js + css });
}
const width = Math.max(...rows.map((r) => r.label.length));
console.log(`${"import".padEnd(width)}  JS gz kB  CSS gz kB  total kB`);
for (const r of rows) {
  console.log(
    `${r.label.padEnd(width)}  ${kb(r.js).padStart(8)}  ${kb(r.css).padStart(9)}  ${kb(r.total).padStart(8)}`,
  );
}
const whole = rows[0];
if (whole && whole.total / 1024 > BUDGET_KB) {
  console.error(`\n@seleta/ui is ${kb(whole.total)} kB gzip, over the ${BUDGET_KB} kB budget.`);
  process.exit(1);
}
console.log(`\nWhole library ${kb(whole?.total ?? 0)} kB gzip (budget ${BUDGET_KB} kB; react and react-dom excluded).`);
