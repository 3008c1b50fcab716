import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** A full-height column in the brand's page colours. */
export const frame = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
});

/** Hidden above the page until focused. */
export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.sm,
  insetBlockStart: "-100px",
  zIndex: vars.zIndex.tooltip,
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.link,
  borderRadius: vars.radius.md,
  selectors: { "&:focus": { insetBlockStart: vars.space.sm } },
});
