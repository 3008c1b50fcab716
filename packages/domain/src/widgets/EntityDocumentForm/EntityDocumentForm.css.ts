import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm });

export const rowActions = style({ display: "flex", gap: vars.space.sm });

/**
 * The form's first submit button, which Enter in a text field presses (the browser's implicit submission takes the
 * first one in the form): it saves, so Enter never adds or removes a row. Out of sight and out of the tab order;
 * the visible Save button is the one people and screen readers use.
 */
export const implicitSave = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
});
