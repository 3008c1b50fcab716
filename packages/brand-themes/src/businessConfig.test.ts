import { describe, expect, it } from "vitest";
import { BRANDS } from "./brands";
import { ALTERNATIVE_TITLE, GROUP_DEFAULT_NAME, resolveTitle } from "./businessConfig";

describe("resolveTitle", () => {
  it("uses the configured title", () => {
    expect(resolveTitle("  Acme Talentos ", "default")).toBe("Acme Talentos");
  });
  it("replaces the group's default name with the fixed alternative title (spec §9)", () => {
    expect(resolveTitle(GROUP_DEFAULT_NAME, "tech")).toBe(ALTERNATIVE_TITLE);
    expect(resolveTitle(` ${GROUP_DEFAULT_NAME.toUpperCase()} `, "default")).toBe(ALTERNATIVE_TITLE);
  });
  it("falls back to the brand's name without a title (spec §8)", () => {
    expect(resolveTitle(null, "finance")).toBe(BRANDS.finance.name);
    expect(resolveTitle("   ", "default")).toBe(BRANDS.default.name);
  });
});
