import type { ReactElement, ReactNode } from "react";
import { Tooltip as AriaTooltip, TooltipTrigger } from "react-aria-components";
import { fade } from "../overlayParts/parts.css";
import * as css from "./Tooltip.css";

export type TooltipProps = {
  content: ReactNode;
  /** A focusable react-aria element (`Button`, `Link`…): the tooltip shows on hover and on keyboard focus. */
  children: ReactElement;
  placement?: "top" | "bottom" | "start" | "end";
  /** ms before it shows on hover; keyboard focus shows it at once. */
  delay?: number;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isDisabled?: boolean;
};

/**
 * A short description of a control, at most 200 px wide (spec §9). Not for essential information: touch users never
 * see it, so the control needs its own accessible name.
 */
export function Tooltip({ content, children, placement = "top", delay = 600, ...state }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...state}>
      {children}
      <TooltipBubble placement={placement}>{content}</TooltipBubble>
    </TooltipTrigger>
  );
}

/**
 * The tooltip itself, without its trigger: for a control that must stay mounted while the bubble's code loads
 * (wrap it in react-aria's `TooltipTrigger` and load this lazily). Swapping a plain control for a `Tooltip` once
 * its chunk arrived would remount the control, and a keyboard user focused on it would lose focus.
 */
export function TooltipBubble({
  children,
  placement = "top",
}: {
  children: ReactNode;
  placement?: TooltipProps["placement"];
}) {
  return (
    <AriaTooltip placement={placement} offset={6} className={`${css.tooltip} ${fade}`}>
      {children}
    </AriaTooltip>
  );
}
