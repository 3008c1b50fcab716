import {
  BREAKPOINTS,
  type Breakpoint,
  CONTAINERS,
  GRID,
  media,
  RESPONSIVE_STEPS,
  type ResponsiveStep,
  vars,
} from "@seleta/brand-themes";
import { type StyleRule, style } from "@vanilla-extract/css";
import { ALIGNS, type Align, JUSTIFIES, type Justify, SPACES, SPANS, type Space, type Span } from "./variants";

/** One class per step per value; `xs` needs no media query, the others apply from their breakpoint up. */
function responsiveTable<T extends string | number>(
  values: readonly T[],
  name: string,
  rule: (value: T) => StyleRule,
): Record<ResponsiveStep, Record<T, string>> {
  return Object.fromEntries(
    RESPONSIVE_STEPS.map((step) => [
      step,
      Object.fromEntries(
        values.map((value) => [
          value,
          style(
            step === "xs" ? rule(value) : { "@media": { [media.up(step as Breakpoint)]: rule(value) } },
            `${name}-${step}-${value}`,
          ),
        ]),
      ),
    ]),
  ) as Record<ResponsiveStep, Record<T, string>>;
}

export const gap = responsiveTable(SPACES, "gap", (space: Space) => ({ gap: vars.space[space] }));

const alignItems: Record<Align, string> = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  stretch: "stretch",
  baseline: "baseline",
};
export const align = responsiveTable(ALIGNS, "align", (value: Align) => ({ alignItems: alignItems[value] }));

const justifyContent: Record<Justify, string> = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  between: "space-between",
};
export const justify = responsiveTable(JUSTIFIES, "justify", (value: Justify) => ({
  justifyContent: justifyContent[value],
}));

export const span = responsiveTable(SPANS, "span", (value: Span) => ({ gridColumn: `span ${value} / span ${value}` }));

export const stack = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const inline = style({ display: "flex", flexDirection: "row", flexWrap: "wrap", minWidth: 0 });
export const noWrap = style({ flexWrap: "nowrap" });
export const grid = style({
  display: "grid",
  gridTemplateColumns: `repeat(${GRID.columns}, minmax(0, 1fr))`,
});
export const gridItem = style({ minWidth: 0 });

/** Bootstrap's container: fluid below 576 px, then 540/720/960/1140 px (spec §9), centred, with side padding. */
export const container = style({
  width: "100%",
  marginInline: "auto",
  paddingInline: vars.space.lg,
});

const containerSteps = Object.keys(CONTAINERS) as Breakpoint[];

/** `size` caps the growth: a `md` container is 540 then 720 px and stays 720 from there. */
export const containerSize = Object.fromEntries(
  containerSteps.map((cap) => [
    cap,
    style(
      {
        "@media": Object.fromEntries(
          containerSteps
            .filter((step) => BREAKPOINTS[step] <= BREAKPOINTS[cap])
            .map((step) => [media.up(step), { maxWidth: `${CONTAINERS[step]}px` }]),
        ),
      },
      `container-${cap}`,
    ),
  ]),
) as Record<Breakpoint, string>;
