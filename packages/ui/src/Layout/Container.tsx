import type { ReactNode } from "react";
import * as styles from "./Layout.css";
import type { ContainerSize } from "./variants";

export type ContainerProps = {
  children: ReactNode;
  /** The widest step the container grows to (`xl`: 1140 px); `fluid` always fills the width. */
  size?: ContainerSize;
  as?: "div" | "main" | "section" | "header" | "footer";
};

/** Centres a page's content at the spec's container widths (540/720/960/1140 px at 576/768/992/1200). */
export function Container({ children, size = "xl", as: Element = "div" }: ContainerProps) {
  const className = size === "fluid" ? styles.container : `${styles.container} ${styles.containerSize[size]}`;
  return <Element className={className}>{children}</Element>;
}
