import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

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

export const video = style({ display: "grid", gap: vars.space.xs, justifyItems: "start" });

/** As the other fields' labels (ui's Field): the file input has no field of its own in ui. */
export const videoLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.default,
});

export const requiredMarker = style({ color: vars.color.tone.danger.text, marginInlineStart: vars.space.xxs });

export const help = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const again = style({ margin: 0, color: vars.color.tone.warning.text, fontSize: vars.fontSize.sm });

export const fieldError = style({ margin: 0, color: vars.color.tone.danger.text, fontSize: vars.fontSize.sm });

/**
 * Where the video island puts the camera's buttons, its status and the live picture (apps/web/islands/videoAnswer.ts):
 * empty, and so invisible, without it.
 */
export const videoControls = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

globalStyle(`${videoControls} button`, {
  minHeight: "2.5rem",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
});

globalStyle(`${videoControls} button:focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: "2px",
});

globalStyle(`${videoControls} video`, {
  flexBasis: "100%",
  width: "100%",
  maxWidth: "28rem",
  aspectRatio: "16 / 9",
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
});

globalStyle(`${videoControls} p`, { margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
