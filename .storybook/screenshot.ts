/**
 * One screenshot per story per brand, compared with the baselines in `.storybook/__screenshots__/<brand>/`.
 * Loaded only by `vitest.setup.ts`, so the Storybook UI never imports Vitest nor takes screenshots.
 */
import type { Preview } from "@storybook/react-vite";
import { expect } from "vitest";
import { page } from "vitest/browser";

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

export const screenshotAnnotations: Preview = {
  // Runs after the play function and after addon-a11y's axe run (see the annotations' order in vitest.setup.ts).
  afterEach: async ({ id, canvasElement, parameters }) => {
    const options = (parameters.screenshot ?? {}) as ScreenshotParameters;
    if (options.disable) return;
    await document.fonts.ready;
    const target = options.target === "page" ? document.body : canvasElement;
    // Generous: two cores run six browsers, and "a stable screenshot" needs two identical captures in a row (15 s ran
    // out under a load average of 20; the test itself has 60 s).
    const timeout = 30_000;
    await expect
      .element(page.elementLocator(target))
      .toMatchScreenshot(
        id,
        options.disableAnimations ? { timeout, screenshotOptions: { animations: "disabled" } } : { timeout },
      );
  },
};
