import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/**
 * The candidates' sign-in panel on the home's hero: a light card over the dark hero, whose controls show focus
 * through CSS pseudo-classes (the page never hydrates, so react-aria's `data-*` states never appear).
 */
export const panel = style({
  boxSizing: "border-box",
  display: "grid",
  gap: vars.space.md,
  maxWidth: "26rem",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const form = style({ display: "grid", gap: vars.space.md });

export const field = style({ display: "grid", gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const input = style({
  boxSizing: "border-box",
  width: "100%",
  minHeight: "2.625rem",
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  font: "inherit",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
    '&[aria-invalid="true"]': { borderColor: vars.color.tone.danger.text },
  },
});

export const problem = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.tone.danger.soft,
  color: vars.color.tone.danger.text,
  fontSize: vars.fontSize.sm,
});

const button = style({
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  minHeight: "2.625rem",
  paddingInline: vars.space.lg,
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
});

export const submit = style([
  button,
  {
    background: vars.color.tone.primary.solid,
    color: vars.color.tone.primary.onSolid,
    selectors: { "&:hover": { background: vars.color.tone.primary.solidHover } },
  },
]);

export const social = style([
  button,
  {
    background: "transparent",
    borderColor: vars.color.border.strong,
    color: vars.color.text.default,
    textDecoration: "none",
    selectors: { "&:hover": { background: vars.color.surface.hover } },
  },
]);

export const socialList = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  color: vars.color.text.link,
  selectors: {
    "&:hover": { color: vars.color.text.linkHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});
