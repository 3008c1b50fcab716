import { media, vars } from "@seleta/brand-themes";
import { keyframes, style, styleVariants } from "@vanilla-extract/css";

export const root = style({ display: "grid", gap: vars.space.xs, width: "100%", fontSize: vars.fontSize.sm });

export const header = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm });
export const label = style({ fontWeight: vars.fontWeight.medium });
export const value = style({ color: vars.color.text.muted, fontVariantNumeric: "tabular-nums" });

export const track = style({
  position: "relative",
  overflow: "hidden",
  borderRadius: vars.radius.pill,
  background: vars.color.surface.skeleton,
});
export const trackSize = styleVariants({ sm: { height: "4px" }, md: { height: "8px" } });

export const fill = style({
  height: "100%",
  borderRadius: "inherit",
  transition: `width ${vars.motion.normal} ${vars.motion.easeStandard}`,
});
export const fillTone = styleVariants({
  primary: { background: vars.color.tone.primary.solid },
  success: { background: vars.color.tone.success.solid },
  danger: { background: vars.color.tone.danger.solid },
});

const slide = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(250%)" } });
export const indeterminate = style({
  width: "40%",
  animation: `${slide} 1.4s ${vars.motion.easeStandard} infinite`,
  "@media": { [media.reducedMotion]: { animationDuration: "4s" } },
});
