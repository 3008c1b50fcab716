import { vars } from "@seleta/brand-themes";
import { style, styleVariants } from "@vanilla-extract/css";

export const link = style({
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  textUnderlineOffset: "0.2em",
  transition: `color ${vars.motion.fast}`,
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&[data-disabled]": { cursor: "not-allowed", color: vars.color.text.disabled, textDecoration: "none" },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.semibold },
  },
});

export const variant = styleVariants({
  /** Inside running text: underlined, so it is not told apart by colour alone (WCAG 1.4.1). */
  inline: {
    color: vars.color.text.link,
    textDecoration: "underline",
    selectors: { "&[data-hovered]": { color: vars.color.text.linkHover, textDecorationThickness: "2px" } },
  },
  /** On its own (a "see all" after a list): no underline until hovered. */
  standalone: {
    color: vars.color.text.link,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: "none",
    selectors: { "&[data-hovered]": { color: vars.color.text.linkHover, textDecoration: "underline" } },
  },
  /** In navigation and footers, in the surrounding text colour. */
  subtle: {
    color: "inherit",
    textDecoration: "none",
    selectors: { "&[data-hovered]": { textDecoration: "underline" } },
  },
});

export const externalIcon = style({ display: "inline-block", marginInlineStart: "0.2em", verticalAlign: "-0.1em" });
