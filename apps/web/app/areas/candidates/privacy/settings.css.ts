import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  width: "100%",
  maxWidth: "760px",
  marginInline: "auto",
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const title = style({ margin: 0, fontSize: vars.fontSize["2xl"] });

export const text = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.lineHeight.normal });

export const form = style({ display: "grid", gap: vars.space.md, justifyItems: "start" });

export const status = style({ margin: 0, color: vars.color.tone.success.text });
