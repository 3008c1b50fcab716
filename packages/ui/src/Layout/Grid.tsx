import type { ReactNode } from "react";
import * as styles from "./Layout.css";
import { type Responsive, responsiveClasses } from "./responsive";
import type { Space, Span } from "./variants";

export type GridProps = {
  children: ReactNode;
  gap?: Responsive<Space>;
  as?: "div" | "ul" | "section";
};

/** The 12-column grid of spec §9. Children are `GridItem`s that say how many columns they span at each width. */
export function Grid({ children, gap = "lg", as: Element = "div" }: GridProps) {
  return <Element className={[styles.grid, ...responsiveClasses(gap, styles.gap)].join(" ")}>{children}</Element>;
}

export type GridItemProps = {
  children?: ReactNode;
  /** Columns spanned, responsive: `{ xs: 12, md: 6, lg: 4 }` is one, two, then three per row. Full width by default. */
  span?: Responsive<Span>;
  as?: "div" | "li" | "section" | "article";
};

export function GridItem({ children, span = 12, as: Element = "div" }: GridItemProps) {
  return <Element className={[styles.gridItem, ...responsiveClasses(span, styles.span)].join(" ")}>{children}</Element>;
}
