import { media, vars } from "@seleta/brand-themes";
import { type StyleRule, style, styleVariants } from "@vanilla-extract/css";

/** Spec §9's narrow breakpoint: below it the bar keeps the search and the avatar, not the greeting. */
const narrow = "screen and (max-width: 767px)";

/**
 * `responsive` follows the screen: the side menu is a column from the app's mobile breakpoint up and a sheet below
 * it, and the bar is compact below the narrow breakpoint. `wide` and `small` force one or the other (stories).
 */
const frame = { display: "flex", flexDirection: "column", flex: 1, minHeight: 0 } as const;
export const layout = styleVariants({ responsive: frame, wide: frame, small: frame });

function applied(query: string, forcedBy: string, rule: StyleRule): StyleRule {
  return {
    "@media": { [query]: { selectors: { [`${layout.responsive} &`]: rule } } },
    selectors: { [`${forcedBy} &`]: rule },
  } as StyleRule;
}

/** The side menu as a sheet. */
const whenSheet = (rule: StyleRule) => applied(media.mobile, layout.small, rule);
/** The side menu as a column beside the page. */
const whenSide = (rule: StyleRule) => applied(media.desktop, layout.wide, rule);
/** The bar on a phone. */
const whenNarrow = (rule: StyleRule) => applied(narrow, layout.small, rule);

export const bar = style([
  {
    position: "sticky",
    insetBlockStart: 0,
    zIndex: vars.zIndex.header,
    display: "flex",
    alignItems: "center",
    gap: vars.space.md,
    minHeight: "60px",
    paddingInline: vars.space.lg,
    background: vars.color.surface.raised,
    borderBlockEnd: `1px solid ${vars.color.border.default}`,
    boxShadow: vars.shadow.sm,
  },
  whenNarrow({ gap: vars.space.xs, paddingInline: vars.space.sm }),
]);

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" } as const;

const plainButton = {
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: "none",
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.text.default,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  flexShrink: 0,
  outline: "none",
  selectors: { "&:hover": { background: vars.color.surface.page }, "&:focus-visible": focusRing },
} as const;

/** "Abrir menu": only where the side menu is a sheet. */
export const menuButton = style([plainButton, { display: "none" }, whenSheet({ display: "inline-flex" })]);

export const home = style({ display: "inline-flex", alignItems: "center", flexShrink: 0 });

export const search = style({ display: "flex", flex: "1 1 auto", minWidth: 0, justifyContent: "center" });

export const searchForm = style({ display: "flex", justifyContent: "center", inlineSize: "100%" });

export const searchBox = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  inlineSize: "100%",
  maxInlineSize: "28rem",
  paddingInline: vars.space.sm,
  background: vars.color.surface.page,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.muted,
  selectors: { "&:focus-within": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: "36px",
  border: "none",
  background: "transparent",
  color: vars.color.text.default,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  outline: "none",
  "::placeholder": { color: vars.color.text.muted, opacity: 1 },
});

export const userButton = style(plainButton);

export const greeting = style(whenNarrow({ display: "none" }));

/** The avatar menu: the browser's popover, under the bar at the inline end. */
export const userMenu = style({
  position: "fixed",
  inset: "auto",
  insetBlockStart: "60px",
  insetInlineEnd: vars.space.md,
  margin: 0,
  minWidth: "12rem",
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
});

const itemBase = {
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  boxSizing: "border-box",
  inlineSize: "100%",
  minHeight: "40px",
  paddingInline: vars.space.sm,
  border: "none",
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.text.default,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: "start",
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  outline: "none",
} as const;

export const userMenuItem = style({
  ...itemBase,
  selectors: {
    "&:hover": { background: vars.color.tone.neutral.soft },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
  },
});

export const body = style({ display: "flex", flex: 1, minHeight: 0, alignItems: "stretch" });

/**
 * The side menu is one element for both layouts: on wide screens a column beside the page (its popover's hidden
 * state overridden), on small ones the browser's popover shown as a sheet from the inline start.
 */
export const sideMenu = style([
  {
    boxSizing: "border-box",
    margin: 0,
    padding: `${vars.space.sm} 0`,
    border: "none",
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    fontFamily: vars.font.body,
    overflowY: "auto",
  },
  whenSide({
    position: "static",
    display: "block",
    flexShrink: 0,
    inlineSize: "256px",
    blockSize: "auto",
    borderInlineEnd: `1px solid ${vars.color.border.default}`,
  }),
  whenSheet({
    position: "fixed",
    inset: 0,
    insetInlineEnd: "auto",
    inlineSize: "min(320px, 85vw)",
    blockSize: "100%",
    maxBlockSize: "none",
    boxShadow: vars.shadow.lg,
  }),
  // The scrim behind the sheet (only an open popover has a backdrop): the brand's dark background at 50 %.
  {
    selectors: {
      "&::backdrop": {
        background: `color-mix(in srgb, ${vars.color.brand.secondaryDarkBackground} 50%, transparent)`,
      },
    },
  },
]);

export const menuList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  listStyle: "none",
});

export const menuItem = style({
  ...itemBase,
  gap: vars.space.md,
  selectors: {
    "&:hover": { background: vars.color.tone.neutral.soft },
    "&[aria-current=page]": { background: vars.color.tone.primary.soft, color: vars.color.tone.primary.text },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
  },
});

export const main = style([
  { flex: 1, minWidth: 0, padding: vars.space.lg, outline: "none" },
  whenNarrow({ padding: vars.space.sm }),
]);
