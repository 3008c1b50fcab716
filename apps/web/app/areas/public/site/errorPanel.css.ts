import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** The error page's body: it fills the space between navbar and footer, or the window on its own. */
export const errorPanel = style({
  flex: "1 0 auto",
  display: "grid",
  alignContent: "center",
  justifyItems: "center",
  gap: vars.space.lg,
  padding: `${vars.space["3xl"]} ${vars.space.xl}`,
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

export const waysOn = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
