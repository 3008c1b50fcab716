import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** Stays in view at the bottom of a long form while the page scrolls. */
export const bar = style({
  position: "sticky",
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
});

/** Back on the start side, Next and Save on the end side. */
export const end = style({
  display: "flex",
  gap: vars.space.sm,
  marginInlineStart: "auto",
});
