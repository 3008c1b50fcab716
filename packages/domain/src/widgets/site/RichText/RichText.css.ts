import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

export const richText = style({
  maxWidth: "70ch",
  color: vars.color.text.default,
  lineHeight: vars.lineHeight.relaxed,
  fontSize: vars.fontSize.md,
});

globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} :is(h2, h3, h4)`, {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  marginBlock: `${vars.space.lg} ${vars.space.sm}`,
});
globalStyle(`${richText} a`, { color: vars.color.text.link });
globalStyle(`${richText} a:hover`, { color: vars.color.text.linkHover });
globalStyle(`${richText} blockquote`, {
  margin: `${vars.space.md} 0`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.tone.primary.base}`,
  color: vars.color.text.muted,
});
