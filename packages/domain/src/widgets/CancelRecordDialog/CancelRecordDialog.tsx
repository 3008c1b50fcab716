import { Button, Dialog, TextArea } from "@seleta/ui";
import { useState } from "react";
import { CANCEL_REASON_LENGTH } from "../../rules/cancellation";
import { useMessage } from "../useMessage";
import { cancelRecordMessages } from "./messages";

const M = cancelRecordMessages.messages;

export type CancelRecordDialogProps = {
  /** What is cancelled, in the user's language ("entrevista"). */
  label: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Cancels with the reason. A rejected promise keeps the dialog open with its error (the server's message when it
   * gave one, else a generic one); a resolved one closes it.
   */
  onConfirm: (reason: string) => Promise<unknown>;
};

type Sending = { state: "idle" } | { state: "sending" } | { state: "refused"; message: string };

/**
 * Cancelling a record that is cancelled rather than deleted (the registry's `cancellation`): a dialog asking why,
 * the reason required and bounded here as on the server, the answer's error kept in view.
 */
export function CancelRecordDialog({ label, isOpen, onOpenChange, onConfirm }: CancelRecordDialogProps) {
  const text = useMessage();
  const [reason, setReason] = useState("");
  const [sending, setSending] = useState<Sending>({ state: "idle" });
  const problem = (value: string) =>
    value.trim() === ""
      ? text(M.reasonRequired)
      : value.trim().length > CANCEL_REASON_LENGTH
        ? text(M.tooLong, { max: CANCEL_REASON_LENGTH })
        : null;

  async function confirm(close: () => void) {
    const refused = problem(reason);
    if (refused) {
      setSending({ state: "refused", message: refused });
      return;
    }
    setSending({ state: "sending" });
    try {
      await onConfirm(reason.trim());
      setSending({ state: "idle" });
      setReason("");
      close();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : text(M.failed);
      setSending({ state: "refused", message });
    }
  }

  return (
    <Dialog
      title={text(M.title, { label })}
      size="md"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // What was typed must not be lost to a stray click beside the dialog.
      isDismissable={false}
      footer={(close) => (
        <>
          <Button variant="outline" tone="neutral" isDisabled={sending.state === "sending"} onPress={close}>
            {text(M.keep)}
          </Button>
          <Button tone="danger" isLoading={sending.state === "sending"} onPress={() => confirm(close)}>
            {text(M.confirm, { label })}
          </Button>
        </>
      )}
    >
      <TextArea
        label={text(M.reason)}
        description={text(M.reasonHelp, { max: CANCEL_REASON_LENGTH })}
        isRequired
        autoFocus
        rows={3}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (sending.state === "refused") setSending({ state: "idle" });
        }}
        isInvalid={sending.state === "refused"}
        errorMessage={sending.state === "refused" ? sending.message : undefined}
      />
    </Dialog>
  );
}
