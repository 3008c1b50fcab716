import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** Room above the footer's divider, so the last fields' error messages never touch it. */
export const body = style({ paddingBlockEnd: vars.space.sm });
