/**
 * The bulk update's dialog body: one field among those many records may share (`bulkUpdatableFields`), its value
 * entered with the registry form's own control for it (the EntityForm scoped to that field), and one button saying
 * how many records get it ("Atualizar 1.234 candidatos"). Presentational: the container (apps/web) starts the task,
 * follows its progress and says how the start went through `status`.
 */
import { Button, type FieldOption, Select } from "@seleta/ui";
import { useState } from "react";
import type { AnyEntity } from "../../entities/defineEntity";
import { bulkUpdatableFields } from "../../forms/formScope";
import { type DocumentFormValues, readPostedEntityValues } from "../../forms/postedForm";
import { EntityForm } from "../EntityForm/EntityForm";
import type { LoadRelationOptions } from "../EntityForm/fieldInputs";
import { useLocale, useMessage } from "../useMessage";
import * as css from "./BulkUpdateDialog.css";
import { bulkUpdateMessages } from "./messages";

const M = bulkUpdateMessages.messages;

/** Where the update stands: choosing, starting the task, or refused (the API's words, by field where it names one). */
export type BulkUpdateStatus =
  | { readonly kind: "choosing" }
  | { readonly kind: "sending" }
  | { readonly kind: "failed"; readonly message: string; readonly errors?: Readonly<Record<string, string>> };

export type BulkUpdateDialogProps = {
  readonly entity: AnyEntity;
  /** How many records the update writes (the picked ones, or everything a select-all selects). */
  readonly count: number;
  readonly status: BulkUpdateStatus;
  /** A relation's options, by field key; where scripts run a relation is searched with `loadOptions`. */
  readonly relationOptions?: Readonly<Record<string, readonly FieldOption[]>>;
  readonly loadOptions?: LoadRelationOptions;
  /** The attributes to write: the chosen field's value, parsed as an edit form's. */
  readonly onConfirm: (attributes: Record<string, unknown>) => void;
  readonly onCancel: () => void;
  /** The field and its value as drawn (a story's screenshot, a dialog opened again). */
  readonly initialField?: string;
  readonly initialValues?: DocumentFormValues;
};

export function BulkUpdateDialog({
  entity,
  count,
  status,
  relationOptions,
  loadOptions,
  onConfirm,
  onCancel,
  initialField,
  initialValues,
}: BulkUpdateDialogProps) {
  const text = useMessage();
  const locale = useLocale();
  const fields = bulkUpdatableFields(entity);
  const [key, setKey] = useState<string | null>(initialField ?? null);
  const options = fields.map((field) => ({ id: field.key, label: text({ id: field.messageId, ...field.label }) }));
  const label = text(count === 1 ? entity.label.one : entity.label.many).toLocaleLowerCase(locale);
  const sending = status.kind === "sending";

  const handleSubmit = (form: HTMLFormElement) => {
    if (key === null || sending) return;
    onConfirm(readPostedEntityValues(entity, [key], new FormData(form)));
  };

  return (
    <div className={css.dialog}>
      <p className={css.text}>{text(M.intro, { count })}</p>
      {fields.length === 0 ? (
        <p className={css.muted}>{text(M.noFields)}</p>
      ) : (
        <Select
          label={text(M.field)}
          placeholder={text(M.pickField)}
          options={options}
          value={key}
          onChange={(value) => setKey(value === null ? null : String(value))}
          isDisabled={sending}
        />
      )}
      {key === null ? null : (
        <EntityForm
          // A new field is a new form: what was typed for another field is not posted for this one.
          key={key}
          entity={entity}
          scope={[key]}
          mode="update"
          values={initialField === key ? initialValues : undefined}
          errors={status.kind === "failed" ? status.errors : undefined}
          summary={status.kind === "failed" ? status.message : undefined}
          relationOptions={relationOptions}
          action=""
          submitLabel={text(M.confirm, { count, entities: label })}
          enhanced={{ submit: handleSubmit, loadOptions, isSubmitting: sending }}
        />
      )}
      <div className={css.actions}>
        <Button variant="outline" tone="neutral" onPress={onCancel} isDisabled={sending}>
          {text(M.cancel)}
        </Button>
      </div>
    </div>
  );
}
