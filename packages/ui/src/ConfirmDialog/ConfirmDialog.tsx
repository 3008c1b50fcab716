import { type ReactElement, type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../Button";
import { Dialog } from "../Dialog";
import { deleteConfirmation } from "./deleteConfirmation";

export type ConfirmDialogProps = {
  /** What is deleted, in the user's language ("candidato"): "…excluir este {label}?". */
  label: string;
  /** How many are deleted; above one the question names the count instead of the label. */
  count?: number;
  /** Replaces the spec's question, for confirmations that are not deletions. */
  message?: ReactNode;
  title?: ReactNode;
  confirmLabel?: ReactNode;
  /**
   * Runs the action. A returned promise keeps the dialog open with a busy confirm button until it settles, so a
   * failed request does not close the question the user still has to answer.
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

/** The spec's delete confirmation (§5): an alert dialog whose safe answer, Cancel, has the initial focus. */
export function ConfirmDialog({
  label,
  count,
  message,
  title,
  confirmLabel,
  onConfirm,
  onCancel,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [isPending, setIsPending] = useState(false);
  const question = deleteConfirmation({ label, count });

  async function handleConfirm(close: () => void) {
    const result = onConfirm();
    if (!(result instanceof Promise)) return close();
    setIsPending(true);
    try {
      await result;
      close();
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog
      role="alertdialog"
      size="md"
      title={title ?? intl.formatMessage({ id: "ui.confirmDialog.title" })}
      trigger={trigger}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      // A stray click beside the question must not count as an answer.
      isDismissable={false}
      footer={(close) => (
        <>
          <Button
            variant="outline"
            tone="neutral"
            autoFocus
            isDisabled={isPending}
            onPress={() => {
              onCancel?.();
              close();
            }}
          >
            {intl.formatMessage({ id: "ui.confirmDialog.cancel" })}
          </Button>
          <Button tone="danger" isLoading={isPending} onPress={() => void handleConfirm(close)}>
            {confirmLabel ?? intl.formatMessage({ id: "ui.confirmDialog.confirm" })}
          </Button>
        </>
      )}
    >
      {message ?? intl.formatMessage({ id: question.id }, question.values)}
    </Dialog>
  );
}
