import { describe, expect, it } from "vitest";
import { gtagSource, navbarVariantFor } from "./PublicChrome";

describe("navbarVariantFor", () => {
  it("lays the transparent navbar over the hero on the homepage layout only", () => {
    expect(navbarVariantFor("transparent", true)).toBe("transparent");
    expect(navbarVariantFor("transparent", false)).toBe("light");
  });

  it("keeps a light or dark brand's navbar on every page", () => {
    expect(navbarVariantFor("dark", true)).toBe("dark");
    expect(navbarVariantFor("dark", false)).toBe("dark");
    expect(navbarVariantFor("light", true)).toBe("light");
  });
});

describe("gtagSource", () => {
  it("is Google's tag for the measurement id, the id escaped", () => {
    expect(gtagSource("G-ABC123")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
    expect(gtagSource("G-1&x=<")).toBe("https://www.googletagmanager.com/gtag/js?id=G-1%26x%3D%3C");
  });
});
