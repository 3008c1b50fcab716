import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const candidate = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const candidateName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const thread = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
});

export const threadTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
});

export const reply = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const sent = style({ fontSize: vars.fontSize.sm, color: vars.color.tone.primary.text });
