import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";
import { visuallyHiddenRules } from "../overlayParts/parts.css";

/**
 * A read-only search box: a button that looks like a text field and opens a search (the recruiter bar's opener of
 * the global search, drawn by the bar and by the search dialog's own opener alike). The one style of it: whoever
 * draws one puts these classes on the button (`searchBox`), its placeholder (`searchBoxText`) and its keyboard
 * shortcut (`searchBoxShortcut`). In a narrow bar it shrinks to its icon; the placeholder stays for screen readers
 * (the button keeps its name) and the shortcut goes.
 */
const narrow = "screen and (max-width: 900px)";

export const searchBox = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  boxSizing: "border-box",
  minWidth: "240px",
  height: "40px",
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.muted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: "text",
  outline: "none",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.border.strong },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
  "@media": { [narrow]: { minWidth: "40px", paddingInline: vars.space.sm } },
});

export const searchBoxText = style({
  flex: 1,
  textAlign: "start",
  "@media": { [narrow]: visuallyHiddenRules },
});

export const searchBoxShortcut = style({
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
  "@media": { [narrow]: { display: "none" } },
});
