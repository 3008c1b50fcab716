import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** The recruiter's own pages (home, profile, dashboard): a heading, a lead, sections of cards. */
export const page = style({ display: "grid", gap: vars.space.xl, maxWidth: "1140px", marginInline: "auto" });

export const header = style({ display: "grid", gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["2xl"],
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.text.muted });

export const section = style({ display: "grid", gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const tile = style({
  display: "flex",
  alignItems: "center",
  minHeight: "64px",
  boxSizing: "border-box",
  height: "100%",
  padding: vars.space.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  outline: "none",
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.border.strong, boxShadow: vars.shadow.sm },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const list = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, overflowWrap: "anywhere" });

export const identity = style({ display: "flex", alignItems: "center", gap: vars.space.lg });

/** The signature is e-mail HTML with its own inline colours, made for white paper (as the editor's preview). */
export const signaturePaper = style({
  padding: vars.space.lg,
  background: "#ffffff",
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  overflowX: "auto",
});

export const figure = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const figureValue = style({
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: "tabular-nums",
});

export const figureLabel = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const bars = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const barRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(120px, 200px) 1fr 4ch",
  alignItems: "center",
  gap: vars.space.md,
});

export const barTrack = style({
  height: "10px",
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.pill,
});

export const barFill = style({
  height: "100%",
  minWidth: "2px",
  background: vars.color.tone.primary.solid,
  borderRadius: vars.radius.pill,
});

export const barCount = style({ textAlign: "end", fontVariantNumeric: "tabular-nums" });
