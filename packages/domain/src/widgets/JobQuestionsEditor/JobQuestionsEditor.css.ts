import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const editor = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
  marginBlockEnd: vars.space.xs,
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const item = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const itemHead = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: "flex", gap: vars.space.xs });

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.md });

export const muted = style({ color: vars.color.text.muted, margin: 0 });

export const error = style({ color: vars.color.tone.danger.text, margin: 0 });
