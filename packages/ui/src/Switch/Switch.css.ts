import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";
import { choice } from "../Checkbox/Checkbox.css";

/** The track; its thumb is a pseudo-element, so the markup stays one span. */
export const track = style({
  position: "relative",
  boxSizing: "border-box",
  flexShrink: 0,
  width: "40px",
  height: "24px",
  borderRadius: vars.radius.pill,
  background: vars.color.border.field,
  transition: `background-color ${vars.motion.fast}`,
  "::before": {
    content: "''",
    position: "absolute",
    insetBlockStart: "3px",
    insetInlineStart: "3px",
    width: "18px",
    height: "18px",
    borderRadius: vars.radius.pill,
    background: vars.color.surface.raised,
    boxShadow: vars.shadow.sm,
    transition: `transform ${vars.motion.fast}`,
  },
  selectors: {
    [`${choice}[data-selected] &`]: { background: vars.color.tone.primary.solid },
    [`${choice}[data-selected] &::before`]: { transform: "translateX(16px)" },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    [`${choice}[data-disabled] &`]: { background: vars.color.border.strong },
    [`${choice}[data-readonly][data-selected] &`]: { background: vars.color.tone.primary.border },
  },
});
