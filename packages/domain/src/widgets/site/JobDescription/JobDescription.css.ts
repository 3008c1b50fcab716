import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

export const sections = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** The API's sanitised HTML: paragraphs, lists, emphasis, links, headings — in the page's type, a readable measure. */
export const prose = style({
  maxWidth: "72ch",
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: "anywhere",
});

globalStyle(`${prose} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${prose} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { marginBlock: vars.space.sm });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginBlockStart: vars.space.xs });
globalStyle(`${prose} h1, ${prose} h2, ${prose} h3, ${prose} h4`, {
  marginBlock: `${vars.space.lg} ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${prose} a`, { color: vars.color.text.link, textDecoration: "underline" });
globalStyle(`${prose} a:hover`, { color: vars.color.text.linkHover });
