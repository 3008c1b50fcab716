import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const root = style({
  display: "grid",
  gap: vars.space.lg,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  maxWidth: "48rem",
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

export const trait = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});

export const traitHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const traitName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const traitScore = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const level = style({
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.tone.primary.soft,
  color: vars.color.tone.primary.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.xs,
});

export const track = style({
  height: "0.5rem",
  borderRadius: vars.radius.pill,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.default}`,
  overflow: "hidden",
});

export const fill = style({ height: "100%", background: vars.color.tone.primary.solid });

export const explanation = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });
