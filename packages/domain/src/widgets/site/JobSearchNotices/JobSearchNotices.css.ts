import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const notices = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  listStyle: "none",
  borderInlineStart: `4px solid ${vars.color.tone.info.solid}`,
  borderRadius: vars.radius.md,
  background: vars.color.tone.info.soft,
  color: vars.color.tone.info.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const notice = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm });

export const icon = style({ flexShrink: 0, marginBlockStart: "0.15em" });
