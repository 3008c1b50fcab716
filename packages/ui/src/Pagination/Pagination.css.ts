import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const page = style({
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "36px",
  height: "36px",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.tone.neutral.soft },
    "&[data-pressed]": { background: vars.color.tone.neutral.softHover },
    "&[aria-current=page]": {
      background: vars.color.tone.primary.solid,
      borderColor: vars.color.tone.primary.solid,
      color: vars.color.tone.primary.onSolid,
      fontWeight: vars.fontWeight.semibold,
      cursor: "default",
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&[data-disabled]": { color: vars.color.text.disabled, cursor: "not-allowed", background: "transparent" },
  },
});

export const ellipsis = style({
  display: "inline-flex",
  justifyContent: "center",
  minWidth: "24px",
  color: vars.color.text.muted,
});
