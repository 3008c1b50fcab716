/**
 * Bundle size of @seleta/ui, measured the way size-limit measures a library: bundled from source, minified, gzip,
 * with the package's peer dependencies left out (an app installs them once, whatever it imports from us). Peers are
 * React, react-intl and the behaviour libraries the primitives are built on (react-aria-components,
 * @internationalized/date): apps/web depends on them directly.
 *
 * Three figures:
 * - our own code with everything imported (peers external): its budget, ≤ 60 kB gzip;
 * - the same with the behaviour libraries bundled in (React alone external): what a page with every primitive
 *   downloads;
 * - each primitive imported alone (peers external): tree-shaking works when it costs a small fraction of the whole.
 *
 * Measured as the web app bundles it (apps/web/vite.config.ts), so the figures are what users download:
 * - react-aria's own strings only for our two languages (what Adobe's `@react-aria/optimize-locales-plugin` does,
 *   below as a small esbuild plugin; without it every component carries ~34 languages of "Close", "Selected"… — ~50 kB gzip);
 * - react-intl with the ICU parser aliased to its no-parser build (messages are compiled to ASTs at build time).
 *
 *   npm run size -w @seleta/ui            table of figures, exit 1 over budget
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
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
/** One primitive alone may cost at most this share of the whole (own code): tree-shaking works. */
const SINGLE_SHARE_MAX = 0.25;
const conditions = ["@seleta/source"];

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const withSubpaths = (names) => names.flatMap((name) => [name, `${name}/*`]);
/** React is on every page: external in every figure. */
const REACT = withSubpaths(["react", "react-dom"]);
/** Every peer dependency: what the app installs itself. */
const PEERS = withSubpaths(Object.keys(manifest.peerDependencies ?? {}));

const everything = 'import * as ui from "@seleta/ui"; console.log(ui);';
/** Each primitive measured alone, with the folder its CSS comes from. */
const SINGLES = [
  ["Badge", "Badge"],
  ["Card", "Card"],
  ["Stack", "Layout"],
  ["Spinner", "Spinner"],
  ["Logo", "Logo"],
  ["Link", "Link"],
  ["Button", "Button"],
  ["TextField", "TextField"],
  ["Dialog", "Dialog"],
  ["Select", "Select"],
  ["DatePicker", "DatePicker"],
  ["Table", "Table"],
];

/** Each line: a label, the code an app would write, and what stays external. */
const CASES = [
  { label: "everything, own code (peers external)", code: everything, external: PEERS, budget: true },
  { label: "everything, with react-aria (React external)", code: everything, external: REACT },
  ...SINGLES.map(([name, folder]) => ({
    label: `${name} alone, own code`,
    code: `import { ${name} } from "@seleta/ui"; console.log(${name});`,
    // esbuild keeps the CSS of every module in the import graph, tree-shaken or not; the app's bundler (Vite) emits
    // per module, so a page that uses only Button gets Button's CSS (and the brand themes). Measured from the
    // primitive's own folder, which is what the web app's build shows (its ButtonLink chunk: 2.5 kB CSS gzip).
    cssCode: `import { ${name} } from "./src/${folder}/index.ts"; console.log(${name});`,
    external: PEERS,
    single: true,
  })),
];

async function measure(code, external) {
  const result = await build({
    stdin: { contents: code, resolveDir: packageDir, loader: "js" },
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
for (const testCase of CASES) {
  const { js, css: graphCss } = await measure(testCase.code, testCase.external);
  const css = testCase.cssCode ? (await measure(testCase.cssCode, testCase.external)).css : graphCss;
  rows.push({ ...testCase, js, css, total: js + css });
}
const width = Math.max(...rows.map((r) => r.label.length));
console.log(`${"import".padEnd(width)}  JS gz kB  CSS gz kB  total kB`);
for (const r of rows) {
  console.log(
    `${r.label.padEnd(width)}  ${kb(r.js).padStart(8)}  ${kb(r.css).padStart(9)}  ${kb(r.total).padStart(8)}`,
  );
}

const whole = rows.find((r) => r.budget);
const withReactAria = rows.find((r) => r.external === REACT);
const largestSingle = rows.filter((r) => r.single).sort((a, b) => b.total - a.total)[0];
const failures = [];
if (whole.total / 1024 > BUDGET_KB) failures.push(`our own code is ${kb(whole.total)} kB gzip, over ${BUDGET_KB} kB`);
if (largestSingle.total > whole.total * SINGLE_SHARE_MAX) {
  failures.push(
    `${largestSingle.label} costs ${kb(largestSingle.total)} kB, over ${SINGLE_SHARE_MAX * 100} % of the whole: tree-shaking is broken`,
  );
}
console.log(
  `\nOwn code, everything imported: ${kb(whole.total)} kB gzip (budget ${BUDGET_KB} kB; peers external: ${Object.keys(
    manifest.peerDependencies,
  ).join(", ")}).`,
);
console.log(`With react-aria and the other behaviour libraries: ${kb(withReactAria.total)} kB gzip (React external).`);
console.log(
  `Largest single primitive: ${largestSingle.label}, ${kb(largestSingle.total)} kB (${Math.round((largestSingle.total / whole.total) * 100)} % of the whole).`,
);
if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  process.exit(1);
}
