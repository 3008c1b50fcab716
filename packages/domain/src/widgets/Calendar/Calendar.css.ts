import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

export const root = style({ display: "grid", gap: vars.space.md });

export const toolbar = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  flex: "1 1 auto",
});

export const grid = style({ width: "100%", borderCollapse: "collapse", tableLayout: "fixed" });

export const weekday = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, textAlign: "start" });

export const dayCell = style({
  verticalAlign: "top",
  height: "6rem",
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.default}`,
});

export const weekCell = style([dayCell, { height: "16rem" }]);

export const otherMonth = style({ color: vars.color.text.muted, background: vars.color.surface.sunken });

export const today = style({ boxShadow: `inset 0 0 0 2px ${vars.color.tone.primary.border}` });

export const dayNumber = style({ display: "block", fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const todayNumber = style({ color: vars.color.tone.primary.text });

export const events = style({ display: "grid", gap: "2px", margin: 0, padding: 0, listStyle: "none" });

export const event = style({ fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const cancelled = style({ color: vars.color.text.muted, textDecoration: "line-through" });

export const conflict = style({
  background: vars.color.tone.danger.soft,
  color: vars.color.tone.danger.text,
  borderInlineStart: `3px solid ${vars.color.tone.danger.border}`,
  paddingInlineStart: vars.space.xs,
});

// A cancelled event reads muted, link included. The link's own colour is not held to contrast on the danger
// tone's soft fill; that tone's text is.
globalStyle(`${cancelled} a, ${conflict} a`, { color: "inherit" });

export const time = style({ fontVariantNumeric: "tabular-nums", marginInlineEnd: vars.space.xs });
