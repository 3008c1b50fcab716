import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** Spec §9's narrow breakpoint: below it the bar keeps the search and the avatar, not the greeting. */
const narrow = "screen and (max-width: 767px)";

export const bar = style({
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
  "@media": { [narrow]: { gap: vars.space.xs, paddingInline: vars.space.sm } },
});

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

export const userButton = style({
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
  selectors: {
    "&[data-hovered]": { background: vars.color.surface.page },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const greeting = style({ "@media": { [narrow]: { display: "none" } } });

export const body = style({ display: "flex", flex: 1, minHeight: 0, alignItems: "stretch" });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  outline: "none",
  "@media": { [narrow]: { padding: vars.space.sm } },
});
