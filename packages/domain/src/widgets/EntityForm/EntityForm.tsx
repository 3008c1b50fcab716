import { Card, ConfirmDialog, type FieldOption, Form, type ToastContent } from "@seleta/ui";
import { memo, type ReactNode, useEffect, useMemo, useRef } from "react";
import { messageId } from "../../catalogues/catalogue";
import { type AnyEntity, entityMessageId, type FieldDefinition } from "../../entities/defineEntity";
import { catalogueOptionId, formSections } from "../../entities/fieldQueries";
import {
  createEntityFormReducer,
  type EntityFormAction,
  type EntityFormMode,
  type EntityFormScope,
  type EntityFormState,
  entityFormMessages,
  type FormValues,
  initialEntityFormState,
  isDirty,
  sectionMessage,
} from "../../state/entityForm";
import { BottomActionBar } from "../BottomActionBar/BottomActionBar";
import { useLocale, useMessage } from "../useMessage";
import { useWidgetReducer } from "../useWidgetReducer";
import * as css from "./EntityForm.css";
import { FIELD_INPUTS, type FieldInputProps, hasFieldInput, type LoadRelationOptions } from "./fieldInputs";

const M = entityFormMessages.messages;

/** A save the server refused field by field (HTTP 422): the messages show under their fields. */
export class EntityFormSaveError extends Error {
  constructor(readonly fieldErrors: Readonly<Record<string, string>>) {
    super("The record was not saved");
  }
}

/** What an action bar needs to drive the form (the form shows BottomActionBar unless told otherwise). */
export type EntityFormActions = {
  readonly save: () => void;
  readonly isSaving: boolean;
  readonly isDirty: boolean;
  readonly back?: () => void;
};

export type EntityFormProps = {
  readonly entity: AnyEntity;
  /** The record being edited, or the defaults of a new one. */
  readonly record?: FormValues;
  /** `update` sends only what changed. Default: `update` when `record` has an id. */
  readonly mode?: EntityFormMode;
  /** Saves; resolves with the saved record (it becomes the clean state), rejects with `EntityFormSaveError`. */
  readonly onSave: (payload: Record<string, unknown>) => Promise<FormValues | undefined> | FormValues | undefined;
  readonly onBack?: () => void;
  /** Told each time the form becomes dirty or clean: the container blocks navigation meanwhile (`useBlocker`). */
  readonly onDirtyChange?: (isDirty: boolean) => void;
  readonly onToast?: (toast: ToastContent) => void;
  /** Only these sections, in this order (a wizard step); all of the entity's by default. */
  readonly sections?: readonly string[];
  /**
   * Only these fields (a wizard's stage of a record): the form shows, validates and sends them alone, and marks
   * `required` ones as such even where the registry leaves them optional. Fixed while the form is shown.
   */
  readonly scope?: EntityFormScope;
  readonly loadOptions?: LoadRelationOptions;
  /** Names of the records relations point to, by field key then id. */
  readonly relationLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Country choices (from `@seleta/domain/countries`); without them a country is typed as its ISO code. */
  readonly countryOptions?: readonly FieldOption[];
  readonly onFileSelected?: (field: string, file: File) => void;
  /** Replaces the form's own bar, e.g. with `BottomActionBar`. */
  readonly renderActions?: (actions: EntityFormActions) => ReactNode;
  /** Asks the browser to confirm closing the tab while there are unsaved changes. Default true. */
  readonly guardUnload?: boolean;
  /** A short text under a section's title (why a group of sensitive fields is asked), by section. */
  readonly sectionNotes?: Readonly<Record<string, string>>;
};

const WIDE_KINDS = new Set([
  "longText",
  "richText",
  "multiSelect",
  "relations",
  "file",
  "image",
  "tags",
  "json",
  "object",
  "list",
  "map",
]);

/** Kinds whose input shows messages under their own properties: they get the form's messages by path. */
const STRUCTURE_KINDS = new Set(["object", "list", "map"]);

function useCatalogueOptions(field: FieldDefinition): FieldOption[] {
  const text = useMessage();
  const catalogue = field.catalogue;
  if (!catalogue) return [];
  return catalogue.entries.map((entry) => ({
    id: catalogueOptionId(field, entry),
    label: text({ id: messageId(catalogue, entry), ...entry.label }),
  }));
}

type FieldRowProps = Omit<FieldInputProps, "options" | "label" | "description" | "relationLabels" | "onChange"> & {
  readonly entity: AnyEntity;
  readonly dispatch: (action: EntityFormAction) => void;
  readonly relationLabels?: EntityFormProps["relationLabels"];
};

/**
 * One field. Memoised on its own value and error (and the form's messages, which a structure shows under its
 * properties): typing in one field of a 40-field form re-renders that field, not the whole form.
 */
const FieldRow = memo(function FieldRow({ entity, field, relationLabels, dispatch, ...rest }: FieldRowProps) {
  const text = useMessage();
  const options = useCatalogueOptions(field);
  const input = FIELD_INPUTS[field.kind];
  if (!hasFieldInput(field)) return null;
  const label = text({ id: field.messageId, ...field.label });
  const description = field.help
    ? text({ id: entityMessageId(entity.name, `help.${field.key}`), ...field.help })
    : undefined;
  const onChange = (value: unknown) => dispatch({ type: "fieldChanged", field: field.key, value });
  return (
    <div className={WIDE_KINDS.has(field.kind) ? css.wide : undefined} data-field={field.key}>
      {input({ ...rest, field, label, description, options, onChange, relationLabels: relationLabels?.[field.key] })}
    </div>
  );
});

/** A scope's fields of one section, in the section's order, required where the scope says so. */
function scopedFields(fields: readonly FieldDefinition[], scope: EntityFormScope): FieldDefinition[] {
  return fields
    .filter((field) => scope.fields.includes(field.key))
    .map((field) => (scope.required?.includes(field.key) ? { ...field, required: true } : field));
}

/** Runs a reducer built per entity; the entity of one form does not change while it is shown. */
function useEntityForm(entity: AnyEntity, props: EntityFormProps) {
  const { scope } = props;
  const reducer = useMemo(() => createEntityFormReducer(entity, scope), [entity, scope]);
  const mode = props.mode ?? (props.record?.id != null ? "update" : "create");
  // The save settles after the call returns: it reports back through the dispatch of this very form.
  const dispatchRef = useRef<(action: EntityFormAction) => void>(undefined);
  const [state, dispatch] = useWidgetReducer<EntityFormState, EntityFormAction>(
    reducer,
    () => initialEntityFormState(entity, mode, props.record),
    {
      onToast: props.onToast,
      calls: {
        save: (payload) => {
          Promise.resolve()
            .then(() => props.onSave(payload as Record<string, unknown>))
            .then(
              (saved) => dispatchRef.current?.({ type: "saveSucceeded", values: saved ?? undefined }),
              (error: unknown) =>
                dispatchRef.current?.({
                  type: "saveFailed",
                  errors: error instanceof EntityFormSaveError ? error.fieldErrors : undefined,
                }),
            );
        },
      },
    },
  );
  dispatchRef.current = dispatch;
  return [state, dispatch] as const;
}

/**
 * A record's form generated from the registry: its sections in declaration order, each field's input
 * from its kind, labels and help in the user's language, required marks, and the entity's zod schema as the
 * validation. An invalid submit shows 'Preencha corretamente os campos' above the form and each message under its
 * field, focusing the first; what was typed stays. `onDirtyChange` feeds the container's unsaved-changes guard.
 */
export function EntityForm(props: EntityFormProps) {
  const { entity, sections, guardUnload = true } = props;
  const text = useMessage();
  const locale = useLocale();
  const [state, dispatch] = useEntityForm(entity, props);
  const formRef = useRef<HTMLDivElement>(null);
  const dirty = isDirty(state.initial, state.values);
  const isSaving = state.status === "saving";

  const latestDirtyChange = useRef(props.onDirtyChange);
  latestDirtyChange.current = props.onDirtyChange;
  useEffect(() => latestDirtyChange.current?.(dirty), [dirty]);

  useEffect(() => {
    if (!dirty || !guardUnload) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [dirty, guardUnload]);

  // After a refused submit, the first field with a message takes the focus.
  const focusFirstError = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the reducer has set the errors of a submit.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button');
    invalid?.focus();
  }, [state.errors]);

  const save = () => {
    focusFirstError.current = true;
    dispatch({ type: "submitPressed", locale });
  };

  const shown = formSections(entity)
    .filter((section) => !sections || sections.includes(section.section))
    .map((section) => (props.scope ? { ...section, fields: scopedFields(section.fields, props.scope) } : section));
  if (sections) shown.sort((a, b) => sections.indexOf(a.section) - sections.indexOf(b.section));
  const actions: EntityFormActions = { save, isSaving, isDirty: dirty, back: props.onBack };

  return (
    <div ref={formRef}>
      <Form
        validationBehavior="aria"
        validationErrors={state.errors}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className={css.form}>
          <div className={css.sections}>
            {shown.map(({ section, fields }) => {
              const editable = fields.filter(hasFieldInput);
              if (editable.length === 0) return null;
              return (
                <Card
                  key={section}
                  as="section"
                  title={text(sectionMessage(section))}
                  headingLevel={2}
                  description={props.sectionNotes?.[section]}
                >
                  <div className={css.grid}>
                    {editable.map((field) => (
                      <FieldRow
                        key={field.key}
                        entity={entity}
                        field={field}
                        value={state.values[field.key]}
                        dispatch={dispatch}
                        error={state.errors[field.key]}
                        errors={STRUCTURE_KINDS.has(field.kind) ? state.errors : undefined}
                        isDisabled={isSaving}
                        loadOptions={props.loadOptions}
                        relationLabels={props.relationLabels}
                        countryOptions={props.countryOptions}
                        onFileSelected={props.onFileSelected}
                      />
                    ))}
                  </div>
                </Card>
              );
            })}
          </div>
          {props.renderActions ? (
            props.renderActions(actions)
          ) : (
            <BottomActionBar onSave={save} onBack={props.onBack} isSaving={isSaving} />
          )}
        </div>
      </Form>
    </div>
  );
}

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
