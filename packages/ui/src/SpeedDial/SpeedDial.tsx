import type { ReactNode } from "react";
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  Popover as AriaPopover,
  DialogTrigger,
} from "react-aria-components";
import { PlusIcon } from "../overlayParts/icons";
import { fade } from "../overlayParts/parts.css";
import * as css from "./SpeedDial.css";

export type SpeedDialProps = {
  /** Accessible name of the floating button and of the panel it opens ("Histórico"). */
  label: string;
  /** `SpeedDialAction`s, or any content (the history widget adds a close button per entry and "Clear all"). */
  children: ReactNode;
  /** The glyph on the button; it turns 45° while open (a plus becomes a close cross). */
  icon?: ReactNode;
  /** Bottom corner, in reading direction: the spec's history speed-dial sits at the start (bottom-left). */
  placement?: "start" | "end";
  /** Pinned to the viewport corner; off to place it inside a layout. */
  isFixed?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

/**
 * A floating action button that unfolds a column of actions above itself. The panel is a non-modal dialog anchored
 * to the button: Escape or a click outside folds it and focus returns to the button; Tab walks its actions.
 */
export function SpeedDial({
  label,
  children,
  icon = <PlusIcon size={22} />,
  placement = "start",
  isFixed = true,
  isOpen,
  defaultOpen,
  onOpenChange,
}: SpeedDialProps) {
  return (
    <div className={[css.root, isFixed ? css.fixed : ""].join(" ")} data-placement={placement}>
      <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <AriaButton className={css.fab} aria-label={label}>
          <span className={css.fabIcon} aria-hidden="true">
            {icon}
          </span>
        </AriaButton>
        <AriaPopover
          placement={placement === "start" ? "top start" : "top end"}
          offset={12}
          className={[css.popover, fade].join(" ")}
        >
          <AriaDialog
            aria-label={label}
            className={[css.panel, placement === "start" ? css.panelStart : css.panelEnd].join(" ")}
          >
            {children}
          </AriaDialog>
        </AriaPopover>
      </DialogTrigger>
    </div>
  );
}

export type SpeedDialActionProps = Omit<AriaLinkProps, "className" | "style" | "children"> & {
  label: string;
  icon: ReactNode;
  /** Without `href` it is a button. */
  href?: string;
  onPress?: () => void;
};

/** One action: a labelled pill (the label is visible — icon-only actions are guesswork on touch screens). */
export function SpeedDialAction({ label, icon, href, onPress, ...linkProps }: SpeedDialActionProps) {
  const content = (
    <>
      <span className={css.actionIcon} aria-hidden="true">
        {icon}
      </span>
      {label}
    </>
  );
  return href ? (
    <AriaLink {...linkProps} href={href} onPress={onPress} className={css.action}>
      {content}
    </AriaLink>
  ) : (
    <AriaButton onPress={onPress} className={css.action}>
      {content}
    </AriaButton>
  );
}
