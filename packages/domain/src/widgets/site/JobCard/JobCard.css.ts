import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
  // The whole card answers the pointer through its title's link (below), so it shows that it does.
  position: "relative",
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.tone.primary.border, boxShadow: vars.shadow.md },
    "&:focus-within": { borderColor: vars.color.tone.primary.border },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** The title's link covers the card (a pseudo-element), so the card is one target and one link for readers. */
export const titleLink = style({
  color: vars.color.text.link,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.lg },
    "&:hover": { color: vars.color.text.linkHover, textDecoration: "underline" },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const specialty = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.tone.primary.text,
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
});

export const salary = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const posted = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });
