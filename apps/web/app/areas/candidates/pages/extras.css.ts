import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/**
 * What the area's other pages (courses, insights, meet, partners, jobs for you, cultural fit) draw inside their frame
 * (frame/CandidatePage): sections, cards, questionnaires.
 */
export const lead = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.lineHeight.relaxed });

export const section = style({ display: "grid", gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
  height: "100%",
  boxSizing: "border-box",
  padding: vars.space.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const rows = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const logo = style({ maxWidth: "160px", maxHeight: "64px", objectFit: "contain" });

export const richText = style({ lineHeight: vars.lineHeight.relaxed, maxWidth: "72ch" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const questions = style({ display: "grid", gap: vars.space.lg, margin: 0, padding: 0, listStyle: "none" });

export const question = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});
