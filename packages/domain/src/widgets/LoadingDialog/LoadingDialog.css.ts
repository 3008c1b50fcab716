import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const body = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  margin: 0,
  minHeight: "48px",
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const success = style({ color: vars.color.tone.success.text });
export const failure = style({ color: vars.color.tone.danger.text });
