import { vars } from "@seleta/brand-themes";
import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { DIALOG_SIZES, dialogWidth } from "./sizes";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({ from: { transform: "translateY(8px)", opacity: 0 }, to: { transform: "none", opacity: 1 } });

/** Above page content; a plain constant until the contract has z-index layers. */
export const DIALOG_LAYER = 1000;

export const overlay = style({
  boxSizing: "border-box",
  position: "fixed",
  inset: 0,
  zIndex: DIALOG_LAYER,
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  padding: vars.space.lg,
  // The scrim: the brand's dark background colour at 50 %, so it reads as the brand's own shade.
  background: `color-mix(in srgb, ${vars.color.brand.secondaryDarkBackground} 50%, transparent)`,
  selectors: {
    "&[data-entering]": { animation: `${fadeIn} ${vars.motion.normal} ease-out` },
    "&[data-exiting]": { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
  },
});

export const overlayBottom = style({ alignItems: "flex-end", paddingBottom: 0 });

export const modal = style({
  display: "flex",
  width: "100%",
  maxHeight: "100%",
  outline: "none",
  selectors: {
    "&[data-entering]": { animation: `${riseIn} ${vars.motion.normal} ease-out` },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const modalWidth = styleVariants(
  Object.fromEntries(
    DIALOG_SIZES.flatMap((size) => [
      [`center-${size}`, { maxWidth: `${dialogWidth(size, "center")}px` }],
      [`bottom-${size}`, { maxWidth: `${dialogWidth(size, "bottom")}px` }],
    ]),
  ),
);

export const dialog = style({
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  width: "100%",
  minHeight: 0,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: "none",
  fontFamily: vars.font.body,
});

export const dialogBottom = style({ borderEndStartRadius: 0, borderEndEndRadius: 0 });

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  paddingBlockStart: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: "auto",
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: "none",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" } },
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});
