import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

export const search = style({ flex: "1 1 16rem", minWidth: "12rem", maxWidth: "28rem" });

export const sort = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-end" });

export const total = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  marginInlineStart: "auto",
  alignSelf: "center",
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const viewSwitch = style({
  display: "inline-flex",
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const viewButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: "none",
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "& + &": { borderInlineStart: `1px solid ${vars.color.border.strong}` },
    "&[data-hovered]": { background: vars.color.surface.hover },
    "&[data-selected]": { background: vars.color.surface.selected, color: vars.color.tone.primary.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
  },
});

export const activeFilters = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs });

export const selectionBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.selected,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.tone.danger.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.tone.danger.soft,
  color: vars.color.tone.danger.text,
  fontSize: vars.fontSize.sm,
});

export const blocks = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const emptyBlocks = style({ gridColumn: "1 / -1", color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const details = style({ display: "grid", gap: vars.space.xs, margin: 0, fontSize: vars.fontSize.sm });

export const detail = style({ display: "flex", gap: vars.space.xs });
globalStyle(`${detail} dt`, { color: vars.color.text.muted });
globalStyle(`${detail} dd`, { margin: 0 });

export const cardTitle = style({
  display: "block",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const cardSubtitle = style({
  display: "block",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  color: vars.color.text.muted,
});

export const filterForm = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const conditions = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: "none",
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const condition = style({
  display: "grid",
  gridTemplateColumns: "minmax(10rem, 1fr) minmax(9rem, 1fr) minmax(12rem, 2fr) auto",
  alignItems: "end",
  gap: vars.space.sm,
});

export const range = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm });

/** The entity's sub-search boxes (spec §3), a row under the toolbar; each as wide as a short search. */
export const subSearches = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: "none",
  minWidth: 0,
});

export const subSearch = style({ flex: "0 1 14rem", minWidth: "10rem" });

/** The records picked for an "is one of" relation condition. */
export const pickedRelations = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const relationList = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
