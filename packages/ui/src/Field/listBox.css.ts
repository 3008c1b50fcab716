import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

/** The popover and option list shared by Select, ComboBox, the multi-select and the phone's country selector. */
export const popover = style({
  boxSizing: "border-box",
  minWidth: "var(--trigger-width)",
  maxWidth: "min(420px, 95vw)",
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  outline: "none",
});

export const listBox = style({
  maxHeight: "min(320px, var(--visual-viewport-height, 60vh))",
  overflowY: "auto",
  padding: vars.space.xs,
  outline: "none",
  boxSizing: "border-box",
});

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.default,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused], &[data-hovered]": {
      background: vars.color.tone.primary.soft,
      color: vars.color.tone.primary.text,
    },
    "&[data-selected]": { fontWeight: vars.fontWeight.semibold },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    "&[data-disabled]": { color: vars.color.text.disabled, cursor: "not-allowed" },
  },
});

/** The check mark column: always takes its width so the labels of selected and other options line up. */
export const optionCheck = style({
  display: "inline-flex",
  width: "16px",
  height: "16px",
  flexShrink: 0,
  color: "currentColor",
});

globalStyle(`${optionCheck} svg`, { width: "16px", height: "16px" });

export const emptyState = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});
