import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
  maxWidth: "960px",
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const links = style({ display: "flex", gap: vars.space.md, marginInlineStart: "auto" });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0 });

export const item = style({
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const itemName = style({ fontWeight: vars.fontWeight.semibold });

export const itemFacts = style({ flexBasis: "100%", color: vars.color.text.muted, fontSize: vars.fontSize.sm });

/** A one-field form: the field grows, the button sits at its bottom edge. */
export const inlineForm = style({ display: "flex", alignItems: "flex-end", gap: vars.space.sm, maxWidth: "560px" });

export const grow = style({ flex: 1, minWidth: 0 });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.md });

/** A dialog's content: its sentences, fields and links one under the other. */
export const dialogBody = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
});

export const dialogText = style({ margin: 0 });

/** A refusal said where the recruiter acts (a dialog): the danger colour, announced as an alert. */
export const problem = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.tone.danger.text });
