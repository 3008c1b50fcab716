import { vars } from "@seleta/brand-themes";
import { style, styleVariants } from "@vanilla-extract/css";

export const timeline = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

export const step = style({
  position: "relative",
  display: "grid",
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.xl,
  selectors: {
    // The line to the next step, from this step's dot.
    "&:not(:last-child)::before": {
      content: '""',
      position: "absolute",
      insetInlineStart: "7px",
      insetBlockStart: "18px",
      insetBlockEnd: `calc(-1 * ${vars.space.md})`,
      borderInlineStart: `2px solid ${vars.color.border.strong}`,
    },
  },
});

const dotBase = {
  position: "absolute",
  insetInlineStart: 0,
  insetBlockStart: "3px",
  width: "16px",
  height: "16px",
  borderRadius: vars.radius.pill,
  boxSizing: "border-box",
} as const;

/** Reached steps are filled, the current one ringed, the steps ahead hollow. */
export const dot = styleVariants({
  reached: { ...dotBase, background: vars.color.tone.primary.solid },
  current: {
    ...dotBase,
    background: vars.color.tone.primary.solid,
    boxShadow: `0 0 0 3px ${vars.color.tone.primary.soft}`,
  },
  upcoming: { ...dotBase, background: vars.color.surface.page, border: `2px solid ${vars.color.border.strong}` },
});

export const label = styleVariants({
  reached: { fontWeight: vars.fontWeight.medium, color: vars.color.text.default },
  current: { fontWeight: vars.fontWeight.bold, color: vars.color.text.default },
  upcoming: { color: vars.color.text.muted },
});

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const closure = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.default });
