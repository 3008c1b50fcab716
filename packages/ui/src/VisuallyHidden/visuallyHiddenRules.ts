/**
 * The declarations that hide from sight what screen readers still read: the one definition every hidden label,
 * status text and implicit submit button uses (`visuallyHidden`), and that styles hiding something only sometimes (a
 * media query) spread. Plain data, so the app's own style modules read it (`@seleta/ui/visually-hidden`) without
 * loading the kit's components.
 */
export const visuallyHiddenRules = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
