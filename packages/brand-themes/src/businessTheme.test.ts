import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS } from "./baseTokens";
import { businessThemeStyle } from "./businessTheme";
import { deriveColorTokens } from "./deriveColorTokens";

describe("businessThemeStyle", () => {
  it("sets every colour variable of the contract, and only those", () => {
    const { tokens } = deriveColorTokens(DEFAULT_COLORS, { primary: "#0b5fff" });
    const style = businessThemeStyle(tokens);
    const names = Object.keys(style);
    expect(names.length).toBeGreaterThan(80);
    expect(names.every((name) => name.startsWith("--"))).toBe(true);
    expect(Object.values(style)).toContain("#0b5fff");
    expect(Object.values(style)).not.toContain("1rem");
  });
});
