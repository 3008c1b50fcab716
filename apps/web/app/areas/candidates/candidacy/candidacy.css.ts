import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const list = style({ display: "grid", gap: vars.space.lg, margin: 0, padding: 0, listStyle: "none" });

export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});

export const cardHeader = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "start",
  gap: vars.space.sm,
});

export const jobTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const facts = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "end", gap: vars.space.sm });

/** The question before withdrawing, inside the application's card. */
export const confirmation = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.tone.danger.soft,
});

export const question = style({ margin: 0, color: vars.color.tone.danger.text, fontWeight: vars.fontWeight.semibold });
