import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const bar = style({
  position: "fixed",
  insetInline: 0,
  top: 0,
  height: "3px",
  zIndex: vars.zIndex.loadingBar,
  pointerEvents: "none",
});

export const fill = style({
  height: "100%",
  background: vars.color.tone.primary.solid,
  boxShadow: `0 0 6px ${vars.color.tone.primary.base}`,
  transition: `width ${vars.motion.normal} linear`,
  selectors: { "&[data-failed]": { background: vars.color.tone.danger.solid, boxShadow: "none" } },
});
