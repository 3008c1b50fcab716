import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/**
 * Buttons and button-like links of pages that never hydrate: the kit's Button and ButtonLink show hover, press and
 * the focus ring through react-aria's `data-*` attributes, which only appear once scripts run, so a keyboard user of
 * a public page would see no focus at all. These select on CSS pseudo-classes instead, in the kit's solid and
 * outline paints.
 */
const action = style({
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "2.625rem",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const primaryAction = style([
  action,
  {
    background: vars.color.tone.primary.solid,
    color: vars.color.tone.primary.onSolid,
    selectors: {
      "&:hover": { background: vars.color.tone.primary.solidHover },
      "&:active": { background: vars.color.tone.primary.solidActive },
    },
  },
]);

export const largeAction = style({ minHeight: "3rem", paddingInline: vars.space.xl, fontSize: vars.fontSize.md });

export const outlineAction = style([
  action,
  {
    background: "transparent",
    borderColor: vars.color.tone.primary.border,
    color: vars.color.tone.primary.text,
    selectors: { "&:hover": { background: vars.color.tone.primary.soft } },
  },
]);
