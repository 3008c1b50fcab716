import { assignInlineVars } from "@vanilla-extract/dynamic";
import { vars } from "./contract.css";
import type { ColorTokens } from "./tokens";

/**
 * The inline style that applies a business configuration's colours on the themed root (`<body style={…}>` beside the
 * brand's theme class). Only the colour group is overridden: type, space and radii stay the brand's.
 */
export function businessThemeStyle(colors: ColorTokens): Record<string, string> {
  return assignInlineVars(vars.color, colors);
}
