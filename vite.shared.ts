/**
 * One place that makes Vite (apps, Storybook, Vitest) read workspace packages from their TypeScript source.
 *
 * Every @seleta package exports `"@seleta/source": "./src/…"` beside its built `dist`. The condition is namespaced
 * because react-aria-components publishes a generic `source` condition that points at files it does not ship.
 * The vanilla-extract plugin compiles `.css.ts` files in its own SSR environment, so the condition is set for the
 * `ssr` environment too; without it `.css.ts` files import `dist`, the theme variable names stop matching and
 * components render unstyled with no error.
 */
import { defaultClientConditions, defaultServerConditions, type UserConfig } from "vite";

export const SOURCE_CONDITION = "@seleta/source";

/** Packages of this monorepo, bundled from source wherever Vite would otherwise externalise them (SSR). */
export const WORKSPACE_PACKAGES = /^@seleta\//;

export function workspaceSource(): UserConfig {
  return {
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    },
    ssr: {
      noExternal: [WORKSPACE_PACKAGES],
      resolve: {
        conditions: [SOURCE_CONDITION, ...defaultServerConditions],
        externalConditions: [SOURCE_CONDITION],
      },
    },
    environments: {
      ssr: {
        resolve: {
          conditions: [SOURCE_CONDITION, ...defaultServerConditions],
        },
      },
      // Vitest runs globalSetup files in an environment of its own: without this they would import `dist`
      // (missing on a fresh clone) instead of the source.
      __vitest__: {
        resolve: {
          conditions: [SOURCE_CONDITION, ...defaultServerConditions],
        },
      },
    },
  };
}

/**
 * Vitest settings shared by every package's unit tests: workspace source, vanilla-extract for any `.css.ts`
 * reached from a test, and a JSON report that `npm test` totals (`.reports/vitest.json`, a turbo output).
 *
 * The files a worker runs share its module graph (`isolate: false`): a fresh process and module graph per file cost
 * seconds a file (in a fresh-clone `npm test`, the web app's 45 files took 140 s for under a second of tests). This
 * holds while sources keep no per-run state at module level and no test replaces a module (`vi.mock`: the lint
 * refuses it, lint/noModuleMocks.grit); spies, stubbed globals and stubbed variables are undone between tests.
 */
export function unitTestConfig(): UserConfig & { test: Record<string, unknown> } {
  return {
    ...workspaceSource(),
    test: {
      environment: "node",
      include: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts"],
      reporters: ["default", ["json", { outputFile: ".reports/vitest.json" }]],
      isolate: false,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  };
}
