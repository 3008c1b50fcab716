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

/** A structure (a list of experiences, a language and its level): its items one under another. */
export const structure = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  border: "none",
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const structureLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const structureItem = style({
  margin: 0,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const structureError = style({ margin: 0, color: vars.color.tone.danger.text });

export const structureItemLegend = style({ padding: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });
export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm });

export const rowActions = style({ display: "flex", gap: vars.space.sm });
