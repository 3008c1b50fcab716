import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: "800px",
  margin: "0 auto",
  padding: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const title = style({ margin: 0, fontSize: vars.fontSize["2xl"] });

export const lead = style({ margin: 0, color: vars.color.text.muted });
