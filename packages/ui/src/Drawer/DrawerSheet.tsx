import type { ReactNode } from "react";
import { Button as AriaButton, Dialog as AriaDialog, Modal, ModalOverlay } from "react-aria-components";
import { useIntl } from "react-intl";
import { CloseIcon } from "../overlayParts/icons";
import { iconButton } from "../overlayParts/parts.css";
import * as css from "./Drawer.css";
import { CloseSheetContext } from "./drawerContext";

export type DrawerSheetProps = {
  "aria-label": string;
  header?: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
};

/** The drawer below the mobile breakpoint: a modal sheet from the inline start (loaded when it first opens). */
export function DrawerSheet({ "aria-label": ariaLabel, header, isOpen, onOpenChange, children }: DrawerSheetProps) {
  const intl = useIntl();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={css.sheetOverlay}>
      <Modal className={css.sheet}>
        <AriaDialog aria-label={ariaLabel} className={css.sheetDialog}>
          {({ close }) => (
            <nav aria-label={ariaLabel} className={css.sheetNav}>
              <div className={css.top}>
                <AriaButton
                  className={iconButton}
                  aria-label={intl.formatMessage({ id: "ui.drawer.close" })}
                  onPress={close}
                >
                  <CloseIcon />
                </AriaButton>
                {header ? <div className={css.header}>{header}</div> : null}
              </div>
              <CloseSheetContext.Provider value={close}>
                <ul className={css.list}>{children}</ul>
              </CloseSheetContext.Provider>
            </nav>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
