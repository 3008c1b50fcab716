import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const page = style({
  width: "100%",
  maxWidth: "640px",
  marginInline: "auto",
  paddingInline: vars.space.xl,
  paddingBlock: vars.space["3xl"],
});

export const form = style({ display: "grid", gap: vars.space.lg, justifyItems: "start" });

export const text = style({ margin: 0, color: vars.color.text.default, lineHeight: vars.lineHeight.normal });
