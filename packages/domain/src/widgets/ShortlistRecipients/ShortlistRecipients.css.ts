import { vars } from "@seleta/brand-themes";
import { globalStyle, style } from "@vanilla-extract/css";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

/** Narrow screens scroll the table sideways rather than squeezing its dates. */
export const tableFrame = style({ overflowX: "auto" });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  textAlign: "start",
});

/** A revoked recipient's row reads as past: muted. */
globalStyle(`${table} tr[data-revoked]`, { color: vars.color.text.muted });

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  textAlign: "start",
  verticalAlign: "top",
});

globalStyle(`${table} thead th`, { fontWeight: vars.fontWeight.semibold, color: vars.color.text.muted });

export const cellNote = style({ display: "block", color: vars.color.text.muted, fontWeight: vars.fontWeight.regular });

export const rowActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
