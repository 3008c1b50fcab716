import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 200px), 1fr))",
  gap: vars.space.md,
});

export const area = style({
  position: "relative",
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
  height: "100%",
  boxSizing: "border-box",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  borderInlineStart: `4px solid ${vars.color.tone.primary.base}`,
  background: vars.color.surface.raised,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
