import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  gap: vars.space.md,
  alignContent: "center",
  justifyItems: "start",
  maxWidth: "640px",
  minHeight: "40vh",
  margin: "0 auto",
  padding: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const status = style({
  margin: 0,
  fontSize: "3rem",
  fontWeight: vars.fontWeight.bold,
  color: vars.color.tone.primary.text,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.muted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
