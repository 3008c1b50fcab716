import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const dialog = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-start", gap: vars.space.sm });
