import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** Spec §9: tooltips at most 200 px wide. */
export const TOOLTIP_MAX_WIDTH = 200;
/** Above dialogs: a tooltip can belong to a control inside one. Plain constant until the contract has layers. */
export const TOOLTIP_LAYER = 1200;

export const tooltip = style({
  boxSizing: "border-box",
  zIndex: TOOLTIP_LAYER,
  maxWidth: `${TOOLTIP_MAX_WIDTH}px`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.sm,
  overflowWrap: "break-word",
});
