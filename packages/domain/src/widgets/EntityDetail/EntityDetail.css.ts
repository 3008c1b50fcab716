import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.default,
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const actions = style({ display: "flex", gap: vars.space.sm });

/** Label above value, as many columns as fit: a record reads like a form that cannot be typed in. */
export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: `${vars.space.lg} ${vars.space.xl}`,
  margin: 0,
});

export const item = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0 });

export const wide = style({ gridColumn: "1 / -1" });

export const term = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text.default,
  overflowWrap: "anywhere",
  whiteSpace: "pre-line",
});

export const related = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const answers = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

export const answer = style({ display: "grid", gap: vars.space.xs });

export const question = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text.default });

export const player = style({ width: "100%", maxWidth: "28rem", aspectRatio: "16 / 9", background: "#000" });
