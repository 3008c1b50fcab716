import { createTheme, globalFontFace, globalStyle } from "@vanilla-extract/css";
import { BRANDS } from "./brands";
import { vars } from "./contract.css";
import { resolveTokens } from "./resolveTokens";
import type { BrandKey } from "./tokens";

function brandTheme(key: BrandKey): string {
  return createTheme(vars, resolveTokens(BRANDS[key].tokens), `brand-${key}`);
}

/**
 * Inter's stand-in while Inter loads: a local sans-serif scaled to Inter's metrics, so the text keeps its size and line
 * breaks when Inter arrives (no layout shift on a slow network). Inter's metrics against Arial (Liberation Sans on
 * Linux has the same).
 */
globalFontFace("Inter Fallback", {
  src: 'local("Arial"), local("Liberation Sans"), local("Helvetica Neue"), local("Helvetica")',
  sizeAdjust: "107.12%",
  ascentOverride: "90.44%",
  descentOverride: "22.52%",
  lineGapOverride: "0%",
});

/** One class per brand. Put it on `<body>` so portals (dialogs, popovers, toasts) are themed too. */
export const themeClass: Record<BrandKey, string> = {
  local: brandTheme("local"),
  default: brandTheme("default"),
  executive: brandTheme("executive"),
  tech: brandTheme("tech"),
  finance: brandTheme("finance"),
  interim: brandTheme("interim"),
};

globalStyle(
  Object.values(themeClass)
    .map((c) => `.${c}`)
    .join(", "),
  {
    fontFamily: vars.font.body,
    color: vars.color.text.default,
    backgroundColor: vars.color.surface.page,
    lineHeight: vars.lineHeight.normal,
    WebkitFontSmoothing: "antialiased",
  },
);
