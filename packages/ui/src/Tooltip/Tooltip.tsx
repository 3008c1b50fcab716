import { type ReactElement, type ReactNode, Suspense } from "react";
import { TooltipTrigger } from "react-aria-components";
import { lazyWithPreload, useOpenedOnce } from "../LazyPart";
import { useControllableState } from "../overlayParts/useControllableState";

/**
 * The bubble and react-aria's overlay positioning load when a tooltip first shows: a page of icon buttons carries
 * their triggers alone. Hover waits `delay` before showing, time enough for the chunk; keyboard focus shows the
 * bubble as soon as it arrives.
 */
const TooltipBubble = lazyWithPreload(() => import("./TooltipBubble").then((module) => module.TooltipBubble));

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
export function Tooltip({
  content,
  children,
  placement = "top",
  delay = 600,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  isDisabled,
}: TooltipProps) {
  const [isOpen, setOpen] = useControllableState(isOpenProp, defaultOpen, onOpenChange);
  const opened = useOpenedOnce(isOpen);
  return (
    <TooltipTrigger delay={delay} isOpen={isOpen} onOpenChange={setOpen} isDisabled={isDisabled}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <TooltipBubble placement={placement}>{content}</TooltipBubble>
        </Suspense>
      ) : null}
    </TooltipTrigger>
  );
}
