import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

/**
 * What the browser's own controls need beyond the shared field anatomy (`Field.css.ts`): a select drawn as the
 * react-aria Select's trigger (the browser's arrow replaced by the same chevron), groups as fieldsets without the
 * browser's frame, and checkboxes and radios tinted with the brand's primary through `accent-color`.
 */

/** A fieldset that looks like a field: no border, no padding, the legend styled as a label. */
export const fieldset = style({
  border: "none",
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs });

/** The select and its chevron: the chevron sits over the select's right padding and lets clicks through. */
export const selectBox = style({ position: "relative", display: "flex", minWidth: 0 });

export const select = style({
  appearance: "none",
  paddingInlineEnd: `calc(${vars.space.md} + 22px)`,
  cursor: "pointer",
  textOverflow: "ellipsis",
  selectors: { "&:disabled": { cursor: "not-allowed" } },
});

export const selectChevron = style({
  position: "absolute",
  insetInlineEnd: vars.space.sm,
  top: "50%",
  transform: "translateY(-50%)",
  width: "18px",
  height: "18px",
  pointerEvents: "none",
  color: vars.color.text.muted,
});

/** The group's options, stacked or in a row. */
export const options = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

export const optionsRow = style({ flexDirection: "row", flexWrap: "wrap", columnGap: vars.space.lg });

/** A control beside its label; the whole row is the label, so it toggles the control. */
export const choice = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.default,
  cursor: "pointer",
  selectors: { "&:has(input:disabled)": { color: vars.color.text.disabled, cursor: "not-allowed" } },
});

export const choiceInput = style({
  flexShrink: 0,
  width: "20px",
  height: "20px",
  // Centred on the first line of the label (line height 1.5 × 16px = 24px).
  marginBlock: "2px 0",
  marginInline: 0,
  accentColor: vars.color.tone.primary.solid,
  cursor: "inherit",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&[aria-invalid=true]": { outline: `2px solid ${vars.color.tone.danger.solid}`, outlineOffset: "1px" },
    "&[aria-invalid=true]:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

/** The phone's country selector and number share one row; the number takes the rest of it. */
/** The country beside the number; where the two do not fit side by side (a narrow column), the number goes under. */
export const phoneRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "stretch" });

export const phoneCountry = style({ flex: "0 0 9.5rem", maxWidth: "100%" });

export const phoneNumber = style({ flex: "1 1 9rem", minWidth: 0 });

globalStyle(`${selectBox} > select`, { flex: 1, minWidth: 0 });

/** The browser's own file picker in a field's box: its button and the chosen file's name are the browser's. */
export const fileInput = style({
  boxSizing: "border-box",
  width: "100%",
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border.field}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
    '&[aria-invalid="true"]': { borderColor: vars.color.tone.danger.solid },
  },
});
