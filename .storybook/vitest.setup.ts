/**
 * Project annotations for the story tests. Explicit (addon-vitest would otherwise apply preview.tsx by itself) so
 * that the brand checks (axe and screenshots in every brand, brandChecks.ts) exist in tests only. addon-vitest's own
 * setup file already runs the annotations' `beforeAll`.
 */
import { setProjectAnnotations } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { inject } from "vitest";
import { brandChecks } from "./brandChecks";
import previewAnnotations from "./preview";

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
  brandChecks,
  previewAnnotations,
  {
    // A story plays in the default brand, and brandChecks.ts then shows it in each brand; a story that renders its
    // brand itself plays in the brand of its page (vitest.config.ts).
    initialGlobals: { brand: inject("storyBrand") ?? "default" },
  },
]);
