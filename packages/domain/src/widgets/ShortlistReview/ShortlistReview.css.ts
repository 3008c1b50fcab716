import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** The candidate a form just saved or refused is reached by its anchor: room above it for the page's header. */
export const item = style({ scrollMarginBlockStart: vars.space.lg });

export const person = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const position = style({
  minWidth: "2.5rem",
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.tone.primary.text,
});

export const name = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const badge = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.tone.primary.text,
});

export const role = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const presentation = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.tone.primary.border}`,
  background: vars.color.surface.sunken,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-line",
  color: vars.color.text.default,
});

export const introduction = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-line",
  color: vars.color.text.default,
});

/** What the recruiter chose to show besides the profile: the pay expectation, the CV. */
export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.lg,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
});

export const fact = style({ margin: 0 });

export const presentationTitle = style({
  display: "block",
  fontWeight: vars.fontWeight.semibold,
  marginBlockEnd: vars.space.xs,
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

/** A row of a candidate's buttons; empty in the read-only preview, which has no form, and then it takes no room. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  selectors: { "&:empty": { display: "none" } },
});

export const counts = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const saved = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.tone.primary.text });

export const problem = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.tone.danger.text });

export const thread = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const threadTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

// A thread's comments look the same in the client's review and in the recruiter's builder.
export { comment, commentAuthor, commentBody, commentList, recruiterComment } from "./commentThread.css";

/** The preview's banner: the recruiter reads the page as the client will, and is told so first. */
export const preview = style({
  margin: 0,
  marginBlockEnd: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.tone.info.soft,
  color: vars.color.tone.info.text,
  fontWeight: vars.fontWeight.semibold,
});
