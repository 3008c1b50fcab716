import { vars } from "@seleta/brand-themes";
import { recipe } from "@vanilla-extract/recipes";

/** Square and round-cornered; colours come from Button's tone classes, so both stay one family. */
export const iconButton = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    padding: 0,
    border: "1px solid transparent",
    borderRadius: vars.radius.md,
    cursor: "pointer",
    outline: "none",
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
      "&[data-disabled]": { cursor: "not-allowed", opacity: 0.55 },
    },
  },
  variants: {
    size: {
      sm: { width: "32px", height: "32px" },
      md: { width: "40px", height: "40px" },
      lg: { width: "48px", height: "48px" },
    },
    round: { true: { borderRadius: vars.radius.pill }, false: {} },
  },
  defaultVariants: { size: "md", round: false },
});
