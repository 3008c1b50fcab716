import type { ReactNode } from "react";
import { Tooltip as AriaTooltip } from "react-aria-components";
import { fade } from "../overlayParts/parts.css";
import type { TooltipProps } from "./Tooltip";
import * as css from "./Tooltip.css";

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
