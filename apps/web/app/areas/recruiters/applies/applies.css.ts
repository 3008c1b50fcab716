import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const total = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const links = style({ display: "flex", gap: vars.space.md, marginInlineStart: "auto" });

export const help = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

/** A card's body: the candidate on the first line, the sub-status and the client's counts on the second. */
export const card = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const who = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

export const name = style({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const facts = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "nowrap",
  gap: vars.space.sm,
  minWidth: 0,
  overflow: "hidden",
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
});

export const count = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xxs });

export const dialogActions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm });

/** The list page's way to the kanban, above the list's own heading. */
export const listLinks = style({
  display: "flex",
  justifyContent: "flex-end",
  paddingInline: vars.space.lg,
  paddingBlockStart: vars.space.md,
  fontFamily: vars.font.body,
});

/** A card's pick toggle, at the end of the candidate's line. */
export const pick = style({ marginInlineStart: "auto", flexShrink: 0 });

/** The board's selection: how many applies are picked and what to do with them. */
export const selectionBar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
