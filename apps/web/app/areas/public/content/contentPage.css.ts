import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

export const container = style({
  boxSizing: "border-box",
  width: "100%",
  maxWidth: "1140px",
  marginInline: "auto",
  paddingInline: vars.space.xl,
});

export const page = style([container, { paddingBlock: vars.space["2xl"], display: "grid", gap: vars.space["2xl"] }]);

export const pageHeader = style({ display: "grid", gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: `clamp(${vars.fontSize.xl}, 4vw, ${vars.fontSize["3xl"]})`,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.default,
});

export const lead = style({ margin: 0, maxWidth: "65ch", fontSize: vars.fontSize.lg, color: vars.color.text.muted });

export const section = style({ display: "grid", gap: vars.space.lg });

export const homeSection = style([container, { paddingBlock: vars.space["2xl"], display: "grid", gap: vars.space.lg }]);

export const sectionHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.text.default,
});

export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.fontWeight.medium,
  selectors: { "&:hover": { color: vars.color.text.linkHover } },
});

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.strong}`,
  color: vars.color.text.muted,
  textAlign: "center",
});

export const notice = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const pager = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, justifyContent: "center" });

export const featured = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderBlockStart: `4px solid ${vars.color.tone.primary.base}`,
});

export const featuredTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize["2xl"] });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const article = style({
  display: "grid",
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const articleTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

export const details = style({ display: "grid", gap: vars.space.sm });

globalStyle(`${details} > summary`, {
  cursor: "pointer",
  color: vars.color.text.link,
  fontWeight: vars.fontWeight.medium,
});

export const plainList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.lg });

export const facts = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.semibold, color: vars.color.text.default });
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text.default });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

export const offering = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderInlineStart: `4px solid ${vars.color.tone.primary.base}`,
});

/** A grid of cards that fills the row: one column on a phone, up to four on a wide screen. */
export const cardGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
  gap: vars.space.lg,
});
