import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minHeight: "72px",
  justifyContent: "center",
});

export const outcome = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const success = style({ color: vars.color.tone.success.text });
export const failure = style({ color: vars.color.tone.danger.text });

export const countdown = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});
