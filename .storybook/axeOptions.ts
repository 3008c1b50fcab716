/**
 * How much of axe each brand's story tests run. A brand changes only the theme's tokens (colours, fonts, radii:
 * `BrandTokenInput` in @seleta/brand-themes), never the markup, roles, names or states of a story. So every axe rule
 * runs once per story, in FULL_AXE_BRAND, and the other brands run only the rules whose outcome styling can change:
 * contrast (colours, and font size and weight, which decide "large text"), links told apart from text by colour
 * alone, and regions that scroll (a brand's font can make content overflow). Each brand still checks every story.
 * So a component whose markup differs by brand (a per-brand navbar variant) takes the variant as a prop, and each
 * variant is a story of its own: every variant's markup then meets every rule in FULL_AXE_BRAND.
 */
import type { BrandKey } from "../packages/brand-themes/src/tokens.ts";

/** The brand whose story tests run every rule axe enables by default. */
export const FULL_AXE_BRAND: BrandKey = "default";

/** The rules, among those axe enables by default, whose result depends on the theme. */
export const BRAND_DEPENDENT_AXE_RULES = ["color-contrast", "link-in-text-block", "scrollable-region-focusable"];

/** axe's run options for the checks of `brand` (brandChecks.ts). */
export function axeRunOptions(brand: BrandKey): {
  resultTypes: ["violations"];
  runOnly?: { type: "rule"; values: string[] };
} {
  // Only violations in full: axe collects passes and the rest with one node each, which is all a test reads.
  const resultTypes: ["violations"] = ["violations"];
  if (brand === FULL_AXE_BRAND) return { resultTypes };
  return { resultTypes, runOnly: { type: "rule", values: [...BRAND_DEPENDENT_AXE_RULES] } };
}
