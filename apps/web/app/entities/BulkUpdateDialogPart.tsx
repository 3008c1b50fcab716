/**
 * The bulk update's dialog (BulkUpdate.tsx loads it on first use): the field and its value, then the task is started
 * by the list page (`onStart`), whose progress dialog follows it. A start the API refuses stays here, in the API's
 * words, with each field's message under it; a started task closes this dialog.
 */
import { ApiError } from "@seleta/api-client";
import type { AnyEntity } from "@seleta/domain";
import { BulkUpdateDialog, type BulkUpdateStatus } from "@seleta/domain/widgets";
import { Dialog } from "@seleta/ui";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { apiProblem } from "../areas/recruiters/shortlists/apiProblem";
import { useHttp } from "../services/ServicesProvider";
import { relationSearch } from "./EntityFormPage";

export type BulkUpdateDialogPartProps = {
  readonly entity: AnyEntity;
  /** How many records are picked (a select-all: the list's total). */
  readonly count: number;
  /** Starts the task with these attributes; rejects with the API's refusal. */
  readonly onStart: (attributes: Record<string, unknown>) => Promise<void>;
  readonly isOpen: boolean;
  readonly onClose: () => void;
};

/** The API's field messages (`attributes.city`) under the form's fields (`city`). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.fields)) {
    const first = messages[0];
    if (first) errors[path.replace(/^attributes\./, "")] = first;
  }
  return errors;
}

export function BulkUpdateDialogPart({ entity, count, onStart, isOpen, onClose }: BulkUpdateDialogPartProps) {
  const http = useHttp();
  const intl = useIntl();
  const [status, setStatus] = useState<BulkUpdateStatus>({ kind: "choosing" });
  const loadOptions = useMemo(() => relationSearch(http), [http]);

  const handleConfirm = async (attributes: Record<string, unknown>) => {
    setStatus({ kind: "sending" });
    try {
      await onStart(attributes);
      setStatus({ kind: "choosing" });
      onClose();
    } catch (error) {
      setStatus({
        kind: "failed",
        message: apiProblem(error, intl.formatMessage({ id: "entities.bulkUpdate.failed" })),
        errors: fieldErrors(error),
      });
    }
  };

  return (
    <Dialog
      title={intl.formatMessage({ id: "entities.bulkUpdate.title" })}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
    >
      <BulkUpdateDialog
        entity={entity}
        count={count}
        status={status}
        loadOptions={loadOptions}
        onConfirm={(attributes) => void handleConfirm(attributes)}
        onCancel={onClose}
      />
    </Dialog>
  );
}
