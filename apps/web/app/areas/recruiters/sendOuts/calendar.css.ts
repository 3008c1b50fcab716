import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const nav = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap" });

export const grid = style({ width: "100%", borderCollapse: "collapse", tableLayout: "fixed" });

export const dayCell = style({
  verticalAlign: "top",
  height: "6rem",
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.default}`,
});

export const otherMonth = style({ color: vars.color.text.muted, background: vars.color.surface.sunken });

export const dayNumber = style({ display: "block", fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const items = style({ display: "grid", gap: "2px", margin: 0, padding: 0, listStyle: "none" });

export const item = style({ fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });
