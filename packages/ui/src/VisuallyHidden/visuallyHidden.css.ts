import { style } from "@vanilla-extract/css";
import { visuallyHiddenRules } from "./visuallyHiddenRules";

/** Hidden from sight, read by screen readers (a link's "opens in a new tab", a badge's count, a loading status). */
export const visuallyHidden = style(visuallyHiddenRules);
