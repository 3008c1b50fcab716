import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** A line of about 75 characters: the measure a long text is comfortable to read at. */
export const text = style({
  maxWidth: "75ch",
  margin: 0,
  // The document's own line breaks and blank lines are its paragraphs; long words (URLs) wrap instead of widening.
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.default,
});

export const note = style({
  maxWidth: "75ch",
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
});

export const failure = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
});

export const failureMessage = style({ margin: 0 });
