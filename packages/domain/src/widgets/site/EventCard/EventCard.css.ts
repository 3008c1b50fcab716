import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: vars.space.md,
  alignItems: "start",
});

/** The day, large, as a calendar leaf: the first thing one reads of an event. */
export const dateLeaf = style({
  display: "grid",
  justifyItems: "center",
  minWidth: "64px",
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.tone.primary.solid,
  color: vars.color.tone.primary.onSolid,
  lineHeight: vars.lineHeight.tight,
});

export const day = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const month = style({ fontSize: vars.fontSize.sm, textTransform: "uppercase" });
export const body = style({ display: "grid", gap: vars.space.xs });
