/**
 * Every brand of a story, checked after it has played once (in the default brand): for each brand its theme class
 * is swapped in on <body> and on the decorator's wrapper (a brand changes only the theme's tokens, never the markup:
 * axeOptions.ts), axe runs that brand's rules, and a screenshot is compared with
 * `.storybook/__screenshots__/<brand>/<story file>/<id>.png`.
 * Loaded only by `vitest.setup.ts`, so the Storybook UI never imports Vitest nor takes screenshots.
 */
import { BRAND_KEYS, type BrandKey } from "@seleta/brand-themes";
import type { Preview } from "@storybook/react-vite";
import axe from "axe-core";
import { expect, inject } from "vitest";
import { page } from "vitest/browser";
import { axeRunOptions } from "./axeOptions";
import { wearTheme } from "./preview";

/** `parameters.screenshot` of a story or a meta. */
export type ScreenshotParameters = {
  /** Skip the screenshot (a story whose pixels legitimately change from run to run). */
  disable?: boolean;
  /** `"page"` captures the whole 1200×900 page: for stories whose content is portalled out of the canvas. */
  target?: "canvas" | "page";
  /**
   * Also let Playwright finish/cancel animations Storybook cannot pause (Web Animations API, SVG). CSS animations are
   * already paused at their end and transitions disabled for every story.
   */
  disableAnimations?: boolean;
};

/** The test id that names the element screenshotted while a story's brands are checked. */
const SCREENSHOT_TARGET = "brand-checks-screenshot-target";

/** Puts `brand`'s theme on <body> (portals) and on the story's themed wrapper. */
function showBrand(canvasElement: HTMLElement, brand: BrandKey): void {
  const wrapper = canvasElement.querySelector<HTMLElement>(":scope > [data-brand]");
  // Without it only <body> would change, and every brand would be checked on the default brand's wrapper.
  if (!wrapper) throw new Error("The story has no themed wrapper: preview.tsx's decorator renders one with data-brand");
  wearTheme(document.body, brand);
  wearTheme(wrapper, brand);
  wrapper.dataset.brand = brand;
}

/**
 * Waits until no animation that ends is running, and pauses the endless ones. Before its afterEach hooks Storybook
 * pauses CSS animations at their end and turns transitions off with a style sheet (`pauseAnimations`); this covers
 * what a style sheet does not reach (animations started from script), before each brand's axe run and screenshot.
 */
async function settle(): Promise<void> {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  for (let quietFrames = 0; quietFrames < 2; ) {
    await nextFrame();
    let moving = false;
    for (const animation of document.getAnimations()) {
      if (animation.playState !== "running") continue;
      if (animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY) animation.pause();
      else moving = true;
    }
    quietFrames = moving ? 0 : quietFrames + 1;
  }
}

/** Every violation of `brand`'s axe rules on the page as it is, one line each. */
async function axeViolations(brand: BrandKey): Promise<string[]> {
  const context = { include: document.body, exclude: [".sb-wrapper", "#storybook-docs", "#storybook-highlights-root"] };
  // As addon-a11y: a story is a fragment of a page, so "all content in landmarks" (region) does not apply.
  const result = await axe.run(context, { ...axeRunOptions(brand), rules: { region: { enabled: false } } });
  return result.violations.map(
    (violation) =>
      `${brand}: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}

/**
 * After the play: each brand in turn, axe and then the screenshot. Both are soft, so one brand's differing pixels
 * never hide another brand's, nor an accessibility violation; the test fails at its end with all of them.
 */
export const brandChecks: Preview = {
  afterEach: async ({ id, canvasElement, parameters }) => {
    const options = (parameters.screenshot ?? {}) as ScreenshotParameters;
    await document.fonts.ready;
    // What the play left moving (a dialog closing) comes to rest first: its end may unmount it.
    await settle();
    // The screenshot's element is found by a test id set for the checks. A locator made from the element itself
    // (`page.elementLocator`) finds it again by its text, and the text changes while the brands are checked (react-aria's
    // live announcer clears its message after a few seconds): the capture then waited for an element that no longer
    // matched until the screenshot timed out.
    const targetElement = options.target === "page" ? document.body : canvasElement;
    targetElement.dataset.testid = SCREENSHOT_TARGET;
    const target = page.getByTestId(SCREENSHOT_TARGET);
    // Generous: two cores run three pages, and "a stable screenshot" needs two identical captures in a row.
    const timeout = 30_000;
    // A page of stories that render their brand checks that brand only, without swapping.
    const rendered = inject("storyBrand");
    try {
      for (const brand of rendered ? [rendered] : BRAND_KEYS) {
        showBrand(canvasElement, brand);
        // A new theme class may start CSS animations anew.
        await settle();
        expect.soft(await axeViolations(brand), `axe in the ${brand} brand`).toEqual([]);
        if (options.disable) continue;
        await expect
          .soft(target)
          .toMatchScreenshot(
            `${brand}/${id}`,
            options.disableAnimations ? { timeout, screenshotOptions: { animations: "disabled" } } : { timeout },
          );
      }
    } finally {
      delete targetElement.dataset.testid;
      showBrand(canvasElement, rendered ?? "default");
    }
  },
};
