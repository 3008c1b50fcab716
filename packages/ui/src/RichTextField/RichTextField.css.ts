import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

/**
 * The editor in the box every field has (Field.css.ts `partsBox`), its toolbar along the top. The editor's own stylesheet is
 * not injected (a `<style>` element the page's Content-Security-Policy refuses), so the rules ProseMirror needs are
 * here, under the content's class.
 */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const toolSeparator = style({
  width: "1px",
  alignSelf: "stretch",
  marginInline: vars.space.xxs,
  background: vars.color.border.default,
});

export const tool = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "32px",
  height: "32px",
  padding: 0,
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text.default,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.surface.hover },
    "&[aria-pressed=true]": {
      background: vars.color.tone.primary.soft,
      color: vars.color.tone.primary.text,
      borderColor: vars.color.tone.primary.border,
    },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
    "&:disabled": { cursor: "not-allowed", color: vars.color.text.disabled },
  },
});

export const linkBox = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const linkInput = style({
  flex: "1 1 12rem",
  minWidth: 0,
  minHeight: "32px",
  boxSizing: "border-box",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  font: "inherit",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
    "&[aria-invalid=true]": { borderColor: vars.color.tone.danger.solid },
  },
});

export const linkAction = style({
  minHeight: "32px",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surface.hover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
  },
});

export const linkError = style({
  flexBasis: "100%",
  fontSize: vars.fontSize.sm,
  color: vars.color.tone.danger.text,
});

export const content = style({
  position: "relative",
  boxSizing: "border-box",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  overflowWrap: "break-word",
  whiteSpace: "break-spaces",
  fontVariantLigatures: "none",
  outline: "none",
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
  },
});

globalStyle(`${content} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${content} p, ${content} ul, ${content} ol, ${content} h3`, { marginBlock: 0 });
globalStyle(`${content} li > p`, { margin: 0 });
globalStyle(`${content} ul, ${content} ol`, { paddingInlineStart: vars.space.lg });
globalStyle(`${content} h3`, {
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${content} a`, { color: vars.color.text.link, textDecoration: "underline" });
globalStyle(`${content} p.is-editor-empty:first-child::before`, {
  content: "attr(data-placeholder)",
  float: "left",
  height: 0,
  color: vars.color.text.muted,
  pointerEvents: "none",
});
globalStyle(`${content}.ProseMirror-hideselection *::selection`, { background: "transparent" });
globalStyle(`${content}.ProseMirror-hideselection *`, { caretColor: "transparent" });
globalStyle(`${content} img.ProseMirror-separator`, {
  display: "inline",
  border: "none",
  margin: 0,
  width: 0,
  height: 0,
});
