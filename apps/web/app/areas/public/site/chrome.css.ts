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

export const page = style({ flex: "1 0 auto", display: "flex", flexDirection: "column" });

/** Plain links in the pages (texts, tables of contents, ways on) wear the brand's link colour. */
globalStyle(`${page} a:not([class])`, { color: vars.color.text.link });
globalStyle(`${page} a:not([class]):hover`, { color: vars.color.text.linkHover });

export const errorPanel = style({
  flex: "1 0 auto",
  display: "grid",
  alignContent: "center",
  justifyItems: "center",
  gap: vars.space.lg,
  padding: `${vars.space["3xl"]} ${vars.space.xl}`,
  textAlign: "center",
});

export const errorStatus = style({
  margin: 0,
  fontSize: "4rem",
  fontWeight: vars.fontWeight.bold,
  color: vars.color.tone.primary.text,
  lineHeight: vars.lineHeight.tight,
});

export const errorMessage = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.muted });

export const waysOn = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
