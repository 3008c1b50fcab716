import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const page = style({ display: "grid", gap: vars.space.lg });

export const header = style({ display: "grid", gap: vars.space.xs });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const subtitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const lead = style({ margin: 0, color: vars.color.text.muted });
