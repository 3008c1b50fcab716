import type { KeyboardEvent } from "react-aria-components";

/** Which item a menu focuses as it opens. */
export type MenuFocus = "first" | "last";

/**
 * A menu button's props when its menu is a lazy `MenuPopover`, as react-aria's MenuTrigger gives them: the popup and
 * its state announced, a press opens the menu on its first item, ArrowDown on its first and ArrowUp on its last.
 */
export function menuButtonProps(isOpen: boolean, open: (focus: MenuFocus) => void) {
  return {
    "aria-haspopup": true,
    "aria-expanded": isOpen,
    onPress: () => open("first"),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        open(event.key === "ArrowDown" ? "first" : "last");
      } else {
        event.continuePropagation();
      }
    },
  } as const;
}

/**
 * A dialog button's props when its dialog is lazy (a `Dialog` without `trigger`, drawn once opened), as react-aria's
 * DialogTrigger gives them: the state announced, a press opens it. Focus returns to the button when it closes.
 */
export function dialogButtonProps(isOpen: boolean, open: () => void) {
  return { "aria-expanded": isOpen, onPress: open } as const;
}
