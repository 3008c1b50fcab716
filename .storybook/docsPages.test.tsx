/**
 * The MDX pages (BrandGallery, Tokens, Introduction) compiled with Storybook's own MDX compiler and rendered with the
 * real tokens, so a syntax error, a renamed export or a token the page reads but the contract lost fails a test
 * instead of a docs page nobody opened. Runs as the `docs` project of vitest.config.ts (Node).
 */
import {
  BRAND_KEYS,
  BRANDS,
  BREAKPOINTS,
  CONTAINERS,
  MOBILE_BREAKPOINT,
  SIZES,
  themeClass,
} from "@seleta/brand-themes";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import BrandGallery from "./BrandGallery.mdx";
import Introduction from "./Introduction.mdx";
import Tokens from "./Tokens.mdx";

describe("docs pages", () => {
  it("the brand gallery shows the six brands side by side, each in its own theme with its logo", () => {
    const html = renderToString(<BrandGallery />);
    for (const brand of BRAND_KEYS) {
      expect(html).toContain(themeClass[brand]);
      expect(html).toContain(`alt="${BRANDS[brand].logo.alt.replaceAll("&", "&amp;")}"`);
    }
    expect(html).toContain(BRANDS.tech.tokens.colors.primary);
  });

  it("the tokens page lists the breakpoints, containers and the spec's dialog widths", () => {
    const html = renderToString(<Tokens />);
    for (const width of [...Object.values(BREAKPOINTS), ...Object.values(CONTAINERS), MOBILE_BREAKPOINT]) {
      expect(html).toContain(String(width));
    }
    expect(html).toContain(String(SIZES.dialog.signature));
  });

  it("the introduction renders", () => {
    expect(renderToString(<Introduction />).length).toBeGreaterThan(100);
  });
});
