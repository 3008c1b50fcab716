import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space["2xl"],
  paddingInline: vars.space.lg,
  textAlign: "center",
  color: vars.color.text.default,
});

export const icon = style({
  display: "inline-flex",
  padding: vars.space.lg,
  marginBottom: vars.space.sm,
  borderRadius: "50%",
  background: vars.color.surface.sunken,
  color: vars.color.tone.primary.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  margin: 0,
  maxWidth: "48ch",
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

export const action = style({ marginTop: vars.space.md, display: "flex", gap: vars.space.sm });
