import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";

export const card = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.lg,
    minWidth: 0,
    borderRadius: vars.radius.lg,
    color: vars.color.text.default,
    overflow: "hidden",
  },
  variants: {
    variant: {
      outlined: { background: vars.color.surface.raised, border: `1px solid ${vars.color.border.default}` },
      elevated: { background: vars.color.surface.raised, boxShadow: vars.shadow.md },
      filled: { background: vars.color.surface.sunken },
    },
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
      xl: { padding: vars.space.xl },
    },
  },
  defaultVariants: { variant: "outlined", padding: "lg" },
});

export const header = style({ display: "flex", alignItems: "flex-start", gap: vars.space.md });
export const headerText = style({ flex: 1, minWidth: 0, display: "grid", gap: vars.space.xxs });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const actions = style({ display: "flex", gap: vars.space.sm, flexShrink: 0 });
export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.default}`,
});
