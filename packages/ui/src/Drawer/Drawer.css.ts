import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** Widths of the two states; plain constants until the contract has sizes. */
export const DRAWER_WIDTH = { open: 256, mini: 56 } as const;

export const drawer = style({
  display: "flex",
  flexDirection: "column",
  boxSizing: "border-box",
  flexShrink: 0,
  width: `${DRAWER_WIDTH.open}px`,
  height: "100%",
  overflow: "hidden",
  background: vars.color.surface.raised,
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
  fontFamily: vars.font.body,
  transition: `width ${vars.motion.normal} ease`,
  selectors: { "&[data-mini]": { width: `${DRAWER_WIDTH.mini}px` } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const top = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "56px",
  padding: `0 ${vars.space.md}`,
});

export const header = style({ flex: 1, minWidth: 0, overflow: "hidden", whiteSpace: "nowrap" });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  listStyle: "none",
  overflowY: "auto",
  overflowX: "hidden",
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: "40px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.tone.neutral.soft },
    "&[data-current]": { background: vars.color.tone.primary.soft, color: vars.color.tone.primary.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
  },
});

export const itemIcon = style({ display: "inline-flex", flexShrink: 0, width: "24px", justifyContent: "center" });
