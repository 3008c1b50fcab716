import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/**
 * Native controls (they work without JavaScript) dressed with the token contract like the kit's fields: states
 * come from CSS pseudo-classes, not react-aria's data attributes, since nothing hydrates these pages.
 */
export const form = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  gap: vars.space.md,
  alignItems: "end",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

/** Its label takes the colour of where it sits (the home's dark hero, a light page). */
export const compactForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "end",
  fontFamily: vars.font.body,
  color: "inherit",
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

/** The term takes the whole first row of the full form, and the free width of the compact one. */
export const termField = style([field, { gridColumn: "1 / -1", flex: "1 1 16rem" }]);

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const control = style({
  boxSizing: "border-box",
  width: "100%",
  // One fixed height for inputs and selects: a select sizes its box from its own line box otherwise, and the row of
  // controls would not line up (nor render the same pixels from one run to the next).
  height: "2.625rem",
  paddingBlock: 0,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    "&::placeholder": { color: vars.color.text.muted, opacity: 1 },
    "&:hover": { borderColor: vars.color.text.muted },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
  },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  gridColumn: "1 / -1",
});

export const clear = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.link,
  textDecoration: "underline",
  selectors: {
    "&:hover": { color: vars.color.text.linkHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});
