import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** Spec §9: popovers at most 276 px wide. */
export const POPOVER_MAX_WIDTH = 276;
/** Between dialogs (1000) and tooltips (1200): a popover can open from inside a dialog. */
export const POPOVER_LAYER = 1100;

export const popover = style({
  zIndex: POPOVER_LAYER,
  maxWidth: `${POPOVER_MAX_WIDTH}px`,
});

export const dialog = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  outline: "none",
  lineHeight: vars.lineHeight.normal,
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const arrow = style({
  display: "block",
  fill: vars.color.surface.raised,
  stroke: vars.color.border.default,
  strokeWidth: 1,
  selectors: {
    "[data-placement=bottom] &": { transform: "rotate(180deg)" },
    "[data-placement=left] &": { transform: "rotate(-90deg)" },
    "[data-placement=right] &": { transform: "rotate(90deg)" },
  },
});
