import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html, body", { margin: 0, minHeight: "100%" });
globalStyle("body", { fontSize: vars.fontSize.md });

export const errorPage = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  alignContent: "center",
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: "center",
});

export const errorStatus = style({
  margin: 0,
  fontSize: "4rem",
  fontWeight: vars.fontWeight.bold,
  color: vars.color.tone.primary.text,
  lineHeight: vars.lineHeight.tight,
});

export const errorMessage = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.muted });
