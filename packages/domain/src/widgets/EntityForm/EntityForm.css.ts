import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const sections = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

/** Two fields a row where there is room; a long text, a file or a multi-choice takes the whole row. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
  gap: vars.space.lg,
  alignItems: "start",
});

export const wide = style({ gridColumn: "1 / -1" });

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
