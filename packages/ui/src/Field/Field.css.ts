import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

/**
 * The anatomy every field shares (label, control, description, error) and the box its control sits in. One file,
 * so a text field, a select trigger and a date input line up and change state the same way in every brand.
 */
export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.default,
});

export const requiredMarker = style({ color: vars.color.tone.danger.text, marginInlineStart: vars.space.xxs });

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.muted,
});

export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.tone.danger.text,
});

/** What a control looks like at rest and in each react-aria state; shared by inputs and groups. */
const boxBase = {
  boxSizing: "border-box",
  minHeight: "40px",
  width: "100%",
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  outline: "none",
} as const;

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" } as const;
const invalid = {
  borderColor: vars.color.tone.danger.solid,
  boxShadow: `inset 0 0 0 1px ${vars.color.tone.danger.solid}`,
};
const disabled = {
  background: vars.color.surface.sunken,
  color: vars.color.text.disabled,
  borderColor: vars.color.border.strong,
  cursor: "not-allowed",
};
const readOnly = { background: vars.color.surface.sunken, borderStyle: "dashed" } as const;

export const input = style({
  ...boxBase,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  selectors: {
    "&::placeholder": { color: vars.color.text.muted, opacity: 1 },
    "&[data-hovered]": { borderColor: vars.color.text.muted },
    "&[data-focused]": focusRing,
    // A page sent without scripts has no react-aria states: the browser's own focus and validity stand in.
    "&:focus-visible": focusRing,
    "&[aria-invalid=true]": invalid,
    "&[data-invalid]": invalid,
    "&[readonly]": readOnly,
    "&[data-disabled]": disabled,
  },
});

export const textArea = style([input, { minHeight: "96px", resize: "vertical" }]);

/**
 * The same box for the browser's own controls (a page sent without scripts): hover and disabled come from the
 * browser's pseudo-classes instead of react-aria's data attributes.
 */
export const nativeInput = style([
  input,
  {
    selectors: {
      "&:hover:not(:disabled):not([readonly]):not([aria-invalid=true])": { borderColor: vars.color.text.muted },
      "&:disabled": disabled,
    },
  },
]);

/** The box of a field drawn from parts of its own (RichTextField: a toolbar over the text), in the same states. */
export const partsBox = style({
  ...boxBase,
  margin: 0,
  padding: 0,
  minWidth: 0,
  selectors: {
    "&:hover": { borderColor: vars.color.text.muted },
    "&[data-invalid]": invalid,
    "&[data-disabled]": disabled,
  },
});

/** A box holding an input and buttons (number steppers, password toggle, date segments, combobox trigger). */
export const group = style({
  ...boxBase,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingInline: vars.space.xs,
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.text.muted },
    "&[data-focus-within]": focusRing,
    "&[data-invalid]": invalid,
    "&[data-readonly]": readOnly,
    "&[data-disabled]": disabled,
  },
});

/** The input inside a group: the group draws the box, the input only holds the text. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: "stretch",
  border: "none",
  background: "transparent",
  color: "inherit",
  font: "inherit",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  outline: "none",
  selectors: {
    "&::placeholder": { color: vars.color.text.muted, opacity: 1 },
    "&[data-disabled]": { cursor: "not-allowed" },
  },
});

/** A square button inside a group: steppers, the password toggle, the calendar and options triggers. */
export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "32px",
  height: "32px",
  padding: 0,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text.muted,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.tone.neutral.soft, color: vars.color.text.default },
    "&[data-pressed]": { background: vars.color.tone.neutral.softHover },
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { cursor: "not-allowed", color: vars.color.text.disabled, background: "transparent" },
  },
});

/** A button that looks like an input: the Select and multi-select triggers. */
export const triggerButton = style({
  ...boxBase,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.text.muted },
    "&[data-focus-visible]": focusRing,
    "&[data-pressed]": { borderColor: vars.color.text.default },
    "[data-invalid] > &": invalid,
    "[data-readonly] > &": { ...readOnly, cursor: "default" },
    "[data-disabled] > &": disabled,
  },
});

export const triggerValue = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&[data-placeholder]": { color: vars.color.text.muted } },
});

globalStyle(`${triggerButton} svg, ${iconButton} svg`, { width: "18px", height: "18px", flexShrink: 0 });

/** The browser's own text area, in the text area's box. */
export const nativeTextArea = style([nativeInput, { minHeight: "96px", resize: "vertical" }]);
