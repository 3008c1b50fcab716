import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const tabs = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  selectors: { "&[data-orientation=vertical]": { flexDirection: "row" } },
});

export const tabList = style({
  display: "flex",
  gap: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  overflowX: "auto",
  selectors: {
    "&[data-orientation=vertical]": {
      flexDirection: "column",
      borderBlockEnd: 0,
      borderInlineEnd: `1px solid ${vars.color.border.default}`,
    },
  },
});

export const tab = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.muted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  outline: "none",
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    // The indicator sits on the list's border, so the selected tab reads as joined to its panel.
    "&::after": {
      content: '""',
      position: "absolute",
      insetInline: 0,
      insetBlockEnd: "-1px",
      height: "2px",
      background: "transparent",
    },
    "&[data-hovered]": { color: vars.color.text.default, background: vars.color.tone.neutral.soft },
    "&[data-selected]": { color: vars.color.tone.primary.text },
    "&[data-selected]::after": { background: vars.color.tone.primary.solid },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
    "&[data-disabled]": { color: vars.color.text.disabled, cursor: "not-allowed" },
  },
});

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "1.25rem",
  height: "1.25rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.tone.danger.solid,
  color: vars.color.tone.danger.onSolid,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
});

export const panel = style({
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});
