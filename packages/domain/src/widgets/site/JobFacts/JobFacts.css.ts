import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 12rem), 1fr))",
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const fact = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0 });

export const term = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: vars.color.text.muted,
});

export const value = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const benefits = style({ margin: 0, paddingInlineStart: vars.space.lg });
