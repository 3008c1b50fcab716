import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, fontFamily: vars.font.body });

export const summary = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.tone.danger.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.tone.danger.soft,
  color: vars.color.tone.danger.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const summaryIcon = style({ flexShrink: 0, width: "18px", height: "18px", marginTop: "0.1em" });
