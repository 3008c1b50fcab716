import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const description = style({ lineHeight: vars.lineHeight.relaxed });
