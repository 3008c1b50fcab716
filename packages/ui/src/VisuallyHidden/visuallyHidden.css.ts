import { style } from "@vanilla-extract/css";

/**
 * The declarations that hide from sight what screen readers still read: the one definition every hidden label,
 * status text and implicit submit button uses, and that styles hiding something only sometimes (a media query) spread.
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

/** Hidden from sight, read by screen readers (a link's "opens in a new tab", a badge's count, a loading status). */
export const visuallyHidden = style(visuallyHiddenRules);
