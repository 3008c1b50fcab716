import { media, vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

/** A reading column: the legal pages, the landings. */
export const page = style({
  inlineSize: "100%",
  maxInlineSize: "52rem",
  marginInline: "auto",
  padding: `${vars.space["2xl"]} ${vars.space.lg} ${vars.space["3xl"]}`,
  lineHeight: vars.lineHeight.relaxed,
});

export const wide = style([page, { maxInlineSize: "1140px" }]);

export const title = style({
  margin: `0 0 ${vars.space.md}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize["3xl"],
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: `0 0 ${vars.space.xl}`, fontSize: vars.fontSize.lg, color: vars.color.text.muted });

export const meta = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const toc = style({
  margin: `0 0 ${vars.space.xl}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
});

export const tocTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const section = style({ marginBlockStart: vars.space.xl });

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  marginBlockStart: vars.space.xl,
});

export const cards = style({
  display: "grid",
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  listStyle: "none",
  "@media": { [media.up("md")]: { gridTemplateColumns: "repeat(2, 1fr)" } },
});

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});

export const showcase = style({
  position: "relative",
  marginBlock: `${vars.space.md} ${vars.space.xl}`,
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

/** The transparent navbar's sample needs something to lie over. */
export const heroSample = style({
  position: "relative",
  minBlockSize: "12rem",
  background: `linear-gradient(135deg, ${vars.color.surface.inverse}, ${vars.color.tone.primary.solid})`,
});

/** The banner's sample in the flow of the page, not fixed over it. */
globalStyle(`${showcase} section[aria-label]`, { position: "static" });

export const swatches = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  margin: `${vars.space.md} 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: "none",
});

export const swatch = style({
  display: "grid",
  gridTemplateRows: "5rem auto",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  overflow: "hidden",
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** Large text (24px, bold): the sample reads at WCAG's large-text level, which every colour here reaches. */
export const chip = style({
  display: "grid",
  placeItems: "center",
  fontSize: "1.5rem",
  fontWeight: vars.fontWeight.bold,
});

export const swatchText = style({ padding: vars.space.sm });

export const code = style({ fontFamily: vars.font.mono });

export const typeRow = style({
  display: "grid",
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  lineHeight: vars.lineHeight.tight,
});
