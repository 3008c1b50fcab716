import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** The candidate's pages: a heading, then cards, within a readable width. */
export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "960px", marginInline: "auto" });

export const header = style({ display: "grid", gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["2xl"],
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.text.muted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const details = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, 14rem) 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.muted });

export const definition = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });
