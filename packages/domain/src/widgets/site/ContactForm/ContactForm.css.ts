import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "40rem",
  fontFamily: vars.font.body,
});

export const pair = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  gap: vars.space.lg,
});

const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  outlineOffset: "2px",
});

export const problem = style([
  notice,
  {
    border: `1px solid ${vars.color.tone.danger.border}`,
    background: vars.color.tone.danger.soft,
    color: vars.color.tone.danger.text,
  },
]);

export const success = style([
  notice,
  {
    border: `1px solid ${vars.color.tone.success.border}`,
    background: vars.color.tone.success.soft,
    color: vars.color.tone.success.text,
  },
]);

export const sent = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.md });

export const link = style({ color: vars.color.tone.primary.text, fontWeight: vars.fontWeight.semibold });

/**
 * The honeypot: out of sight and out of the accessibility tree (`aria-hidden`, no tab stop), but not `display:
 * none`, which robots recognise and skip.
 */
export const honeypot = style({
  position: "absolute",
  insetInlineStart: "-10000px",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});

export const actions = style({ display: "flex" });
