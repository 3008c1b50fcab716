import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

/** Shared by Checkbox and RadioGroup: a control beside its label, the whole row clickable. */
export const choiceField = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  fontFamily: vars.font.body,
});

export const choice = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.default,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-disabled]": { color: vars.color.text.disabled, cursor: "not-allowed" },
    "&[data-readonly]": { cursor: "default" },
  },
});

const indicatorBase = {
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "20px",
  height: "20px",
  // Centred on the first line of the label (line height 1.5 × 16px = 24px).
  marginBlockStart: "2px",
  border: `2px solid ${vars.color.border.field}`,
  background: vars.color.surface.raised,
  color: vars.color.tone.primary.onSolid,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
} as const;

const indicatorStates = {
  [`${choice}[data-hovered] &`]: { borderColor: vars.color.text.muted },
  [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
    background: vars.color.tone.primary.solid,
    borderColor: vars.color.tone.primary.solid,
  },
  [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  [`${choice}[data-invalid] &`]: { borderColor: vars.color.tone.danger.solid },
  [`${choice}[data-disabled] &`]: { borderColor: vars.color.border.strong, background: vars.color.surface.sunken },
  [`${choice}[data-disabled][data-selected] &`]: {
    background: vars.color.border.strong,
    color: vars.color.surface.raised,
  },
  [`${choice}[data-readonly][data-selected] &`]: {
    background: vars.color.surface.sunken,
    borderColor: vars.color.tone.primary.solid,
    color: vars.color.tone.primary.text,
  },
};

export const checkbox = style({ ...indicatorBase, borderRadius: vars.radius.sm, selectors: indicatorStates });

globalStyle(`${checkbox} svg`, { width: "14px", height: "14px", strokeWidth: 3 });

/** A radio: the selected state is a ring with a dot, drawn with an inset shadow so it scales with the brand colour. */
export const radio = style({
  ...indicatorBase,
  borderRadius: vars.radius.pill,
  selectors: {
    ...indicatorStates,
    [`${choice}[data-selected] &`]: {
      borderColor: vars.color.tone.primary.solid,
      background: vars.color.surface.raised,
      boxShadow: `inset 0 0 0 4px ${vars.color.tone.primary.solid}`,
    },
    [`${choice}[data-disabled][data-selected] &`]: { boxShadow: `inset 0 0 0 4px ${vars.color.border.strong}` },
  },
});

/** The group's options, stacked or in a row. */
export const options = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

export const optionsRow = style({ flexDirection: "row", flexWrap: "wrap", columnGap: vars.space.lg });
