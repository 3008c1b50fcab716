import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** The segments (dd, mm, yyyy) sit in the shared group box; a focused segment reads as selected text. */
export const dateInput = style({
  display: "flex",
  alignItems: "center",
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

export const segment = style({
  paddingInline: "1px",
  borderRadius: vars.radius.sm,
  outline: "none",
  caretColor: "transparent",
  selectors: {
    "&[data-placeholder]": { color: vars.color.text.muted },
    "&[data-type='literal']": { color: vars.color.text.muted },
    "&[data-focused]": { background: vars.color.tone.primary.solid, color: vars.color.tone.primary.onSolid },
    "&[data-disabled]": { color: vars.color.text.disabled },
  },
});
