import { describe, expect, it } from "vitest";
import { urlSlug } from "./urlSlug";

describe("urlSlug", () => {
  it("drops accents, case and punctuation, joining words with hyphens", () => {
    expect(urlSlug("Gestão & Liderança: o que muda em 2026?")).toBe("gestao-lideranca-o-que-muda-em-2026");
  });

  it("has no hyphen at either end", () => {
    expect(urlSlug("  — C-talks —  ")).toBe("c-talks");
  });

  it("cuts a long title at a word, within 80 characters", () => {
    const slug = urlSlug("palavra ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug.split("-").every((word) => word === "palavra")).toBe(true);
  });
});
