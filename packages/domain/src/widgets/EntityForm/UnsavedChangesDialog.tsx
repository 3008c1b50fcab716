import { ConfirmDialog } from "@seleta/ui";
import { useRef } from "react";
import { entityFormMessages } from "../../state/entityForm";
import { useMessage } from "../useMessage";

const M = entityFormMessages.messages;

export type UnsavedChangesDialogProps = {
  readonly isOpen: boolean;
  /** Stays on the page (the router's `blocker.reset()`). */
  readonly onStay: () => void;
  /** Leaves and loses the changes (the router's `blocker.proceed()`). */
  readonly onLeave: () => void;
};

/** The question the unsaved-changes guard asks; Keep editing, the safe answer, has the focus. */
export function UnsavedChangesDialog({ isOpen, onStay, onLeave }: UnsavedChangesDialogProps) {
  const text = useMessage();
  // Leaving closes the dialog too: that close must not also count as "stay".
  const left = useRef(false);
  return (
    <ConfirmDialog
      label=""
      isOpen={isOpen}
      title={text(M.unsavedTitle)}
      message={text(M.unsavedBody)}
      confirmLabel={text(M.leave)}
      onConfirm={() => {
        left.current = true;
        onLeave();
      }}
      onOpenChange={(open) => {
        if (!open && !left.current) onStay();
        left.current = false;
      }}
    />
  );
}
