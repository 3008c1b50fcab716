import { vars } from "@seleta/brand-themes";
import { style, styleVariants } from "@vanilla-extract/css";
import { TOAST_TONES } from "./toastQueue";

/** Spec §9: toasts at most 350 px wide, top centre. */
export const TOAST_MAX_WIDTH = 350;
/** Above dialogs and popovers: a toast can report what a dialog just did. Constant until the contract has layers. */
export const TOAST_LAYER = 1300;

export const region = style({
  boxSizing: "border-box",
  position: "fixed",
  zIndex: TOAST_LAYER,
  insetBlockStart: vars.space.lg,
  insetInlineStart: "50%",
  transform: "translateX(-50%)",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: `min(${TOAST_MAX_WIDTH}px, calc(100vw - 2 * ${vars.space.lg}))`,
  margin: 0,
  padding: 0,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "4px" },
  },
});

export const toast = style({
  boxSizing: "border-box",
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderInlineStartWidth: "4px",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

/** The tone is the thick start border: colour is never the only signal, the title says what happened. */
export const tone = styleVariants(
  Object.fromEntries(TOAST_TONES.map((t) => [t, { borderInlineStartColor: vars.color.tone[t].solid }])) as Record<
    (typeof TOAST_TONES)[number],
    { borderInlineStartColor: string }
  >,
);

export const content = style({ flex: 1, minWidth: 0, paddingBlockStart: vars.space.xs });

export const title = style({ display: "block", fontWeight: vars.fontWeight.semibold });

export const description = style({ display: "block", color: vars.color.text.muted });
