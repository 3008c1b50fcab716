import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** The sign-in screens: one card centred on the brand's sunken surface (spec §9 "sign-in container"). */
export const page = style({
  display: "grid",
  placeItems: "center",
  minHeight: "100vh",
  padding: vars.space.lg,
  boxSizing: "border-box",
  background: vars.color.surface.sunken,
  fontFamily: vars.font.body,
});

export const card = style({
  display: "grid",
  gap: vars.space.lg,
  width: "min(420px, 100%)",
  boxSizing: "border-box",
  padding: vars.space["2xl"],
  background: vars.color.surface.signIn,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const logo = style({ display: "flex", justifyContent: "center" });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  textAlign: "center",
});

export const lead = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm, textAlign: "center" });

/** A form's parts: its fields, then its actions. */
export const form = style({ display: "grid", gap: vars.space.lg });

export const fields = style({ display: "grid", gap: vars.space.md });

export const actions = style({ display: "grid", gap: vars.space.md, justifyItems: "center" });

export const submit = style({ width: "100%" });

export const status = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.tone.success.soft,
  color: vars.color.tone.success.text,
  fontSize: vars.fontSize.sm,
});

export const problem = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.tone.danger.soft,
  color: vars.color.tone.danger.text,
  fontSize: vars.fontSize.sm,
});
