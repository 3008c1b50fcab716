import { vars } from "@seleta/brand-themes";
import { style, styleVariants } from "@vanilla-extract/css";

/**
 * One frame for every page of the candidate area: the content starts at the same place beside the side menu on every
 * page, and only its reading width changes (a form or a timeline reads best narrow, cards of content wide).
 */
const frame = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xl,
  marginInline: 0,
  paddingBlock: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const page = styleVariants({
  narrow: [frame, { maxWidth: "800px" }],
  wide: [frame, { maxWidth: "1040px" }],
});

export const header = style({ display: "grid", gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["2xl"],
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.lineHeight.relaxed });

const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: "4px solid",
  fontWeight: vars.fontWeight.semibold,
  outline: "none",
});

export const status = styleVariants({
  success: [
    notice,
    {
      background: vars.color.tone.success.soft,
      color: vars.color.tone.success.text,
      borderColor: vars.color.tone.success.solid,
    },
  ],
  danger: [
    notice,
    {
      background: vars.color.tone.danger.soft,
      color: vars.color.tone.danger.text,
      borderColor: vars.color.tone.danger.solid,
    },
  ],
});
