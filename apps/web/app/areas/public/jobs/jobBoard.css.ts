import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** The board's and a job's `<main>`, inside the site's layout (its navbar and footer around it). */
export const page = style({
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  width: "100%",
  maxWidth: "72rem",
  marginInline: "auto",
  paddingBlock: vars.space["2xl"],
  paddingInline: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const lead = style({
  margin: 0,
  maxWidth: "60ch",
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.muted,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.tone.info.solid}`,
  borderRadius: vars.radius.md,
  background: vars.color.tone.info.soft,
  color: vars.color.tone.info.text,
  fontSize: vars.fontSize.sm,
});

export const back = style({
  alignSelf: "flex-start",
  fontSize: vars.fontSize.sm,
  color: vars.color.text.link,
  textDecoration: "underline",
  selectors: {
    "&:hover": { color: vars.color.text.linkHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const specialty = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.tone.primary.text,
});

/**
 * The job's page: Apply and sharing first on phones (above the long text), beside the text on wide screens.
 */
export const jobLayout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  "@media": { "screen and (min-width: 60rem)": { gridTemplateColumns: "minmax(0, 1fr) 18rem" } },
});

export const jobText = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["2xl"],
  "@media": { "screen and (min-width: 60rem)": { gridColumn: "1", gridRow: "1" } },
});

export const aside = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  alignSelf: "start",
  "@media": { "screen and (min-width: 60rem)": { gridColumn: "2", gridRow: "1" } },
});
