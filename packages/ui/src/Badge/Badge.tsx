import type { ReactNode } from "react";
import { badge, toneClass } from "./Badge.css";
import type { BadgeSize, BadgeTone, BadgeVariant } from "./variants";

export type BadgeProps = {
  children: ReactNode;
  tone?: BadgeTone;
  variant?: BadgeVariant;
  size?: BadgeSize;
  /** A decorative icon before the text; the text alone must say what the badge means. */
  icon?: ReactNode;
};

/** A short, non-interactive label: a status, a count, a category. */
export function Badge({ children, tone = "neutral", variant = "soft", size = "md", icon }: BadgeProps) {
  return (
    <span className={`${badge({ size })} ${toneClass[variant][tone]}`}>
      {icon}
      {children}
    </span>
  );
}
