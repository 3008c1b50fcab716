import { vars } from "@seleta/brand-themes";
import { style, styleVariants } from "@vanilla-extract/css";

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  border: "1px solid",
});

const tone = (t: keyof typeof vars.color.tone) => ({
  background: vars.color.tone[t].soft,
  color: vars.color.tone[t].text,
  borderColor: vars.color.tone[t].border,
});

export const emphasis = styleVariants({
  positive: tone("success"),
  neutral: tone("neutral"),
  attention: tone("warning"),
  negative: tone("danger"),
});
