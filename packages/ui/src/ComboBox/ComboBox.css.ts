import { vars } from "@seleta/brand-themes";
import { keyframes, style } from "@vanilla-extract/css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "16px",
  height: "16px",
  flexShrink: 0,
  color: vars.color.text.muted,
  animation: `${spin} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s" } },
});
