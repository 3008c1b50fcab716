import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  height: "40px",
  paddingInline: vars.space.sm,
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  background: "transparent",
  color: "inherit",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.tone.neutral.soft },
    "&[data-pressed]": { background: vars.color.tone.neutral.softHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

/** The active entity's icon beside the grid (spec §2). */
export const active = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `1px solid ${vars.color.border.default}`,
});

export const panel = style({
  boxSizing: "border-box",
  zIndex: 1100,
  width: "min(560px, calc(100vw - 16px))",
  maxHeight: "min(70vh, 600px)",
  overflowY: "auto",
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: "none",
});

export const dialog = style({ padding: vars.space.md, outline: "none" });

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const tile = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surface.hover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
    '&[aria-current="page"]': { background: vars.color.tone.primary.soft, color: vars.color.tone.primary.text },
  },
});

export const tileIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  borderRadius: vars.radius.pill,
  background: vars.color.tone.primary.soft,
  color: vars.color.tone.primary.text,
});
