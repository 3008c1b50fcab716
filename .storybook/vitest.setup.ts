/**
 * Project annotations for the story tests. Explicit (addon-vitest would otherwise apply preview.tsx by itself) so
 * that the screenshot step and the brand of the Vitest project exist in tests only. addon-vitest's own setup file
 * already runs the annotations' `beforeAll`.
 */
import * as a11yAnnotations from "@storybook/addon-a11y/preview";
import { setProjectAnnotations } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { inject } from "vitest";
import { axeRunOptions } from "./axeOptions";
import previewAnnotations from "./preview";
import { screenshotAnnotations } from "./screenshot";

// Stable pixels: no blinking caret in focused fields; no textarea resize grip, which the browser draws itself and a
// Chromium update redrew (every story with a textarea failed in every brand); <body> fills the viewport so a
// `target: "page"` screenshot (portalled dialogs, toasts) is always the whole 1200×900 page.
const testStyle = document.createElement("style");
testStyle.textContent = [
  "body { min-height: 100vh; }",
  "*, *::before, *::after { caret-color: transparent !important; }",
  "textarea::-webkit-resizer { display: none; }",
].join("\n");
document.head.append(testStyle);

// waitFor and findBy* wait up to 5 s, not testing-library's 1 s: on two shared cores a dialog's exit animation or a
// drop's redraw took longer (Dialog WithTrigger and Kanban KeyboardDrag failed once each in a fresh-clone run).
configure({ asyncUtilTimeout: 5_000 });

setProjectAnnotations([
  // First on purpose: Storybook runs project `afterEach` hooks in reverse order, so axe checks the story before the
  // screenshot is compared (a missing or changed baseline must not hide an accessibility violation).
  screenshotAnnotations,
  a11yAnnotations,
  previewAnnotations,
  // One Vitest project per brand (vitest.config.ts `provide`): every story of the project renders in that brand.
  // axeOptions.ts: every axe rule in one brand, the rules styling can change in the others.
  {
    initialGlobals: { brand: inject("storyBrand") },
    parameters: { a11y: { options: axeRunOptions(inject("storyBrand")) } },
    // Story files share one page (isolate: false). react-aria's live announcer keeps a message for seconds after a
    // busy button; its aria-labelledby then points at a node the next story removed, and axe fails that story.
    beforeEach: () => {
      for (const stale of document.querySelectorAll("[data-live-announcer] [aria-labelledby]")) stale.remove();
    },
  },
]);
