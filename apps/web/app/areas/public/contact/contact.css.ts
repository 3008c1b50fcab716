import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "44rem",
  marginInline: "auto",
  padding: `${vars.space.xl} ${vars.space.lg}`,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });
