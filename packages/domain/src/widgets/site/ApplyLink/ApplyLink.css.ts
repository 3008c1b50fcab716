import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const apply = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  fontFamily: vars.font.body,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted, maxWidth: "40ch" });
