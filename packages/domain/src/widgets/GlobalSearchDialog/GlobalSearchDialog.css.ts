import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const chips = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const status = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.lg} 0`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

export const error = style({ color: vars.color.tone.danger.text });

export const listBox = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});

export const sectionHeader = style({
  margin: `0 0 ${vars.space.xs}`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surface.hover },
    "&[data-focused]": { background: vars.color.surface.selected },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
  },
});

export const itemIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "32px",
  height: "32px",
  borderRadius: vars.radius.pill,
  background: vars.color.tone.primary.soft,
  color: vars.color.tone.primary.text,
});

export const itemText = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
});

export const itemTitle = style({ fontWeight: vars.fontWeight.medium });

export const itemSubtitle = style({ color: vars.color.text.muted, fontSize: vars.fontSize.xs });
