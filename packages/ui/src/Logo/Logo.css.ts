import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const link = style({
  display: "inline-flex",
  borderRadius: vars.radius.sm,
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "4px" } },
});

export const image = style({ display: "block", width: "auto", maxWidth: "100%" });
