/** A thread of comments about a shortlisted candidate: the reviewer's, and the recruiters' answers set in. */
import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const commentList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const commentBase = {
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
} as const;

export const comment = style({ ...commentBase, background: vars.color.surface.sunken });

export const recruiterComment = style({
  ...commentBase,
  background: vars.color.tone.primary.soft,
  marginInlineStart: vars.space.lg,
});

export const commentAuthor = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text.default });

export const commentBody = style({ whiteSpace: "pre-line", color: vars.color.text.default });
