import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

/** The page between navbar and footer grows, so a short page keeps the footer at the bottom of the window. */
export const frame = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
});

/** The homepage layout: the navbar is laid over the top of the page's hero. */
export const overHero = style({ position: "relative" });

/** A frame whose navbar lies over the page: the page's first block (its hero) starts below the navbar's height. */
export const frameUnderOverlay = style({});
globalStyle(`${frameUnderOverlay} main > :first-child`, { paddingBlockStart: "4.5rem" });

export const page = style({ flex: "1 0 auto", display: "flex", flexDirection: "column" });

/** Plain links in the pages (texts, tables of contents, ways on) wear the brand's link colour. */
globalStyle(`${page} a:not([class])`, { color: vars.color.text.link });
globalStyle(`${page} a:not([class]):hover`, { color: vars.color.text.linkHover });
