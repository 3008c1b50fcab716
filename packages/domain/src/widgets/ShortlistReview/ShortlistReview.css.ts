import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const person = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const position = style({
  minWidth: "2.5rem",
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.tone.primary.text,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const role = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const comments = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.tone.primary.border}`,
  background: vars.color.surface.sunken,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-line",
  color: vars.color.text.default,
});

export const commentsTitle = style({
  display: "block",
  fontWeight: vars.fontWeight.semibold,
  marginBlockEnd: vars.space.xs,
});

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const counts = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
