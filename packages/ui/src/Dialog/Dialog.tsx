import { type ReactElement, type ReactNode, useRef } from "react";
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from "react-aria-components";
import { useIntl } from "react-intl";
import { CloseIcon } from "../overlayParts/icons";
import { iconButton } from "../overlayParts/parts.css";
import { useIsScrollable } from "../overlayParts/useIsScrollable";
import * as css from "./Dialog.css";
import type { DialogPlacement, DialogSize } from "./sizes";

/** Content may need `close` (a Cancel button, a form's submit handler). */
type WithClose = ReactNode | ((close: () => void) => ReactNode);

export type DialogProps = {
  title: ReactNode;
  children: WithClose;
  /** Actions, right-aligned under a divider. */
  footer?: WithClose;
  size?: DialogSize;
  placement?: DialogPlacement;
  /** A pressable element (e.g. `<Button>`) that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A click on the scrim closes the dialog. Off for forms, where a stray click would lose input. */
  isDismissable?: boolean;
  /**
   * Neither Escape, the scrim nor a close button closes it: the spec's loading dialog, which only the app closes.
   */
  isPersistent?: boolean;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: "dialog" | "alertdialog";
};

function render(content: WithClose, close: () => void): ReactNode {
  return typeof content === "function" ? content(close) : content;
}

/** The body scrolls when it is taller than the room left; then it takes a tab stop so keyboard users can scroll. */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(ref);
  return (
    <div ref={ref} className={css.body} tabIndex={isScrollable ? 0 : undefined}>
      {children}
    </div>
  );
}

/**
 * A modal dialog in the spec's sizes. Escape closes it, focus stays inside while open and returns to what opened it
 * (react-aria's FocusScope); the page behind is inert and does not scroll.
 */
export function Dialog({
  title,
  children,
  footer,
  size = "md",
  placement = "center",
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isPersistent = false,
  role = "dialog",
}: DialogProps) {
  const intl = useIntl();
  const overlay = (
    <ModalOverlay
      // Inside a DialogTrigger the trigger owns the open state; standalone, the props do.
      {...(trigger ? {} : { isOpen, defaultOpen, onOpenChange })}
      isDismissable={isDismissable && !isPersistent}
      isKeyboardDismissDisabled={isPersistent}
      className={[css.overlay, placement === "bottom" ? css.overlayBottom : ""].join(" ")}
    >
      <Modal className={[css.modal, css.modalWidth[`${placement}-${size}`]].join(" ")}>
        <AriaDialog role={role} className={[css.dialog, placement === "bottom" ? css.dialogBottom : ""].join(" ")}>
          {({ close }) => (
            <>
              <div className={css.header}>
                <Heading slot="title" className={css.title}>
                  {title}
                </Heading>
                {isPersistent ? null : (
                  <AriaButton
                    className={iconButton}
                    aria-label={intl.formatMessage({ id: "ui.dialog.close" })}
                    onPress={close}
                  >
                    <CloseIcon />
                  </AriaButton>
                )}
              </div>
              <DialogBody>{render(children, close)}</DialogBody>
              {footer ? <div className={css.footer}>{render(footer, close)}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}
