import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS } from "./baseTokens";
import { BRANDS } from "./brands";
import { contrastRatio, WCAG_AA_TEXT } from "./color";
import { deriveColorTokens } from "./deriveColorTokens";
import { resolveColors } from "./resolveTokens";
import { TONES } from "./tokens";

const brand = BRANDS.executive.tokens.colors;

describe("deriveColorTokens", () => {
  it("gives the brand's own tokens when nothing is configured", () => {
    for (const input of [undefined, null, "red", 42, {}, { light: null }]) {
      const { tokens, rejected } = deriveColorTokens(brand, input);
      expect(tokens).toEqual(resolveColors(brand));
      expect(rejected).toEqual([]);
    }
  });

  it("takes configured colours as the API sends them (no '#', light/dark, snake_case)", () => {
    const { colors, rejected } = deriveColorTokens(DEFAULT_COLORS, {
      light: { primary: "0B5FFF", secondary_font: "#333" },
      dark: { primary: "000000" },
    });
    expect(colors.primary).toBe("#0b5fff");
    expect(colors.secondaryFont).toBe("#333333");
    expect(colors.secondary).toBe(DEFAULT_COLORS.secondary);
    expect(rejected).toEqual([]);
  });

  it("derives hover and active shades and AA text for every tone from configured colours", () => {
    const { tokens } = deriveColorTokens(DEFAULT_COLORS, { primary: "#d9480f", secondary: "#00a3ff" });
    expect(tokens.tone.primary.base).toBe("#d9480f");
    expect(tokens.tone.primary.onSolid).toBe("#ffffff");
    for (const tone of TONES) {
      const t = tokens.tone[tone];
      expect(contrastRatio(t.solid, t.onSolid), tone).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(contrastRatio(t.soft, t.text), tone).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(t.solidHover).not.toBe(t.solid);
      expect(t.solidActive).not.toBe(t.solidHover);
    }
  });

  it("falls back to the brand's colour for each invalid value and says which", () => {
    const { colors, rejected } = deriveColorTokens(brand, {
      primary: "pink",
      secondary: 12,
      primaryLight: "#f0f0f0",
      signInContainer: "#zzzzzz",
    });
    expect(colors.primary).toBe(brand.primary);
    expect(colors.secondary).toBe(brand.secondary);
    expect(colors.signInContainer).toBe(brand.signInContainer);
    expect(colors.primaryLight).toBe("#f0f0f0");
    expect(rejected).toEqual(["primary", "secondary", "signInContainer"]);
  });

  it("falls back to the brand's pair when the configured text would be unreadable", () => {
    // Yellow under the (white) primary font: 1.1:1.
    const yellow = deriveColorTokens(brand, { primary: "#ffee00" });
    expect(yellow.colors.primary).toBe(brand.primary);
    expect(yellow.rejected).toEqual(["primary"]);
    // A white "secondary font" on the white page; a black sign-in card under black text.
    const pale = deriveColorTokens(brand, { secondaryFont: "#fafafa", signInContainer: "#000000" });
    expect(pale.colors.secondaryFont).toBe(brand.secondaryFont);
    expect(pale.colors.signInContainer).toBe(brand.signInContainer);
    expect(pale.rejected).toEqual(["secondaryFont", "signInContainer"]);
    expect(contrastRatio(pale.tokens.surface.page, pale.tokens.text.muted)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it("keeps a readable dark primary font the business chose", () => {
    const { tokens } = deriveColorTokens(DEFAULT_COLORS, { primary: "#ffd400", primaryFont: "#1c1c1c" });
    expect(tokens.tone.primary.onSolid).toBe("#1c1c1c");
    expect(tokens.tone.primary.solid).toBe("#ffd400");
  });
});
