import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const nav = style({ fontFamily: vars.font.body });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const box = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xxs,
  boxSizing: "border-box",
  minWidth: "40px",
  minHeight: "40px",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
} as const;

export const link = style({
  ...box,
  border: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surface.hover, borderColor: vars.color.tone.primary.border },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    '&[aria-current="page"]': {
      background: vars.color.tone.primary.solid,
      borderColor: vars.color.tone.primary.solid,
      color: vars.color.tone.primary.onSolid,
    },
  },
});

export const gap = style({ ...box, color: vars.color.text.muted });
