import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { visuallyHidden } from "../VisuallyHidden";
import * as styles from "./Skeleton.css";
import type { SkeletonShape } from "./variants";

export type SkeletonProps = {
  shape?: SkeletonShape;
  /** Any CSS length; numbers are pixels. Text defaults to the full line, circles to 40 px. */
  width?: number | string;
  height?: number | string;
  /** For `text`: this many lines, the last one shorter, as a paragraph ends. */
  lines?: number;
};

/**
 * The shape of content that is still loading. Hidden from assistive technology: wrap a set of skeletons in
 * `SkeletonGroup`, which announces "loading" once instead of once per grey bar.
 */
export function Skeleton({ shape = "text", width, height, lines = 1 }: SkeletonProps) {
  const size = shape === "circle" ? (width ?? height ?? 40) : undefined;
  const style = {
    width: size ?? width ?? (shape === "text" ? "100%" : undefined),
    height: size ?? height ?? (shape === "rect" ? 80 : undefined),
  };
  const className = `${styles.skeleton} ${styles.shape[shape]}`;
  if (shape !== "text" || lines <= 1) return <span aria-hidden="true" className={className} style={style} />;
  return (
    <span aria-hidden="true" style={{ display: "block", width: style.width }}>
      {Array.from({ length: lines }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical placeholders, their index is their identity
        <span key={line} className={className} style={{ width: line === lines - 1 ? "60%" : "100%" }} />
      ))}
    </span>
  );
}

export type SkeletonGroupProps = {
  children: ReactNode;
  /** What is loading; "Carregando conteúdo" by default. */
  label?: string;
};

/** A set of skeletons with one polite "loading" status for screen readers. */
export function SkeletonGroup({ children, label }: SkeletonGroupProps) {
  const intl = useIntl();
  return (
    <div className={styles.group} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label ?? intl.formatMessage({ id: "ui.skeleton.loading" })}
      </span>
      {children}
    </div>
  );
}
