import { fileURLToPath } from "node:url";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, mergeConfig, type Plugin, runnerImport } from "vite";
import { workspaceSource } from "../../vite.shared.ts";
import { routeRenderingModes } from "./app/renderingModes.ts";
import type * as Routes from "./app/routes.ts";
import { ICONS } from "./scripts/chunkGroups.ts";
import { apiProxy } from "./scripts/devProxy.ts";

/** The API `npm start` serves, which the dev server proxies `/api` to. */
const API_PORT = "3000";

const RENDERING_MODES_MODULE = "virtual:seleta/rendering-modes";

/**
 * The route config's rendering modes as a module (app/virtualModules.d.ts), for the server's render: each route's
 * mode stays declared once, in the route config, and never in the route's own module.
 */
function renderingModesModule(): Plugin {
  const resolved = `\0${RENDERING_MODES_MODULE}`;
  return {
    name: "seleta:rendering-modes",
    resolveId: {
      filter: { id: new RegExp(`^${RENDERING_MODES_MODULE}$`) },
      handler: () => resolved,
    },
    load: {
      filter: { id: new RegExp(`^\0${RENDERING_MODES_MODULE}$`) },
      async handler() {
        // Read as React Router reads it: through Vite, so the config's modules import as they are written.
        const app = (path: string) => fileURLToPath(new URL(path, import.meta.url));
        const config = { configFile: false as const, logLevel: "silent" as const };
        const routes = await runnerImport<typeof Routes>(app("./app/routes.ts"), config);
        // A change of the route config (in dev) reads it again.
        for (const file of routes.dependencies) this.addWatchFile(file);
        const byId = Object.fromEntries(routeRenderingModes(routes.module.default));
        return `export const renderingModes = ${JSON.stringify(byId)};`;
      },
    },
  };
}

export default defineConfig(
  mergeConfig(workspaceSource(), {
    plugins: [
      // react-aria ships its widgets' strings in 34 locales; the browser gets the app's two (i18n/locale.ts), whose
      // strings react-aria finds by exact match ("en" falls back to en-US by language). The server keeps them all.
      optimizeLocales.vite({ locales: ["pt-BR", "en-US"] }),
      vanillaExtractPlugin(),
      reactRouter(),
      renderingModesModule(),
    ],
    resolve: {
      alias: {
        // Messages are compiled to ICU ASTs at build time (scripts/compileMessages.ts): ship no parser.
        "@formatjs/icu-messageformat-parser": "@formatjs/icu-messageformat-parser/no-parser.js",
      },
    },
    build: {
      // `SOURCEMAP=1 npm run build` writes source maps, to see what a chunk is made of; production ships none.
      sourcemap: process.env.SOURCEMAP === "1",
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // zod in a chunk of its own: pages that validate share one cacheable copy, which changes only with zod's
              // version, and a build shows at a glance which chunks import it (the sign-in page's must not).
              { name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 3 },
              // Left alone, the bundler makes one chunk per set of routes sharing modules: a page loaded ~60 files,
              // half of them under 1 kB, each with its own request and headers. What nearly every page shares (React
              // Router's runtime, react-aria's press and focus, the query client, the shells) goes in two chunks,
              // by how many of the build's entries (the 77 routes and the modules loaded on demand) import it; the
              // thresholds are where the candidate pages' and the recruiter shell's bytes plus requests were least.
              { name: "floor", minShareCount: 40, priority: 2 },
              { name: "common", minShareCount: 30, priority: 1 },
              // Icons are a few hundred bytes each: one chunk of them all instead of a request per glyph.
              { name: "icons", test: ICONS, priority: 0.4 },
            ],
          },
        },
      },
    },
    server: {
      proxy: { "/api": apiProxy(API_PORT) },
    },
  }),
);
