import type { ReactElement, ReactNode, RefObject } from "react";
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  Popover as AriaPopover,
  Header,
  MenuTrigger,
  Separator,
  Text,
} from "react-aria-components";
import { CheckIcon } from "../overlayParts/icons";
import { fade, floatingSurface } from "../overlayParts/parts.css";
import * as css from "./Menu.css";

export type MenuProps<T extends object = object> = Pick<
  AriaMenuProps<T>,
  | "onAction"
  | "selectionMode"
  | "selectedKeys"
  | "defaultSelectedKeys"
  | "onSelectionChange"
  | "disallowEmptySelection"
  | "disabledKeys"
  | "items"
  | "aria-label"
> & {
  /** A pressable react-aria element (e.g. `<Button>`). Enter, Space or ArrowDown opens the menu on it. */
  trigger: ReactElement;
  children: AriaMenuProps<T>["children"];
  placement?: "bottom start" | "bottom end" | "top start" | "top end";
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

/**
 * A menu of actions or links behind a trigger. Arrow keys move, Home/End jump, typing a letter finds an item, Enter
 * or Space activates, Escape closes and returns focus to the trigger (react-aria's menu pattern).
 */
export function Menu<T extends object = object>({
  trigger,
  children,
  placement = "bottom start",
  isOpen,
  defaultOpen,
  onOpenChange,
  ...menuProps
}: MenuProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover placement={placement} offset={4} className={[floatingSurface, css.popover, fade].join(" ")}>
        <AriaMenu<T> {...menuProps} className={css.menu}>
          {children}
        </AriaMenu>
      </AriaPopover>
    </MenuTrigger>
  );
}

export type MenuPopoverProps<T extends object = object> = Omit<
  MenuProps<T>,
  "trigger" | "isOpen" | "defaultOpen" | "onOpenChange"
> & {
  /** The element the menu opens from, which the caller renders and keeps in the page. */
  triggerRef: RefObject<Element | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The item focused on opening: the last one when ArrowUp opened it (`menuButtonProps`). */
  autoFocus?: "first" | "last";
};

/**
 * The same menu opened from a trigger the caller owns (`triggerRef`, with `menuButtonProps`): a page can then load
 * the menu and react-aria's overlay code when it first opens, instead of with the page (`lazyWithPreload`). Focus
 * goes to the first item (the last with `autoFocus="last"`); an action, Escape or a click outside closes it, and a
 * menu of checkboxes (`selectionMode="multiple"`) stays open while its items are toggled, as MenuTrigger's does.
 */
export function MenuPopover<T extends object = object>({
  triggerRef,
  isOpen,
  onOpenChange,
  placement = "bottom start",
  autoFocus = "first",
  children,
  ...menuProps
}: MenuPopoverProps<T>) {
  return (
    <AriaPopover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
      offset={4}
      // Opened without a MenuTrigger, react-aria's popover is a dialog: it bears the menu's name.
      aria-label={menuProps["aria-label"]}
      className={[floatingSurface, css.popover, fade].join(" ")}
    >
      <AriaMenu<T> {...menuProps} autoFocus={autoFocus} onClose={() => onOpenChange(false)} className={css.menu}>
        {children}
      </AriaMenu>
    </AriaPopover>
  );
}

export type MenuItemProps = Omit<AriaMenuItemProps, "className" | "style" | "children"> & {
  children: ReactNode;
  icon?: ReactNode;
  /** Destructive actions (delete, log out of everything) in the danger tone. */
  tone?: "default" | "danger";
};

export function MenuItem({ children, icon, tone = "default", textValue, ...rest }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...rest}
      // Type-ahead needs plain text when the label is an element.
      textValue={textValue ?? (typeof children === "string" ? children : undefined)}
      className={[css.item, tone === "danger" ? css.danger : ""].join(" ")}
    >
      {({ selectionMode, isSelected }) => (
        <>
          {selectionMode === "none" ? null : (
            <span className={css.check} aria-hidden="true">
              {isSelected ? <CheckIcon /> : null}
            </span>
          )}
          {icon ? (
            <span className={css.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <Text slot="label" className={css.label}>
            {children}
          </Text>
        </>
      )}
    </AriaMenuItem>
  );
}

export type MenuSectionProps = { title?: ReactNode; children: ReactNode; id?: string };

/** A titled group of items (react-aria names the group by its header). */
export function MenuSection({ title, children, id }: MenuSectionProps) {
  return (
    <AriaMenuSection id={id}>
      {title ? <Header className={css.sectionHeader}>{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={css.separator} />;
}
