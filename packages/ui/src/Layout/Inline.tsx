import type { ReactNode } from "react";
import * as styles from "./Layout.css";
import { type Responsive, responsiveClasses } from "./responsive";
import type { Align, Justify, Space } from "./variants";

export type InlineProps = {
  children: ReactNode;
  gap?: Responsive<Space>;
  /** Cross-axis alignment; `center` by default, as buttons, badges and icons beside text want. */
  align?: Responsive<Align>;
  justify?: Responsive<Justify>;
  /** Items wrap to the next line by default, so a row of chips never overflows a phone. */
  wrap?: boolean;
  as?: "div" | "ul" | "ol" | "nav";
};

/** Children side by side with even space, wrapping when the row is full. */
export function Inline({
  children,
  gap = "sm",
  align = "center",
  justify,
  wrap = true,
  as: Element = "div",
}: InlineProps) {
  const className = [
    styles.inline,
    wrap ? "" : styles.noWrap,
    ...responsiveClasses(gap, styles.gap),
    ...responsiveClasses(align, styles.align),
    ...responsiveClasses(justify, styles.justify),
  ];
  return <Element className={className.filter(Boolean).join(" ")}>{children}</Element>;
}
