import { vars } from "@seleta/brand-themes";
import { visuallyHiddenRules } from "@seleta/ui/visually-hidden";
import { globalStyle, style } from "@vanilla-extract/css";

/** Below this the bar's labels collapse to their icons (spec §9 breakpoints: 1200 and 768 px). */
const compact = "screen and (max-width: 1199px)";
const narrow = "screen and (max-width: 900px)";

export const bar = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface.raised,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.sm,
});

export const nav = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: "60px",
  paddingInline: vars.space.lg,
  "@media": { [narrow]: { gap: vars.space.xs, paddingInline: vars.space.sm } },
});

export const home = style({ display: "inline-flex", alignItems: "center", flexShrink: 0 });

export const entities = style({ flexShrink: 0 });

export const search = style({
  display: "flex",
  flex: "1 1 auto",
  minWidth: 0,
  justifyContent: "center",
  "@media": { [compact]: { justifyContent: "flex-end" } },
});

export const end = style({ display: "flex", alignItems: "center", gap: vars.space.xs, flexShrink: 0 });

// The widgets draw their own triggers; in a narrower bar their labels go, their icons stay.
globalStyle(`${entities} [data-testid="active-entity"] > span`, { "@media": { [compact]: visuallyHiddenRules } });
globalStyle(`${end} button > span:not([class])`, { "@media": { [compact]: visuallyHiddenRules } });

export const main = style({
  flex: "1 1 auto",
  boxSizing: "border-box",
  width: "100%",
  maxWidth: "1600px",
  marginInline: "auto",
  padding: vars.space.xl,
  // Room for the history speed-dial in the bottom-left corner.
  paddingBlockEnd: "96px",
  outline: "none",
  "@media": { [narrow]: { padding: vars.space.md, paddingBlockEnd: "96px" } },
});
