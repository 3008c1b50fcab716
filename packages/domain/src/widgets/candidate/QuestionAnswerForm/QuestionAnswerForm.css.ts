import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const questions = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const question = style({ display: "grid", gap: vars.space.sm });

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.tone.danger.border}`,
  background: vars.color.tone.danger.soft,
  color: vars.color.tone.danger.text,
});

export const video = style({ display: "grid", gap: vars.space.sm });

export const videoLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text.default });

export const videoIdle = style({ display: "grid", gap: vars.space.sm });

export const help = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const recording = style({ margin: 0, color: vars.color.tone.danger.text, fontWeight: vars.fontWeight.semibold });

export const fieldError = style({ margin: 0, color: vars.color.tone.danger.text, fontSize: vars.fontSize.sm });

export const player = style({
  width: "100%",
  maxWidth: "28rem",
  aspectRatio: "16 / 9",
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
});
