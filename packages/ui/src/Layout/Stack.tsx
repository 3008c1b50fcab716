import type { ReactNode } from "react";
import * as styles from "./Layout.css";
import { type Responsive, responsiveClasses } from "./responsive";
import type { Align, Space } from "./variants";

export type StackProps = {
  children: ReactNode;
  /** Space between children; responsive, e.g. `{ xs: "sm", md: "lg" }`. */
  gap?: Responsive<Space>;
  align?: Responsive<Align>;
  as?: "div" | "section" | "ul" | "ol" | "form";
};

/** Children one under the other with even space: the layout of forms, cards and page sections. */
export function Stack({ children, gap = "md", align, as: Element = "div" }: StackProps) {
  const className = [styles.stack, ...responsiveClasses(gap, styles.gap), ...responsiveClasses(align, styles.align)];
  return <Element className={className.join(" ")}>{children}</Element>;
}
