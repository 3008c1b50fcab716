import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({ display: "flex", alignItems: "center", justifyContent: "flex-end", gap: vars.space.sm });

/** The scroll box: the header sticks to its top while the body scrolls under it. */
export const scroller = style({
  boxSizing: "border-box",
  overflow: "auto",
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  outline: "none",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
});

export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
  outline: "none",
});

/**
 * The virtualised table is its own scroll box, laid out with CSS grid rows (TanStack Virtual places the body's rows;
 * see virtualBody.tsx). The Table sets `--seleta-table-columns` (the grid template) and `--seleta-table-min-width`.
 */
export const virtualTable = style({
  boxSizing: "border-box",
  display: "block",
  overflow: "auto",
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
  outline: "none",
});

/** The header row group sticks to the top of the scroll box while the rows scroll under it. */
export const virtualHeader = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: 1,
  minWidth: "var(--seleta-table-min-width)",
});

export const gridRow = style({
  display: "grid",
  gridTemplateColumns: "var(--seleta-table-columns)",
  minWidth: "var(--seleta-table-min-width)",
});

globalStyle(`${virtualHeader} > [role="row"]`, {
  display: "grid",
  gridTemplateColumns: "var(--seleta-table-columns)",
});

/** One box as tall as all the rows, so the scroll bar and row offsets are true for every row. */
export const virtualRows = style({ position: "relative", minWidth: "var(--seleta-table-min-width)" });

export const virtualRowSlot = style({ position: "absolute", insetBlockStart: 0, insetInlineStart: 0, width: "100%" });

export const header = style({ background: vars.color.surface.sunken });

export const column = style({
  boxSizing: "border-box",
  position: "sticky",
  insetBlockStart: 0,
  zIndex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface.sunken,
  borderBlockEnd: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textAlign: "start",
  textTransform: "uppercase",
  letterSpacing: "0.03em",
  whiteSpace: "nowrap",
  outline: "none",
  selectors: {
    "&[data-allows-sorting]": { cursor: "pointer" },
    "&[data-hovered][data-allows-sorting]": { color: vars.color.text.default },
    "&[data-focus-visible], &:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
  },
});

export const columnInner = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

export const sortIcon = style({ display: "inline-flex", color: vars.color.text.muted, opacity: 0.6 });
export const sortIconActive = style({ color: vars.color.tone.primary.text, opacity: 1 });

export const row = style({
  outline: "none",
  cursor: "default",
  selectors: {
    "&[data-hovered], &[data-interactive]:hover": { background: vars.color.tone.neutral.soft },
    "&[data-selected]": { background: vars.color.tone.primary.soft },
    "&[data-focus-visible], &:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
    "&[data-href], &[data-has-action]": { cursor: "pointer" },
  },
});

export const cell = style({
  boxSizing: "border-box",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  verticalAlign: "middle",
  outline: "none",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: {
    "&[data-focus-visible], &:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
  },
});

export const alignEnd = style({ textAlign: "end", fontVariantNumeric: "tabular-nums" });

export const checkboxCell = style({ width: "44px", paddingInlineEnd: 0 });

export const checkbox = style({
  display: "inline-flex",
  alignItems: "center",
  cursor: "pointer",
  outline: "none",
});

export const checkboxBox = style({
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "18px",
  height: "18px",
  border: `2px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.raised,
  color: vars.color.tone.primary.onSolid,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.tone.primary.solid,
      borderColor: vars.color.tone.primary.solid,
    },
    [`${checkbox}[data-focus-visible] &, ${checkbox}:has(:focus-visible) &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: "2px",
    },
  },
});

export const empty = style({ padding: vars.space.xl, textAlign: "center", color: vars.color.text.muted });
