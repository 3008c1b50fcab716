import { RESPONSIVE_STEPS, type ResponsiveStep } from "@seleta/brand-themes";

/** A value for every width, or different values from some breakpoints up (mobile first, like the CSS). */
export type Responsive<T extends string | number> = T | Partial<Record<ResponsiveStep, T>>;

/**
 * The classes of a responsive value: `table[step][value]` for each step it names. Pure, so the mobile-first rule
 * (a step's value holds until the next named step) is the stylesheet's, not this function's.
 */
export function responsiveClasses<T extends string | number>(
  value: Responsive<T> | undefined,
  table: Record<ResponsiveStep, Record<T, string>>,
): string[] {
  if (value === undefined) return [];
  if (typeof value !== "object") return [table.xs[value]];
  return RESPONSIVE_STEPS.flatMap((step) => {
    const stepValue = value[step];
    return stepValue === undefined ? [] : [table[step][stepValue]];
  });
}
