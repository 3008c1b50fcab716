/// <reference types="@vitest/browser-playwright" />
/**
 * Every story as a Vitest browser test, once per brand: render + play function, axe (addon-a11y, violations fail)
 * and a screenshot compared with `.storybook/__screenshots__/<brand>/<story file>/<story id>.png`.
 *
 *   npm run test:stories                                   run and compare
 *   npm run test:stories -- -u                             (re)write baselines after an intended visual change
 *   npm run test:stories -- --project stories:executive    one brand
 *
 * One Vitest project per brand, as `browser.instances` of a single storybookTest project: the six brands share one
 * Vite server, so Storybook's presets, the vanilla-extract compiler, module transforms and dependency pre-bundling
 * happen once instead of six times (six separate projects took ~1.6× as long and raced on Storybook's shared
 * pre-bundle cache on a cold start). A brand reaches the stories through `provide` → `inject` in vitest.setup.ts.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { playwright } from "@vitest/browser-playwright";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
// The source file, not the package: this config runs in Node, where `@seleta/brand-themes` would resolve to `dist`.
import { BRAND_KEYS, type BrandKey } from "../packages/brand-themes/src/tokens.ts";
import { workspaceSource } from "../vite.shared.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** The brand every story of this Vitest project renders in (read by vitest.setup.ts). */
    storyBrand: BrandKey;
  }
}

const configDir = dirname(fileURLToPath(import.meta.url));
const rootDir = dirname(configDir);

/** Debian's Chromium: a test run never downloads a browser. */
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Same pixels on every machine of this kind: no hinting, no subpixel text, sRGB.
  "--font-render-hinting=none",
  "--force-color-profile=srgb",
  "--disable-lcd-text",
];

/**
 * addon-vitest sizes the test iframe to 1200×900 before each story (unless the story sets a viewport). The page that
 * holds the iframe must be at least as large: Vitest shrinks a larger iframe with a CSS transform, and screenshots
 * would then be resampled (blurry text, 960 px wide with Playwright's default 1280×720 page).
 */
const viewport = { width: 1200, height: 900 };

/**
 * `.mdx` files compiled by Storybook's own MDX compiler (addon-docs' loader, the one the docs pages go through), so
 * the `docs` project can import and render them.
 */
function storybookMdx(): Plugin {
  return {
    name: "seleta:storybook-mdx",
    enforce: "pre",
    async transform(source, id) {
      if (!id.endsWith(".mdx")) return undefined;
      const { default: loader } = await import("@storybook/addon-docs/mdx-loader");
      return new Promise<string>((resolve, reject) => {
        loader.call(
          {
            async: () => (error: unknown, code?: string) => (error ? reject(error) : resolve(code ?? "")),
            getOptions: () => ({}),
            resourcePath: id,
          },
          source,
        );
      });
    },
  };
}

/**
 * Story tests check what a user gets, so React and every library run their production builds (Vite pre-bundles
 * dependencies and replaces `process.env.NODE_ENV` with this value). Development builds validate every element and
 * record where each one was created: rendering and playing the heaviest stories took ~1.6× as long. Development
 * warnings (keys, hook order) still show where code runs in development: the packages' unit tests, Storybook itself
 * (`npm run storybook`) and the web app's dev server.
 */
process.env.NODE_ENV = "production";

const PROJECT_PREFIX = "stories:";
const brandOf = (projectName: string): string => projectName.slice(PROJECT_PREFIX.length);

export default defineConfig({
  // vanilla-extract's compiler re-reads this file for its own Vite server: it needs the workspace conditions here,
  // at the top level, or `.css.ts` files import `dist` and the theme variables stop matching (unstyled, no error).
  ...workspaceSource(),
  test: {
    reporters: ["default", ["json", { outputFile: join(rootDir, ".reports/stories.json") }]],
    // Once the run has closed its browsers and servers, a handle nobody closes (not yet found) keeps the process
    // alive, and Vitest waits this long before it exits anyway: the default 10 s was pure waiting.
    teardownTimeout: 3_000,
    projects: [
      {
        // The MDX pages, compiled and rendered in Node (docsPages.test.tsx).
        extends: true,
        plugins: [storybookMdx(), vanillaExtractPlugin()],
        resolve: { alias: { "@storybook/addon-docs/blocks": join(configDir, "docsBlocks.node.ts") } },
        test: { name: "docs", environment: "node", include: [join(configDir, "*.test.tsx")] },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        test: {
          name: "stories",
          // Six brands share two cores: the 10,000-row table story (react-aria builds a collection of every row)
          // takes ~8 s alone and more than the default 15 s when all six brands run it at once.
          testTimeout: 60_000,
          setupFiles: [join(configDir, "vitest.setup.ts")],
          // All story files of a brand run in one page, one after the other: reloading the page and re-importing
          // Storybook, React and axe for every file took ~1.7× as long. Stories clean up after themselves (Storybook
          // unmounts the previous story; the decorator resets the <body> theme class).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath, args: chromiumArgs },
              contextOptions: { viewport, deviceScaleFactor: 1 },
            }),
            instances: BRAND_KEYS.map((brand) => ({
              browser: "chromium" as const,
              name: `${PROJECT_PREFIX}${brand}`,
              provide: { storyBrand: brand },
            })),
            viewport,
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                comparatorOptions: {
                  // Per-pixel colour distance (YIQ, 0–1). Antialiased pixels are detected and ignored on their own;
                  // 0.02 flags #e72576 → #dc2a70 on a button (0.05 would not).
                  threshold: 0.02,
                  // A handful of stray glyph-edge pixels at most: an absolute count, not a ratio, so that even the
                  // text colour of one small button in a wide story fails (0.2 % of a 1200 px story did not).
                  allowedMismatchedPixels: 16,
                },
                // Storybook has already paused CSS animations at their end and disabled transitions before the
                // screenshot (see screenshot.ts), and vitest.setup.ts hides the caret with CSS: Playwright's own
                // `animations: "disabled"` / `caret: "hide"` added ~15 % to the run for nothing.
                screenshotOptions: { animations: "allow", caret: "initial", scale: "css" },
                resolveScreenshotPath: ({ arg, ext, testFileName, project }) =>
                  join(configDir, "__screenshots__", brandOf(project.name), testFileName, `${arg}${ext}`),
                // `__diff__/` is gitignored: reference, actual and diff images of a failed comparison.
                resolveDiffPath: ({ arg, ext, testFileName, project }) =>
                  join(configDir, "__diff__", brandOf(project.name), testFileName, `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
