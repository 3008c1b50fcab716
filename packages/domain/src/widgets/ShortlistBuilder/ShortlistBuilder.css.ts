import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const builder = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
  minWidth: 0,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const help = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xs,
  outline: "none",
  borderRadius: vars.radius.md,
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
    "&[data-drop-target]": { background: vars.color.surface.selected },
  },
});

export const row = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
  outline: "none",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.border.strong },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
    "&[data-dragging]": { opacity: 0.5 },
  },
});

export const dragHandle = style({
  display: "inline-flex",
  flexShrink: 0,
  padding: vars.space.xxs,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text.muted,
  cursor: "grab",
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const position = style({
  minWidth: "2rem",
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
  fontVariantNumeric: "tabular-nums",
});

export const who = style({ display: "flex", flexDirection: "column", flex: 1, minWidth: 0 });

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const muted = style({ color: vars.color.text.muted, fontSize: vars.fontSize.xs });

export const dropIndicator = style({
  selectors: {
    "&[data-drop-target]": { outline: `1px solid ${vars.color.tone.primary.solid}` },
  },
});

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.tone.danger.soft,
  color: vars.color.tone.danger.text,
  fontSize: vars.fontSize.sm,
});

export const editors = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const editor = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const editorTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const switches = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg });
