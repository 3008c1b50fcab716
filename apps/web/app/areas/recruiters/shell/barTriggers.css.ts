/**
 * The bar widgets' triggers as they look closed (the same values as the widgets' own styles in
 * packages/domain/src/widgets and packages/ui/src/SpeedDial), for the light triggers DeferredWidget shows before
 * a widget's chunk is loaded. Plain buttons: :hover/:active/:focus-visible stand for react-aria's data-* states.
 */
import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** Layout-neutral: the bar lays out the trigger or the widget as if this box were not there. */
export const box = style({ display: "contents" });

const base = style({
  display: "inline-flex",
  alignItems: "center",
  border: "1px solid transparent",
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

const neutralHover = style({
  selectors: {
    "&:hover": { background: vars.color.tone.neutral.soft },
    "&:active": { background: vars.color.tone.neutral.softHover },
  },
});

export const entities = style([
  base,
  neutralHover,
  {
    gap: vars.space.sm,
    height: "40px",
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const addNew = style([
  base,
  {
    justifyContent: "center",
    width: "40px",
    height: "40px",
    padding: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    background: vars.color.tone.primary.solid,
    color: vars.color.tone.primary.onSolid,
    selectors: {
      "&:hover": { background: vars.color.tone.primary.solidHover },
      "&:active": { background: vars.color.tone.primary.solidActive },
    },
  },
]);

export const bell = style([
  base,
  neutralHover,
  {
    position: "relative",
    justifyContent: "center",
    width: "40px",
    height: "40px",
    padding: 0,
    borderRadius: vars.radius.pill,
  },
]);

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

export const userRoot = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.md,
});

export const user = style([
  base,
  {
    gap: vars.space.sm,
    height: "44px",
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    selectors: { "&:hover": { background: vars.color.tone.neutral.soft } },
  },
]);

/** The speed-dial's place and round button (packages/ui SpeedDial: layer 900, bottom-left). */
export const dial = style({
  zIndex: 900,
  position: "fixed",
  insetBlockEnd: vars.space.xl,
  insetInlineStart: vars.space.xl,
});

export const fab = style([
  base,
  {
    boxSizing: "border-box",
    justifyContent: "center",
    width: "56px",
    height: "56px",
    border: 0,
    borderRadius: vars.radius.pill,
    background: vars.color.tone.primary.solid,
    color: vars.color.tone.primary.onSolid,
    boxShadow: vars.shadow.lg,
    transition: `background-color ${vars.motion.fast}`,
    selectors: {
      "&:hover": { background: vars.color.tone.primary.solidHover },
      "&:active": { background: vars.color.tone.primary.solidActive },
      "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "3px" },
    },
  },
]);

export const glyph = style({ display: "inline-flex" });
