import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const timeline = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xl,
  borderInlineStart: `2px solid ${vars.color.border.strong}`,
});

export const milestone = style({
  position: "relative",
  display: "grid",
  gap: vars.space.xs,
  paddingInlineStart: vars.space.xl,
});

/** The year's dot on the line. */
export const dot = style({
  position: "absolute",
  insetInlineStart: "-9px",
  insetBlockStart: "6px",
  width: "16px",
  height: "16px",
  borderRadius: vars.radius.pill,
  background: vars.color.tone.primary.solid,
  border: `2px solid ${vars.color.surface.page}`,
});

export const year = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.tone.primary.text,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
