import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const muted = style({ color: vars.color.text.muted, margin: 0 });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
});

export const term = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.tone.danger.soft,
  color: vars.color.tone.danger.text,
});

export const hint = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const confirmation = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.tone.danger.solid}`,
});

export const question = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
