import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** What the dashboard and the overview draw inside their frame (frame/CandidatePage): details and actions. */
export const lead = style({ margin: 0, color: vars.color.text.muted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const details = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, 14rem) 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.muted });

export const definition = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });
