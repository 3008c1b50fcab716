import { describe, expect, it } from "vitest";
import { badgeText } from "./badgeText";

describe("badgeText", () => {
  it("shows the count up to the cap and collapses above it", () => {
    expect(badgeText(7)).toBe("7");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(12, 9)).toBe("9+");
  });
});
