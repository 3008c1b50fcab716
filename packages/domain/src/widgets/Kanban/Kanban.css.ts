import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

const COLUMN_WIDTH = "224px";
const COLLAPSED_WIDTH = "48px";

/** Columns side by side; the board scrolls sideways when they do not fit. */
export const board = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  overflowX: "auto",
  paddingBlockEnd: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

const columnBox = {
  boxSizing: "border-box",
  flexShrink: 0,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.default}`,
  // The brand's colour marks each column's top, as the stage bar of the pipeline.
  borderBlockStart: `3px solid ${vars.color.tone.primary.solid}`,
  borderRadius: vars.radius.md,
} as const;

export const column = style({ ...columnBox, width: COLUMN_WIDTH, display: "flex", flexDirection: "column" });

export const columnHeader = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const columnTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const count = style({
  minWidth: "1.5rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textAlign: "center",
  color: vars.color.text.muted,
});

export const collapsedColumn = style({
  ...columnBox,
  width: COLLAPSED_WIDTH,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
});

export const collapsedTitle = style({
  margin: 0,
  writingMode: "vertical-rl",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: "nowrap",
});

/** The card list is the column's scroll box (the Virtualizer measures it). */
export const cardList = style({
  boxSizing: "border-box",
  overflowY: "auto",
  outline: "none",
  position: "relative",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
    "&[data-drop-target]": { background: vars.color.surface.selected },
  },
});

export const card = style({
  boxSizing: "border-box",
  // The Virtualizer gives each card a slot of cardHeight; the card fills it.
  height: "100%",
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
  overflow: "hidden",
  cursor: "grab",
  outline: "none",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.border.strong },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
    "&[data-dragging]": { opacity: 0.5 },
    // Shown before the server answered: a dashed edge says the move is not saved yet.
    "&[data-pending]": { borderStyle: "dashed", borderColor: vars.color.tone.primary.border },
  },
});

export const dragHandle = style({
  display: "inline-flex",
  flexShrink: 0,
  padding: 0,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text.muted,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const cardBody = style({ flex: 1, minWidth: 0 });

export const dropIndicator = style({
  selectors: {
    "&[data-drop-target]": { outline: `1px solid ${vars.color.tone.primary.solid}` },
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  textAlign: "center",
});
