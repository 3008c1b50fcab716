import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const entry = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "40px",
  maxWidth: "320px",
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { color: vars.color.tone.primary.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const icon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "30px",
  height: "30px",
  borderRadius: vars.radius.pill,
  background: vars.color.tone.primary.soft,
  color: vars.color.tone.primary.text,
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.muted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

/** The speed-dial turns its glyph 45° while open (a plus becomes a cross); the list glyph stays upright. */
export const fabGlyph = style({
  display: "inline-flex",
  transition: `transform ${vars.motion.normal}`,
  selectors: { "[aria-expanded=true] &": { transform: "rotate(-45deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
