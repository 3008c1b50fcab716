import { SIZES, vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

const N = SIZES.notifications;

export const bell = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  padding: 0,
  border: "1px solid transparent",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.tone.neutral.soft },
    "&[data-pressed]": { background: vars.color.tone.neutral.softHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

/** Spec §2: the unread count on a red badge. */
export const bellBadge = style({
  position: "absolute",
  insetBlockStart: "2px",
  insetInlineEnd: "0",
  minWidth: "18px",
  height: "18px",
  paddingInline: "4px",
  boxSizing: "border-box",
  borderRadius: vars.radius.pill,
  background: vars.color.tone.danger.solid,
  color: vars.color.tone.danger.onSolid,
  fontFamily: vars.font.body,
  fontSize: "11px",
  fontWeight: vars.fontWeight.bold,
  lineHeight: "18px",
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
});

/** Spec §9: the panel is 550–575 px wide (less on a narrow screen). */
export const panel = style({
  boxSizing: "border-box",
  zIndex: 1100,
  width: `${N.panelMaxWidth}px`,
  minWidth: `min(${N.panelMinWidth}px, calc(100vw - 16px))`,
  maxWidth: `min(${N.panelMaxWidth}px, calc(100vw - 16px))`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: "none",
});

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  outline: "none",
});

/**
 * Spec §9: nine category tabs in a panel at most 575 px wide do not fit on one line; scrolled sideways, the last ones
 * (and their unread badges) hid past the edge. They wrap instead, a little tighter than ui's default tab, so every
 * tab and badge is in sight. ui's Tabs take no class: the panel styles the tab list it holds.
 */
globalStyle(`${dialog} [role="tablist"]`, { flexWrap: "wrap", overflowX: "visible", rowGap: vars.space.xxs });

globalStyle(`${dialog} [role="tab"]`, { paddingInline: vars.space.sm });

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** Spec §9: the list scrolls past 600 px. */
export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  maxHeight: `${N.listMaxHeight}px`,
  overflowY: "auto",
  overflowX: "auto",
});

/** Spec §9: cards at least 530 px wide. */
export const card = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  boxSizing: "border-box",
  minWidth: `min(${N.cardMinWidth}px, 100%)`,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  selectors: {
    "&[data-unread]": {
      background: vars.color.tone.primary.soft,
      borderColor: vars.color.tone.primary.border,
    },
  },
});

export const cardMain = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xxs,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textAlign: "start",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surface.hover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
    "&[data-disabled]": { cursor: "default" },
  },
});

export const message = style({
  lineHeight: vars.lineHeight.normal,
  selectors: { "[data-unread] &": { fontWeight: vars.fontWeight.semibold } },
});

export const date = style({
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
});
