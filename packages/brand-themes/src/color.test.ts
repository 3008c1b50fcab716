import { describe, expect, it } from "vitest";
import { contrastRatio, mix, normalizeHex, parseHex, readableOn, shadeForContrast, WCAG_AA_TEXT } from "./color";

describe("colour arithmetic", () => {
  it("parses the spellings the business configuration sends", () => {
    expect(parseHex("E72576")).toEqual([231, 37, 118]);
    expect(parseHex("#fff")).toEqual([255, 255, 255]);
    expect(normalizeHex("DEDC00")).toBe("#dedc00");
    expect(() => parseHex("pink")).toThrow("Not a hex colour");
  });

  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    // The spec's default pink is too light for white body text (AA needs 4.5).
    expect(contrastRatio("#E72576", "#ffffff")).toBeLessThan(WCAG_AA_TEXT);
  });

  it("finds the nearest shade of a brand colour that white text can sit on", () => {
    const solid = shadeForContrast("E72576", "#ffffff");
    expect(contrastRatio(solid, "#ffffff")).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    expect(contrastRatio(mix(solid, "#ffffff", 0.02), "#ffffff")).toBeLessThan(WCAG_AA_TEXT + 0.3);
    expect(shadeForContrast("#1c1c1c", "#ffffff")).toBe("#1c1c1c");
  });

  it("chooses black or white text for a background", () => {
    expect(readableOn("#DEDC00")).toBe("#000000");
    expect(readableOn("#585857")).toBe("#ffffff");
  });
});
