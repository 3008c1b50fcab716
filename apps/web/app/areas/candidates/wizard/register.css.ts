import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** The registration wizard's page: a heading and its lead, the unconfirmed e-mail's notice, the wizard. */
export const page = style({
  display: "grid",
  gap: vars.space.xl,
  maxWidth: "1140px",
  marginInline: "auto",
  padding: vars.space.lg,
});

export const header = style({ display: "grid", gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["2xl"],
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.text.muted });

/** The notice stands out by the warning tone's edge, so it reads as a notice and not as a stage of the form. */
export const notice = style({
  borderInlineStart: `4px solid ${vars.color.tone.warning.solid}`,
  borderRadius: vars.radius.md,
});

export const noticeBody = style({ display: "grid", gap: vars.space.md });
