import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const bar = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  minHeight: "56px",
  background: vars.color.surface.raised,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.sm,
});

export const logo = style({ display: "inline-flex", alignItems: "center", height: "32px" });

export const areaName = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const nav = style({ flex: 1, minWidth: 0 });

export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  textDecoration: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surface.hover, color: vars.color.text.linkHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.border.strong}`, outlineOffset: "1px" },
    '&[aria-current="page"]': { background: vars.color.surface.sunken, fontWeight: vars.fontWeight.semibold },
  },
});

export const who = style({ display: "flex", alignItems: "center", gap: vars.space.sm, color: vars.color.text.muted });

export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: "1100px",
  marginInline: "auto",
  padding: vars.space.lg,
  outline: "none",
});

export const page = style({ display: "grid", gap: vars.space.lg });

export const header = style({ display: "grid", gap: vars.space.xs });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const lead = style({ margin: 0, color: vars.color.text.muted });

export const list = style({ display: "grid", gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 });

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

export const cardBody = style({ display: "grid", gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const candidates = style({ display: "grid", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });

export const candidate = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const position = style({
  minWidth: "2.5rem",
  fontWeight: vars.fontWeight.bold,
  color: vars.color.tone.primary.text,
});

export const candidateName = style({ fontWeight: vars.fontWeight.semibold });

export const spacer = style({ flex: 1 });
