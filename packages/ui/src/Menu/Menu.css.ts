import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** Same layer as popovers: a menu can open from inside a dialog. */
export const MENU_LAYER = 1100;

export const popover = style({
  zIndex: MENU_LAYER,
  minWidth: "var(--trigger-width)",
  maxWidth: "320px",
  overflow: "auto",
});

export const menu = style({
  minWidth: "180px",
  padding: vars.space.xs,
  outline: "none",
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { background: vars.color.tone.primary.soft, color: vars.color.tone.primary.text },
    "&[data-pressed]": { background: vars.color.tone.primary.softHover },
    "&[data-disabled]": { color: vars.color.text.disabled, cursor: "not-allowed" },
  },
});

export const danger = style({
  color: vars.color.tone.danger.text,
  selectors: {
    "&[data-focused]": { background: vars.color.tone.danger.soft, color: vars.color.tone.danger.text },
  },
});

export const icon = style({ display: "inline-flex", flexShrink: 0, width: "16px", justifyContent: "center" });

/** Reserved even when unchecked, so labels line up in a selectable menu. */
export const check = style({ display: "inline-flex", flexShrink: 0, width: "16px" });

export const label = style({ flex: 1, minWidth: 0 });

export const sectionHeader = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const separator = style({
  height: "1px",
  margin: `${vars.space.xs} 0`,
  border: 0,
  background: vars.color.border.default,
});
