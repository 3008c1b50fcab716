import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** The registration wizard's own parts; the heading and the outcome are the candidate frame's (CandidatePage). */
export const lead = style({ margin: 0, color: vars.color.text.muted });

/** The notice stands out by the warning tone's edge, so it reads as a notice and not as a stage of the form. */
export const notice = style({
  borderInlineStart: `4px solid ${vars.color.tone.warning.solid}`,
  borderRadius: vars.radius.md,
});

export const noticeBody = style({ display: "grid", gap: vars.space.md });
