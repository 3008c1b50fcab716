import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

const container = { width: "100%", maxWidth: "1140px", marginInline: "auto", paddingInline: vars.space.xl } as const;

export const header = style({
  background: vars.color.surface.raised,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const headerInner = style({
  ...container,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: "64px",
});

export const hero = style({ background: vars.color.surface.sunken, paddingBlock: vars.space["3xl"] });

export const heroInner = style({ ...container, display: "grid", gap: vars.space.xl, maxWidth: "960px" });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.default,
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.muted, maxWidth: "60ch" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const section = style({ ...container, paddingBlock: vars.space["2xl"] });

export const sectionTitle = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.xl });

export const areas = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  gap: vars.space.md,
});

export const area = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  borderInlineStart: `4px solid ${vars.color.tone.primary.base}`,
  background: vars.color.surface.raised,
  fontWeight: vars.fontWeight.medium,
});

export const footer = style({
  marginTop: vars.space["2xl"],
  background: vars.color.brand.secondaryDarkBackground,
  color: vars.color.text.inverse,
  paddingBlock: vars.space.xl,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style({ ...container, display: "flex", flexWrap: "wrap", gap: vars.space.xl });

export const footerLink = style({ color: "inherit" });
