import { contrastRatio, isHexColor, normalizeHex } from "./color";
import { resolveColors } from "./resolveTokens";
import type { BrandColors, ColorTokens } from "./tokens";

const COLOR_KEYS = [
  "primary",
  "secondary",
  "primaryDarkBackground",
  "secondaryDarkBackground",
  "primaryLight",
  "primaryFont",
  "secondaryFont",
  "signInContainer",
] as const satisfies readonly (keyof BrandColors)[];

/** AA for large text and UI parts. A configured pair below it is unreadable as configured, not merely pale. */
const MIN_PAIR_CONTRAST = 3;
/** Body text sits directly on these surfaces, unshaded, so they need full AA. */
const BODY_TEXT = "#1c1c1c";
const BODY_CONTRAST = 4.5;

export type ColorDerivation = {
  /** The colours used: each configured one that is valid and readable, the brand's own otherwise. */
  colors: BrandColors;
  /** Every token of the colour group (tones with hover/active/soft, surfaces, text, borders, focus ring). */
  tokens: ColorTokens;
  /** Configured colours that were ignored (invalid or unreadable), for the server's log. */
  rejected: (keyof BrandColors)[];
};

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The configuration sends one set or `{ light, dark }`; the app has one (light) look, and spec §9 makes both equal. */
function colorSource(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== "object") return {};
  const record = input as Record<string, unknown>;
  const light = record.light;
  return light && typeof light === "object" ? (light as Record<string, unknown>) : record;
}

/**
 * Spec §3/§8: a business configuration's colours → a complete colour token set. Pure and total: any input, however
 * broken, gives a usable theme. A colour that is not a hex colour falls back to the brand's own; a pair whose text
 * would be unreadable (primary under the primary font, the muted text on the page, body text on the light and
 * sign-in surfaces) falls back to the brand's pair as a whole, because fixing only one side would change the other's
 * meaning. Readable pairs are then derived exactly as a brand's are (hover/active shades, AA text on solids).
 */
export function deriveColorTokens(brandColors: BrandColors, input: unknown): ColorDerivation {
  const source = colorSource(input);
  const rejected = new Set<keyof BrandColors>();
  const colors = { ...brandColors };
  for (const key of COLOR_KEYS) {
    const value = source[key] ?? source[snakeCase(key)];
    if (value === undefined || value === null || value === "") continue;
    if (typeof value === "string" && isHexColor(value)) colors[key] = normalizeHex(value);
    else rejected.add(key);
  }

  const fallBack = (...keys: (keyof BrandColors)[]) => {
    for (const key of keys) {
      if (colors[key] !== normalizeHex(brandColors[key])) rejected.add(key);
      colors[key] = brandColors[key];
    }
  };
  if (contrastRatio(colors.primary, colors.primaryFont) < MIN_PAIR_CONTRAST) fallBack("primary", "primaryFont");
  if (contrastRatio(colors.secondaryFont, "#ffffff") < MIN_PAIR_CONTRAST) fallBack("secondaryFont");
  if (contrastRatio(colors.primaryLight, BODY_TEXT) < BODY_CONTRAST) fallBack("primaryLight");
  if (contrastRatio(colors.signInContainer, BODY_TEXT) < BODY_CONTRAST) fallBack("signInContainer");

  return { colors, tokens: resolveColors(colors), rejected: COLOR_KEYS.filter((key) => rejected.has(key)) };
}
