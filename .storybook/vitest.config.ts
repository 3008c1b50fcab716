/// <reference types="@vitest/browser-playwright" />
/**
 * Every story as a Vitest browser test: it renders and plays once, then every brand is checked on what it shows: axe
 * with that brand's rules and a screenshot compared with `.storybook/__screenshots__/<brand>/<story file>/<id>.png`
 * (brandChecks.ts swaps the brand's theme class; a brand never changes the markup, only the theme's tokens).
 *
 *   npm run test:stories                            run and compare
 *   npm run test:stories -- -u                      (re)write baselines after an intended visual change
 *   npm run test:stories -- packages/ui/src/Tabs    the stories under a folder
 *
 * The story files are dealt into STORY_SHARDS browser instances of one storybookTest project. The instances share
 * one Vite server (Storybook's presets, the vanilla-extract compiler, transforms and dependency pre-bundling happen
 * once) and each plays its files in its own page, so the two cores stay busy while a page waits on a play.
 */
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { playwright } from "@vitest/browser-playwright";
import type { Plugin } from "vite";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
// The source file, not the package: this config runs in Node, where `@seleta/brand-themes` would resolve to `dist`.
import { BRAND_KEYS, type BrandKey } from "../packages/brand-themes/src/tokens.ts";
import { workspaceSource } from "../vite.shared.ts";
import { rendersItsBrand, storyFiles, storySource } from "./storyFiles.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** The one brand a `brand-stories` page renders and checks (vitest.setup.ts, brandChecks.ts). */
    storyBrand?: BrandKey;
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

/** Pages playing stories side by side: one leaves a core idle while its play waits; three keep both busy. */
const STORY_SHARDS = 3;

/** The story files that render their brand (`brand-markup`), and the rest. */
function partitionByBrandMarkup(files: string[]): [string[], string[]] {
  const markup = files.filter((file) => rendersItsBrand(storySource(file)));
  return [markup, files.filter((file) => !markup.includes(file))];
}

/** Shard `index`'s files: dealt round-robin from the sorted list, so each shard gets a slice of every folder. */
const shardFiles = (files: string[], index: number): string[] =>
  files.filter((_, position) => position % STORY_SHARDS === index);

/** A browser page of a story project: the files it plays, and the one brand it renders if it is not the default. */
type StoryPage = { name: string; files: string[]; brand?: BrandKey };

/**
 * A storybookTest project, one browser page per StoryPage: a shard of the files, checked in every brand
 * (brandChecks.ts swaps the theme), or the brand-markup files rendered and checked in one brand.
 */
function storyProject(name: string, pages: StoryPage[]): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir })],
    test: {
      name,
      // Three pages and six brands' checks share two cores: the 10,000-row table story (react-aria builds a
      // collection of every row) takes ~8 s alone, more than the default 15 s on a busy machine.
      testTimeout: 60_000,
      setupFiles: [join(configDir, "vitest.setup.ts")],
      // All story files of a shard run in one page, one after the other: reloading the page and re-importing
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
        instances: pages.map((page) => ({
          browser: "chromium" as const,
          name: page.name,
          include: page.files,
          ...(page.brand ? { provide: { storyBrand: page.brand } } : {}),
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
            // screenshot (see brandChecks.ts), and vitest.setup.ts hides the caret with CSS: Playwright's own
            // `animations: "disabled"` / `caret: "hide"` added ~15 % to the run for nothing.
            screenshotOptions: { animations: "allow", caret: "initial", scale: "css" },
            // `arg` is `<brand>/<story id>` (brandChecks.ts).
            resolveScreenshotPath: ({ arg, ext, testFileName }) =>
              join(configDir, "__screenshots__", dirname(arg), testFileName, `${basename(arg)}${ext}`),
            // `__diff__/` is gitignored: reference, actual and diff images of a failed comparison.
            resolveDiffPath: ({ arg, ext, testFileName }) =>
              join(configDir, "__diff__", dirname(arg), testFileName, `${basename(arg)}${ext}`),
          },
        },
      },
    },
  };
}

const [brandMarkupFiles, themedFiles] = partitionByBrandMarkup(storyFiles());

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
      storyProject(
        "stories",
        Array.from({ length: STORY_SHARDS }, (_, index) => ({
          name: `stories:${index + 1}`,
          files: shardFiles(themedFiles, index),
        })),
      ),
      storyProject(
        "brand-stories",
        BRAND_KEYS.map((brand) => ({ name: `brand-stories:${brand}`, files: brandMarkupFiles, brand })),
      ),
    ],
  },
});
