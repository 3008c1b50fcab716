import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** A grid of cards that fills the row: one column on a phone, up to four on a wide screen. */
export const cardGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
  gap: vars.space.lg,
});

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  height: "100%",
  boxSizing: "border-box",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
});

/** The card's title link covers the whole card, so the card is one target and one link for screen readers. */
export const cardLink = style({
  color: vars.color.text.default,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.md },
    "&:hover": { color: vars.color.text.linkHover, textDecoration: "underline" },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { boxShadow: vars.shadow.focus },
  },
});

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.semibold,
});

export const cardMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const cardText = style({ margin: 0, color: vars.color.text.default, lineHeight: vars.lineHeight.normal });

export const cardImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
});

export const accent = style({ borderBlockStart: `4px solid ${vars.color.tone.primary.base}` });
