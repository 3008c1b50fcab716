import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

export const tagList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, outline: "none" });

export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.tone.primary.soft,
  color: vars.color.tone.primary.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
    "&[data-disabled]": { background: vars.color.surface.sunken, color: vars.color.text.disabled },
  },
});

export const removeButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "20px",
  height: "20px",
  padding: 0,
  border: "none",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": {
      background: vars.color.tone.primary.softHover,
      color: vars.color.tone.primary.softHoverText,
    },
  },
});

globalStyle(`${removeButton} svg`, { width: "14px", height: "14px" });
