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
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["2xl"],
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const terms = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

export const termsHint = style({
  flexBasis: "100%",
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const termField = style({ flex: "1 1 12rem", minWidth: "10rem", maxWidth: "22rem" });

export const savedViews = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const savedView = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const saveViewForm = style({ display: "flex", alignItems: "flex-end", gap: vars.space.sm });

export const centered = style({ display: "grid", placeItems: "center", minHeight: "12rem" });

export const history = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ color: vars.color.text.muted });

/** A file of a record: its link, its date and its text's state on one line, wrapping on a narrow screen. */
export const fileRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
