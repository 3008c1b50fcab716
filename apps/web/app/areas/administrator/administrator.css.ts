import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const shell = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
});

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.sm,
  insetBlockStart: "-100px",
  zIndex: vars.zIndex.tooltip,
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.link,
  borderRadius: vars.radius.md,
  selectors: { "&:focus": { insetBlockStart: vars.space.sm } },
});

export const bar = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  minHeight: "56px",
  background: vars.color.surface.raised,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.sm,
});

export const home = style({ display: "inline-flex", alignItems: "center", height: "32px" });

export const areaName = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const spacer = style({ flex: 1 });

export const who = style({ color: vars.color.text.muted });

export const body = style({ display: "flex", flex: 1, minHeight: 0 });

export const menu = style({
  flex: "0 0 240px",
  overflowY: "auto",
  padding: vars.space.md,
  background: vars.color.surface.raised,
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
  "@media": { "screen and (max-width: 900px)": { display: "none" } },
});

export const menuList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px" });

export const menuLink = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': { background: vars.color.surface.sunken, fontWeight: vars.fontWeight.semibold },
  },
});

export const main = style({ flex: 1, minWidth: 0, padding: vars.space.lg, outline: "none" });

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "1100px" });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const lead = style({ margin: 0, color: vars.color.text.muted });

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
