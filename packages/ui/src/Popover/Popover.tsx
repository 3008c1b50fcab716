import type { ReactElement, ReactNode } from "react";
import {
  Dialog as AriaDialog,
  Popover as AriaPopover,
  DialogTrigger,
  Heading,
  OverlayArrow,
} from "react-aria-components";
import { fade, floatingSurface } from "../overlayParts/parts.css";
import * as css from "./Popover.css";

export type PopoverProps = {
  /** A pressable react-aria element (e.g. `<Button>`) that toggles the popover. */
  trigger: ReactElement;
  children: ReactNode;
  /** Heading and accessible name. Without it, pass `aria-label`. */
  title?: ReactNode;
  "aria-label"?: string;
  placement?: "top" | "bottom" | "start" | "end" | "bottom start" | "bottom end" | "top start" | "top end";
  showArrow?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

/**
 * Rich, interactive content anchored to a trigger, at most 276 px wide (spec §9). A non-modal dialog: Escape or a
 * click outside closes it and focus returns to the trigger.
 */
export function Popover({
  trigger,
  children,
  title,
  "aria-label": ariaLabel,
  placement = "bottom",
  showArrow = true,
  isOpen,
  defaultOpen,
  onOpenChange,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover
        placement={placement}
        offset={showArrow ? 10 : 6}
        className={[floatingSurface, css.popover, fade].join(" ")}
      >
        {showArrow ? (
          <OverlayArrow>
            <svg width={12} height={12} viewBox="0 0 12 12" className={css.arrow} aria-hidden="true">
              <path d="M0 0 L6 6 L12 0" />
            </svg>
          </OverlayArrow>
        ) : null}
        <AriaDialog aria-label={ariaLabel} className={css.dialog}>
          {title ? (
            <Heading slot="title" className={css.title}>
              {title}
            </Heading>
          ) : null}
          {children}
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
