import { BRAND_KEYS, BRANDS, contrastRatio, resolveTokens, WCAG_AA_TEXT } from "@seleta/brand-themes";
import { describe, expect, it } from "vitest";
import { BUTTON_TONES, BUTTON_VARIANTS, type Paint, VARIANT_PAINT } from "./variants";

/** Every text/background pair a button shows, in one brand: the surfaces a transparent button may sit on included. */
function pairs(brand: (typeof BRAND_KEYS)[number]) {
  const color = resolveTokens(BRANDS[brand].tokens).color;
  return BUTTON_VARIANTS.flatMap((variant) =>
    BUTTON_TONES.flatMap((tone) => {
      const t = color.tone[tone];
      const states: [string, Paint | undefined][] = Object.entries(VARIANT_PAINT[variant]);
      return states.flatMap(([state, paint]) => {
        if (!paint) return [];
        const backgrounds = paint.background
          ? [[paint.background, t[paint.background]]]
          : [
              ["page", color.surface.page],
              ["raised", color.surface.raised],
            ];
        return backgrounds.map(([where, background]) => ({
          label: `${brand} ${variant} ${tone} ${state} on ${where}`,
          ratio: contrastRatio(t[paint.text], background as string),
        }));
      });
    }),
  );
}

describe("Button colours keep WCAG AA contrast (4.5:1, the buttons' text is 14–16 px)", () => {
  for (const brand of BRAND_KEYS) {
    it(`in the ${brand} brand, soft and ghost hover included`, () => {
      const below = pairs(brand).filter((pair) => pair.ratio < WCAG_AA_TEXT);
      expect(below.map((pair) => `${pair.label}: ${pair.ratio.toFixed(2)}`)).toEqual([]);
    });
  }

  it("checks the hover states the issue names", () => {
    const labels = pairs("default").map((pair) => pair.label);
    expect(labels).toContain("default soft primary hovered on softHover");
    expect(labels).toContain("default ghost danger hovered on soft");
  });
});
