import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** Floats over page content, under dialogs (1000). Plain constant until the contract has layers. */
export const SPEED_DIAL_LAYER = 900;

export const root = style({ zIndex: SPEED_DIAL_LAYER });

export const fixed = style({
  position: "fixed",
  insetBlockEnd: vars.space.xl,
  selectors: {
    "&[data-placement=start]": { insetInlineStart: vars.space.xl },
    "&[data-placement=end]": { insetInlineEnd: vars.space.xl },
  },
});

export const fab = style({
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "56px",
  height: "56px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.tone.primary.solid,
  color: vars.color.tone.primary.onSolid,
  boxShadow: vars.shadow.lg,
  cursor: "pointer",
  outline: "none",
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    "&[data-hovered]": { background: vars.color.tone.primary.solidHover },
    "&[data-pressed]": { background: vars.color.tone.primary.solidActive },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "3px" },
  },
});

export const fabIcon = style({
  display: "inline-flex",
  transition: `transform ${vars.motion.normal}`,
  selectors: { "[aria-expanded=true] > &": { transform: "rotate(45deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const popover = style({ zIndex: SPEED_DIAL_LAYER, outline: "none" });

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  outline: "none",
});

export const panelStart = style({ alignItems: "flex-start" });
export const panelEnd = style({ alignItems: "flex-end" });

export const action = style({
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "40px",
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.tone.primary.soft, color: vars.color.tone.primary.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const actionIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "30px",
  height: "30px",
  borderRadius: vars.radius.pill,
  background: vars.color.tone.primary.soft,
  color: vars.color.tone.primary.text,
});
