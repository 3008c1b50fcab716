import { createTheme, globalStyle } from "@vanilla-extract/css";
import { BRANDS } from "./brands";
import { vars } from "./contract.css";
import { resolveTokens } from "./resolveTokens";
import type { BrandKey } from "./tokens";

function brandTheme(key: BrandKey): string {
  return createTheme(vars, resolveTokens(BRANDS[key].tokens), `brand-${key}`);
}

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
