import { Fragment, type ReactNode, Suspense, useState } from "react";
import { Button } from "../Button";
import { preloadOnIntent, useOpenedOnce } from "./lazyWithPreload";
import { dialogButtonProps } from "./triggerProps";

export type LazyDialogButtonProps = {
  /** The button's text. */
  children: ReactNode;
  icon?: ReactNode;
  isDisabled?: boolean;
  /** The dialog's chunk (`lazyWithPreload`): loaded when the button is pointed at or focused. */
  part: { preload: () => Promise<unknown> };
  /** The dialog, drawn once first opened, and drawn afresh at each opening (nothing kept of the last time). */
  dialog: (state: { isOpen: boolean; onClose: () => void }) => ReactNode;
};

/**
 * An action on a page whose dialog is a chunk of its own (adding a selection to a shortlist or a list): the button
 * stays on the page, the dialog's code loads on intent and is drawn once pressed; focus returns to the button when it
 * closes.
 */
export function LazyDialogButton({ children, icon, isDisabled, part, dialog }: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        icon={icon}
        isDisabled={isDisabled}
        {...preloadOnIntent(part)}
        {...dialogButtonProps(open, () => {
          setOpenings((n) => n + 1);
          setOpen(true);
        })}
      >
        {children}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <Fragment key={openings}>{dialog({ isOpen: open, onClose: () => setOpen(false) })}</Fragment>
        </Suspense>
      ) : null}
    </>
  );
}
