import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

export const zone = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.border.field}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  textAlign: "center",
  fontSize: vars.fontSize.sm,
  outline: "none",
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.text.muted },
    "&[data-drop-target]": { borderColor: vars.color.tone.primary.solid, background: vars.color.tone.primary.soft },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&[data-invalid]": { borderColor: vars.color.tone.danger.solid },
    "&[data-disabled]": {
      background: vars.color.surface.sunken,
      color: vars.color.text.disabled,
      cursor: "not-allowed",
    },
  },
});

// Stays red under the pointer too: a refused file must not look fixed because the mouse moved over the zone.
export const zoneInvalid = style({
  borderColor: vars.color.tone.danger.solid,
  selectors: { "&[data-hovered]": { borderColor: vars.color.tone.danger.solid } },
});

export const icon = style({ width: "28px", height: "28px", color: vars.color.tone.primary.text });

export const limits = style({ color: vars.color.text.muted, fontSize: vars.fontSize.xs });

export const fileList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const fileItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontSize: vars.fontSize.sm,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const fileSize = style({ color: vars.color.text.muted, fontVariantNumeric: "tabular-nums" });

export const errors = style([fileList, { color: vars.color.tone.danger.text, fontSize: vars.fontSize.sm }]);

globalStyle(`${errors} li`, { display: "flex", alignItems: "flex-start", gap: vars.space.xs });

export const errorIcon = style({ flexShrink: 0, marginTop: "0.125em" });
