import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const hero = style({
  position: "relative",
  overflow: "hidden",
  background: vars.color.brand.secondaryDarkBackground,
  color: vars.color.text.inverse,
});

/** The header image fills the hero behind the text, darkened so the text keeps its contrast on any photo. */
export const image = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
  opacity: 0.35,
});

export const inner = style({
  position: "relative",
  boxSizing: "border-box",
  width: "100%",
  maxWidth: "1140px",
  marginInline: "auto",
  paddingInline: vars.space.xl,
  paddingBlock: vars.space["3xl"],
  display: "grid",
  gap: vars.space.lg,
  // Room for the headline and actions whatever their length, so nothing below moves as the image arrives.
  minHeight: "320px",
  alignContent: "center",
});

export const title = style({
  margin: 0,
  maxWidth: "22ch",
  fontFamily: vars.font.heading,
  fontSize: `clamp(${vars.fontSize.xl}, 5vw, ${vars.fontSize["3xl"]})`,
  lineHeight: vars.lineHeight.tight,
  color: "inherit",
});

export const lead = style({
  margin: 0,
  maxWidth: "60ch",
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

export const search = style({ maxWidth: "36rem" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const secondaryAction = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "48px",
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: "2px solid currentColor",
  color: "inherit",
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  selectors: { "&:hover": { background: "rgba(255, 255, 255, 0.12)" } },
});
