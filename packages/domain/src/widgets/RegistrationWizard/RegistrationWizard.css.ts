import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const wizard = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const panel = style({ paddingBlock: vars.space.lg, minHeight: "12rem" });
