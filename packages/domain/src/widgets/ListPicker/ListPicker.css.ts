import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const picker = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

/** A long run of lists scrolls inside the picker, so its buttons stay in view. */
export const options = style({ maxHeight: "16rem", overflowY: "auto", paddingInlineEnd: vars.space.xs });

/** A refusal said where the recruiter acts: the danger colour, announced as an alert. */
export const problem = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.tone.danger.text });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm });
