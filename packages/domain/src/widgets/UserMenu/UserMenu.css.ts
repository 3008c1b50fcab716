import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.md,
});

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  height: "44px",
  paddingInline: vars.space.xs,
  border: "1px solid transparent",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: "inherit",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.tone.neutral.soft },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

/** The alternative layout's admin links: uppercase, as the spec writes them. */
export const adminLink = style({
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: "0.04em",
  textDecoration: "none",
  outline: "none",
  borderRadius: vars.radius.sm,
  selectors: {
    "&[data-hovered]": { color: vars.color.tone.primary.text, textDecoration: "underline" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});
