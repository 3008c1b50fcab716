import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

/** The spec's `shortlist` layout: the brand's bar over a reading column on the sunken surface. */
export const frame = style({
  minHeight: "100vh",
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.md,
  background: vars.color.surface.raised,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const private_ = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const main = style({
  width: "100%",
  maxWidth: "880px",
  boxSizing: "border-box",
  marginInline: "auto",
  paddingInline: vars.space.lg,
  paddingBlock: vars.space["2xl"],
  display: "grid",
  gap: vars.space.lg,
});

export const heading = style({ display: "grid", gap: vars.space.xs });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.tone.primary.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["2xl"],
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });

export const nav = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, fontSize: vars.fontSize.sm });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  background: vars.color.surface.raised,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  textAlign: "start",
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const closed = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  padding: vars.space["2xl"],
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});
