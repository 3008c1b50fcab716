import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/**
 * The places are the style's counters, not text the rows draw: a row's place is its rank among the list's rows, an
 * editor's among the editors, so a move changes the DOM's order and nothing else (no row or editor is drawn again).
 */
export const PLACE_COUNTER = "seleta-shortlist-place";
export const EDITOR_PLACE_COUNTER = "seleta-shortlist-editor-place";

export const builder = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
  minWidth: 0,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const help = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xs,
  outline: "none",
  borderRadius: vars.radius.md,
  counterReset: PLACE_COUNTER,
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
    "&[data-drop-target]": { background: vars.color.surface.selected },
  },
});

export const row = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
  outline: "none",
  // Rows only: the drop indicators between them hold no place.
  counterIncrement: PLACE_COUNTER,
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.border.strong },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
    "&[data-dragging]": { opacity: 0.5 },
  },
});

export const dragHandle = style({
  display: "inline-flex",
  flexShrink: 0,
  padding: vars.space.xxs,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text.muted,
  cursor: "grab",
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const position = style({
  minWidth: "2rem",
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
  fontVariantNumeric: "tabular-nums",
});

/** The row's place number, between the texts its language writes around it. */
export const place = style({ "::before": { content: `counter(${PLACE_COUNTER})` } });

export const who = style({ display: "flex", flexDirection: "column", flex: 1, minWidth: 0 });

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const muted = style({ color: vars.color.text.muted, fontSize: vars.fontSize.xs });

export const dropIndicator = style({
  selectors: {
    "&[data-drop-target]": { outline: `1px solid ${vars.color.tone.primary.solid}` },
  },
});

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.tone.danger.soft,
  color: vars.color.tone.danger.text,
  fontSize: vars.fontSize.sm,
});

export const editors = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  counterReset: EDITOR_PLACE_COUNTER,
});

export const editor = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  counterIncrement: EDITOR_PLACE_COUNTER,
});

/** The editor's place number, as the row's. */
export const editorPlace = style({ "::before": { content: `counter(${EDITOR_PLACE_COUNTER})` } });

/**
 * The editor's field and switches, skipped by style and layout while far from the viewport (an editor's usual height
 * holds its place until it has been drawn once). Never the editor itself: containment would scope its place counter.
 */
export const editorBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  contentVisibility: "auto",
  containIntrinsicSize: "auto 14rem",
});

export const editorTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const switches = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg });
