import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS } from "./baseTokens";
import { BRANDS } from "./brands";
import { contrastRatio, WCAG_AA_TEXT } from "./color";
import { resolveTokens } from "./resolveTokens";
import { BRAND_KEYS, TONES } from "./tokens";

describe("brand tokens", () => {
  it("has the six brand keys of the spec, local and default first", () => {
    expect(BRAND_KEYS).toEqual(["local", "default", "executive", "tech", "finance", "interim"]);
  });

  it("keeps the spec §9 default colours in the generic brand", () => {
    const { brand } = resolveTokens(BRANDS.default.tokens).color;
    expect(brand).toEqual({
      primary: "#e72576",
      secondary: "#dedc00",
      primaryDarkBackground: "#585857",
      secondaryDarkBackground: "#1c1c1c",
      primaryLight: "#f6f7fb",
      primaryFont: "#ffffff",
      secondaryFont: "#525252",
      signInContainer: "#ffffff",
    });
    expect(DEFAULT_COLORS.primary).toBe("#e72576");
  });

  it.each(BRAND_KEYS)("gives every tone of the %s brand readable text (WCAG AA)", (key) => {
    const { color } = resolveTokens(BRANDS[key].tokens);
    for (const tone of TONES) {
      const t = color.tone[tone];
      expect(contrastRatio(t.solid, t.onSolid), `${key} ${tone} solid`).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(contrastRatio(t.soft, t.text), `${key} ${tone} soft`).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    }
    expect(contrastRatio(color.surface.page, color.text.muted)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it("writes the spec's primary font (white) on primary surfaces, on a shade of the brand pink that reads at AA", () => {
    const { tone } = resolveTokens(BRANDS.default.tokens).color;
    expect(tone.primary.onSolid).toBe("#ffffff");
    expect(tone.primary.base).toBe("#e72576");
    expect(tone.primary.solid).not.toBe("#e72576");
    expect(contrastRatio(tone.primary.solid, "#ffffff")).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it("lets each group brand differ from the base only where its diff says", () => {
    const base = resolveTokens(BRANDS.default.tokens);
    const executive = resolveTokens(BRANDS.executive.tokens);
    expect(executive.color.brand.primary).not.toBe(base.color.brand.primary);
    expect(executive.space).toEqual(base.space);
    expect(executive.fontSize).toEqual(base.fontSize);
  });
});

describe("brand definitions", () => {
  it.each(BRAND_KEYS)("gives the %s brand a logo, footer, navbar, terms text and its own key", (key) => {
    const brand = BRANDS[key];
    expect(brand.key).toBe(key);
    expect(brand.logo.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(brand.logo.alt).toContain("Seleta");
    expect(brand.logo.href).toMatch(/^\//);
    expect(brand.footer.offices.map((o) => o.city)).toEqual(["São Paulo", "Rio de Janeiro"]);
    expect(brand.termsAcceptance["pt-BR"]).not.toBe("");
    expect(brand.termsAcceptance.en).not.toBe("");
  });

  it("sends analytics from every brand but local development", () => {
    expect(BRANDS.local.analyticsId).toBeNull();
    const ids = BRAND_KEYS.filter((k) => k !== "local").map((k) => BRANDS[k].analyticsId);
    expect(new Set(ids).size).toBe(5);
  });
});
