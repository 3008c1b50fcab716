import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const lead = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const purposes = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const purpose = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const state = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm });
