import { media, vars } from "@seleta/brand-themes";
import { keyframes, style, styleVariants } from "@vanilla-extract/css";

const shimmer = keyframes({ from: { backgroundPosition: "200% 0" }, to: { backgroundPosition: "-200% 0" } });

export const skeleton = style({
  display: "block",
  background: `linear-gradient(90deg, ${vars.color.surface.skeleton} 25%, ${vars.color.surface.skeletonShine} 50%, ${vars.color.surface.skeleton} 75%)`,
  backgroundSize: "200% 100%",
  animation: `${shimmer} 1.6s ${vars.motion.easeStandard} infinite`,
  "@media": { [media.reducedMotion]: { animation: "none" } },
});

export const shape = styleVariants({
  text: { height: "0.9em", borderRadius: vars.radius.sm, marginBlock: "0.3em" },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: "50%" },
});

export const group = style({ display: "grid", gap: vars.space.xs });
