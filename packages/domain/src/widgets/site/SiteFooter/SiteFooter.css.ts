import { media, vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const footer = style({
  background: vars.color.surface.footer,
  color: vars.color.surface.onFooter,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const inner = style({
  display: "grid",
  gap: vars.space.xl,
  maxInlineSize: "1140px",
  marginInline: "auto",
  padding: `${vars.space["2xl"]} ${vars.space.lg}`,
  "@media": { [media.up("md")]: { gridTemplateColumns: "2fr 2fr 1fr" } },
});

export const tagline = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
});

export const list = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const address = style({ fontStyle: "normal" });

export const city = style({ display: "block", fontWeight: vars.fontWeight.semibold });

export const link = style({
  color: "inherit",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  selectors: { "&:focus-visible": { outline: "3px solid currentColor", outlineOffset: "2px" } },
});

export const rights = style({
  gridColumn: "1 / -1",
  margin: 0,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: "1px solid currentColor",
  opacity: 0.85,
});
