import { vars } from "@seleta/brand-themes";
import { keyframes, style } from "@vanilla-extract/css";

export { visuallyHidden } from "../VisuallyHidden/visuallyHidden.css";
export { visuallyHiddenRules } from "../VisuallyHidden/visuallyHiddenRules";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/**
 * react-aria keeps an overlay mounted while `data-exiting` runs an animation, so closing fades out instead of
 * vanishing. Short, and still under reduced motion (a fade is not motion).
 */
export const fade = style({
  selectors: {
    "&[data-entering]": { animation: `${fadeIn} ${vars.motion.fast} ease-out` },
    "&[data-exiting]": { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
  },
});

/** The floating surface shared by menus, popovers and speed-dial panels. */
export const floatingSurface = style({
  boxSizing: "border-box",
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  outline: "none",
});

/** A square icon-only button (close, page arrows). Its accessible name comes from `aria-label`. */
export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "32px",
  height: "32px",
  padding: 0,
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text.muted,
  cursor: "pointer",
  outline: "none",
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    "&[data-hovered]": { background: vars.color.tone.neutral.soft, color: vars.color.text.default },
    "&[data-pressed]": { background: vars.color.tone.neutral.softHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.45 },
  },
});

/** The focus ring every focusable overlay part uses, on react-aria's keyboard-only `data-focus-visible`. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: "2px",
} as const;
