import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const merge = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const text = style({ margin: 0 });

/** The comparison scrolls sideways on a narrow screen rather than squeezing the values. */
export const scroller = style({ overflowX: "auto", minWidth: 0 });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

export const caption = style({ textAlign: "start", fontWeight: 600, paddingBlockEnd: vars.space.xs });

export const cell = style({
  textAlign: "start",
  verticalAlign: "top",
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  overflowWrap: "anywhere",
});

/** The value the kept candidate ends with. */
export const winner = style({ fontWeight: 600 });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** A refusal said where the recruiter acts: the danger colour, announced as an alert. */
export const problem = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.tone.danger.text });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm });
