import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "flex",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  selectors: { '&[data-orientation="vertical"]': { flexDirection: "column" } },
});

export const step = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-status="current"]': { color: vars.color.text.default, fontWeight: vars.fontWeight.semibold },
    '&[data-status="complete"]': { color: vars.color.text.default },
  },
});

/** The line that joins a step to the next; it fills in the brand colour once the step is done. */
export const connector = style({
  flex: 1,
  minWidth: vars.space.lg,
  height: "2px",
  background: vars.color.border.default,
  selectors: {
    [`${step}[data-status="complete"] &`]: { background: vars.color.tone.primary.solid },
    [`${list}[data-orientation="vertical"] &`]: { display: "none" },
  },
});

export const marker = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "28px",
  height: "28px",
  borderRadius: "50%",
  border: `2px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: vars.color.text.muted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  selectors: {
    [`${step}[data-status="current"] &`]: {
      borderColor: vars.color.tone.primary.solid,
      color: vars.color.tone.primary.text,
      boxShadow: `0 0 0 3px ${vars.color.tone.primary.soft}`,
    },
    [`${step}[data-status="complete"] &`]: {
      borderColor: vars.color.tone.primary.solid,
      background: vars.color.tone.primary.solid,
      color: vars.color.tone.primary.onSolid,
    },
  },
});

export const text = style({ display: "grid", minWidth: 0 });
export const description = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
});
