import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const text = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });

export const form = style({ display: "grid", gap: vars.space.md, justifyItems: "start" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const success = style({ margin: 0, color: vars.color.tone.success.text });

export const problem = style({ margin: 0, color: vars.color.tone.danger.text });
