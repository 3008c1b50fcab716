import { media, vars } from "@seleta/brand-themes";
import { keyframes, style, styleVariants } from "@vanilla-extract/css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-block",
  flexShrink: 0,
  borderRadius: "50%",
  borderStyle: "solid",
  borderColor: "currentColor",
  borderInlineEndColor: "transparent",
  verticalAlign: "middle",
  animation: `${spin} 0.8s linear infinite`,
  // Slower, not stopped: the spinner must still say "working" to people who asked for less motion.
  "@media": { [media.reducedMotion]: { animationDuration: "2.4s" } },
});

export const size = styleVariants({
  sm: { width: "16px", height: "16px", borderWidth: "2px" },
  md: { width: "24px", height: "24px", borderWidth: "3px" },
  lg: { width: "40px", height: "40px", borderWidth: "4px" },
});

export const tone = styleVariants({
  primary: { color: vars.color.tone.primary.solid },
  neutral: { color: vars.color.text.muted },
  current: { color: "currentColor" },
});
