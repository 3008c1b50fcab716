import { type Catalogue, entryMessage, rejectReasons, submissionStatuses, validationMessages } from "@seleta/domain";
import type { ApplyMoveChoice } from "@seleta/domain/columns";
import { formatDomainMessage } from "@seleta/domain/widgets";
import { Button, Dialog, Select } from "@seleta/ui";
import { useState } from "react";
import { useIntl } from "react-intl";
import * as css from "./applies.css";

export type MoveQuestion = {
  readonly dialog: "submissionStatus" | "rejectReason";
  readonly candidate: string;
  /** The card's sub-status today: offered first when it lands in Submission again. */
  readonly submissionStatus: number | null;
};

type Props = {
  question: MoveQuestion;
  onConfirm: (choice: ApplyMoveChoice) => void;
  onCancel: () => void;
};

/**
 * What a drop asks before it is saved: the submission status of a card landing in Submission, or why a card landing
 * in a Rejected column was rejected (required: the registry's rule, spec §4's 29 reasons). Cancel puts it back.
 */
export function MoveDialog({ question, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  const rejecting = question.dialog === "rejectReason";
  const catalogue: Catalogue = rejecting ? rejectReasons : submissionStatuses;
  const [value, setValue] = useState<string | null>(
    rejecting ? null : String(question.submissionStatus ?? submissionStatuses.entries[0]?.id ?? ""),
  );
  const [showRequired, setShowRequired] = useState(false);
  const options = catalogue.entries.map((entry) => ({
    id: String(entry.id),
    label: formatDomainMessage(intl, entryMessage(catalogue, entry)),
  }));
  const label = intl.formatMessage({ id: rejecting ? "applies.move.rejectLabel" : "applies.move.submissionLabel" });
  const required = intl.formatMessage({ id: validationMessages.messages.required.id });

  const handleConfirm = () => {
    if (value === null) {
      setShowRequired(true);
      return;
    }
    onConfirm(rejecting ? { reject_reason: Number(value) } : { submission_status: Number(value) });
  };

  return (
    <Dialog
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={intl.formatMessage(
        { id: rejecting ? "applies.move.rejectTitle" : "applies.move.submissionTitle" },
        { candidate: question.candidate },
      )}
      footer={
        <div className={css.dialogActions}>
          <Button variant="outline" tone="neutral" onPress={onCancel}>
            {intl.formatMessage({ id: "applies.move.cancel" })}
          </Button>
          <Button tone={rejecting ? "danger" : "primary"} onPress={handleConfirm}>
            {intl.formatMessage({ id: rejecting ? "applies.move.reject" : "applies.move.confirm" })}
          </Button>
        </div>
      }
    >
      <Select
        label={label}
        options={options}
        value={value}
        onChange={(key) => {
          setValue(key === null ? null : String(key));
          setShowRequired(false);
        }}
        isRequired={rejecting}
        isInvalid={showRequired}
        errorMessage={showRequired ? required : undefined}
        autoFocus
      />
    </Dialog>
  );
}
