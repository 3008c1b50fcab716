import { media, vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/**
 * Laid over the bottom of the viewport, never in the flow: the page under it does not move when it shows or
 * goes (no layout shift), and it is in the server's HTML from the start.
 */
export const banner = style({
  position: "fixed",
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const inner = style({
  display: "grid",
  gap: vars.space.md,
  maxInlineSize: "1140px",
  marginInline: "auto",
  padding: `${vars.space.lg} ${vars.space.lg}`,
  "@media": { [media.up("md")]: { gridTemplateColumns: "1fr auto", alignItems: "center" } },
});

export const text = style({ margin: 0 });

export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: `${vars.space.xs} 0 0` });

export const link = style({ color: vars.color.text.link, textDecoration: "underline" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

const button = style({
  minBlockSize: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  font: "inherit",
  fontWeight: vars.fontWeight.semibold,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
});

export const primary = style([
  button,
  {
    border: "1px solid transparent",
    background: vars.color.tone.primary.solid,
    color: vars.color.tone.primary.onSolid,
    selectors: { "&:hover": { background: vars.color.tone.primary.solidHover } },
  },
]);

export const secondary = style([
  button,
  {
    border: `1px solid ${vars.color.border.strong}`,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    selectors: { "&:hover": { background: vars.color.surface.hover } },
  },
]);
