import type { ThemeTokens } from "@seleta/brand-themes";

/** The spacing scale of the token contract, smallest first. */
export const SPACES = [
  "none",
  "xxs",
  "xs",
  "sm",
  "md",
  "lg",
  "xl",
  "2xl",
  "3xl",
] as const satisfies readonly (keyof ThemeTokens["space"])[];
export type Space = (typeof SPACES)[number];

export const ALIGNS = ["start", "center", "end", "stretch", "baseline"] as const;
export type Align = (typeof ALIGNS)[number];
export const JUSTIFIES = ["start", "center", "end", "between"] as const;
export type Justify = (typeof JUSTIFIES)[number];

/** Container widths: one of the breakpoints' steps (it stops growing there), or fluid. */
export const CONTAINER_SIZES = ["sm", "md", "lg", "xl", "fluid"] as const;
export type ContainerSize = (typeof CONTAINER_SIZES)[number];

/** 1 to 12: how many of the grid's 12 columns an item spans. */
export const SPANS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Span = (typeof SPANS)[number];
