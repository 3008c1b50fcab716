import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

export const dialog = style({ padding: vars.space.md, outline: "none" });

export const calendarHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

// "março de 2025" → "Março de 2025": only the first letter, `capitalize` would also raise "De".
globalStyle(`${heading}::first-letter`, { textTransform: "uppercase" });

export const grid = style({ borderCollapse: "collapse", fontSize: vars.fontSize.sm, marginInline: "auto" });

globalStyle(`${grid} th`, {
  paddingBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
});

export const cell = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  borderRadius: vars.radius.pill,
  color: vars.color.text.default,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-outside-month]": { visibility: "hidden" },
    "&[data-hovered]": { background: vars.color.tone.primary.soft, color: vars.color.tone.primary.text },
    "&[data-selected]": {
      background: vars.color.tone.primary.solid,
      color: vars.color.tone.primary.onSolid,
      fontWeight: vars.fontWeight.semibold,
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
    "&[data-disabled], &[data-unavailable]": {
      color: vars.color.text.disabled,
      cursor: "default",
      background: "transparent",
      textDecoration: "line-through",
    },
  },
});
