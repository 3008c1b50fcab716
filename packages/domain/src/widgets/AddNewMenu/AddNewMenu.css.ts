import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** The bar's round plus button. */
export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.tone.primary.solid,
  color: vars.color.tone.primary.onSolid,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.tone.primary.solidHover },
    "&[data-pressed]": { background: vars.color.tone.primary.solidActive },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});
