import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const results = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  fontFamily: vars.font.body,
});

export const total = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 20rem), 1fr))",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
