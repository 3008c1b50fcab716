import { media, vars } from "@seleta/brand-themes";
import { keyframes, style } from "@vanilla-extract/css";

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

/** `responsive` layout: the side drawer from the mobile breakpoint up, the sheet's menu button below it. */
/**
 * Hides what the other layout shows. These classes sit beside a component's own class (the trigger's icon button), and
 * stylesheets arrive in the order of the chunks a page loads: the doubled class outranks a single one, so the rule
 * holds whichever file comes last.
 */
export const desktopOnly = style({ "@media": { [media.mobile]: { selectors: { "&&": { display: "none" } } } } });
export const mobileOnly = style({ "@media": { [media.desktop]: { selectors: { "&&": { display: "none" } } } } });

const slideIn = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "none" } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const sheetOverlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.drawer,
  display: "flex",
  // The scrim: the brand's dark background at 50 %, as behind dialogs.
  background: `color-mix(in srgb, ${vars.color.brand.secondaryDarkBackground} 50%, transparent)`,
  selectors: { "&[data-entering]": { animation: `${fadeIn} ${vars.motion.normal} ease-out` } },
  "@media": { [media.reducedMotion]: { animation: "none" } },
});

export const sheet = style({
  display: "flex",
  width: `min(${DRAWER_WIDTH.open + 64}px, 85vw)`,
  height: "100%",
  outline: "none",
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.lg,
  selectors: { "&[data-entering]": { animation: `${slideIn} ${vars.motion.normal} ease-out` } },
  "@media": { [media.reducedMotion]: { animation: "none" } },
});

export const sheetDialog = style({ display: "flex", flex: 1, minWidth: 0, outline: "none" });

export const sheetNav = style({
  display: "flex",
  flexDirection: "column",
  flex: 1,
  minWidth: 0,
  fontFamily: vars.font.body,
});
