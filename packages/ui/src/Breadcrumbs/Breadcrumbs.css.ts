import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.text.muted,
});

export const link = style({
  color: vars.color.text.link,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  outline: "none",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { textDecoration: "underline" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    // The last crumb is the page itself: plain text, not a link to where the user already is.
    "&[data-current]": { color: vars.color.text.default, fontWeight: vars.fontWeight.semibold, cursor: "default" },
    "&[data-current][data-hovered]": { textDecoration: "none" },
  },
});
