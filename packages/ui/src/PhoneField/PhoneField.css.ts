import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** The country selector and the number share one row; the number takes the rest of it. */
export const row = style({ display: "flex", gap: vars.space.xs, alignItems: "stretch" });

export const country = style({ flexShrink: 0, width: "7.5rem" });

export const number = style({ flex: 1, minWidth: 0 });
