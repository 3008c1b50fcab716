import type { Locale } from "../catalogues/catalogue";
import type { AnyEntity, FieldDefinition } from "../entities/defineEntity";
import { entitySchemas } from "../entities/entitySchemas";
import { formSections } from "../entities/fieldQueries";
import { defineMessages, formatMessage, type Message } from "../i18n/messageSet";
import { fieldErrors } from "../rules/issues";
import { validationMessages } from "../rules/messages";
import { type Effects, NO_EFFECTS } from "./effects";

/** The registry's form sections (`field.section(…)`), labelled; fields without one form "main". */
export const entitySectionMessages = defineMessages("entityForm.section", {
  main: { "pt-BR": "Dados principais", en: "Main details" },
  profile: { "pt-BR": "Perfil", en: "Profile" },
  links: { "pt-BR": "Links", en: "Links" },
  recruitment: { "pt-BR": "Recrutamento", en: "Recruitment" },
  preferences: { "pt-BR": "Preferências", en: "Preferences" },
  pretensions: { "pt-BR": "Pretensões salariais", en: "Salary expectations" },
  presentation: { "pt-BR": "Apresentação", en: "Presentation" },
  experience: { "pt-BR": "Experiência", en: "Experience" },
  education: { "pt-BR": "Formação", en: "Education" },
  languages: { "pt-BR": "Idiomas", en: "Languages" },
  skills: { "pt-BR": "Habilidades", en: "Skills" },
  references: { "pt-BR": "Referências", en: "References" },
  diversity: { "pt-BR": "Diversidade", en: "Diversity" },
  documents: { "pt-BR": "Documentos", en: "Documents" },
  emergency: { "pt-BR": "Contato de emergência", en: "Emergency contact" },
  assessments: { "pt-BR": "Avaliações", en: "Assessments" },
  system: { "pt-BR": "Registro", en: "Record" },
});

export const entityFormMessages = defineMessages("entityForm", {
  saved: { "pt-BR": "Salvo com sucesso!", en: "Saved successfully!" },
  saveFailed: {
    "pt-BR": "Ops, houve um erro, tente novamente mais tarde",
    en: "Oops, something went wrong, please try again later",
  },
  unsavedTitle: { "pt-BR": "Sair sem salvar?", en: "Leave without saving?" },
  unsavedBody: {
    "pt-BR": "As alterações feitas neste formulário serão perdidas.",
    en: "The changes made in this form will be lost.",
  },
  leave: { "pt-BR": "Sair sem salvar", en: "Leave without saving" },
  empty: { "pt-BR": "—", en: "—" },
  yes: { "pt-BR": "Sim", en: "Yes" },
  no: { "pt-BR": "Não", en: "No" },
  noRelated: { "pt-BR": "Nenhum registro relacionado.", en: "No related records." },
  items: { "pt-BR": "{n} itens", en: "{n} items" },
  edit: { "pt-BR": "Editar", en: "Edit" },
});

/** A section's label; a section the set does not know is shown by its key rather than breaking the form. */
export function sectionMessage(section: string): Message {
  const messages: Readonly<Record<string, Message>> = entitySectionMessages.messages;
  return messages[section] ?? { id: `entityForm.section.${section}`, "pt-BR": section, en: section };
}

export type FormValues = Readonly<Record<string, unknown>>;

export type EntityFormMode = "create" | "update";

export type EntityFormState = {
  readonly mode: EntityFormMode;
  /** What the record held when the form opened (or was last saved): `isDirty` compares against it. */
  readonly initial: FormValues;
  readonly values: FormValues;
  readonly errors: Readonly<Record<string, string>>;
  readonly status: "editing" | "saving";
  readonly effects: Effects<EntityFormAction>;
};

export type EntityFormAction =
  | { readonly type: "fieldChanged"; readonly field: string; readonly value: unknown }
  | { readonly type: "submitPressed"; readonly locale: Locale }
  | { readonly type: "saveSucceeded"; readonly values?: FormValues }
  | { readonly type: "saveFailed"; readonly errors?: Readonly<Record<string, string>> }
  | { readonly type: "reset"; readonly values: FormValues };

/** The fields a form edits: writable, not the parent link of a nested record. */
export function editableFields(entity: AnyEntity): FieldDefinition[] {
  return formSections(entity).flatMap((section) => section.fields);
}

/** Blank text, null, undefined and an empty list are all "no value": typing and erasing leaves a form clean. */
function normalise(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(normalise);
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .map(([key, inner]) => [key, normalise(inner)] as const)
        .filter(([, inner]) => inner !== null)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

/** The keys whose value differs from the initial one. */
export function changedFields(initial: FormValues, values: FormValues): string[] {
  const keys = new Set([...Object.keys(initial), ...Object.keys(values)]);
  return [...keys].filter((key) => !sameValue(initial[key], values[key]));
}

/** Spec: the unsaved-changes guard asks before leaving only when something was really changed. */
export function isDirty(initial: FormValues, values: FormValues): boolean {
  return changedFields(initial, values).length > 0;
}

/** A map's entry as its form edits it: a typed key and its value. */
export type MapRow = { readonly key?: unknown; readonly value?: unknown };

/**
 * A map edited as rows of key and value, as the record it stores: keys trimmed, rows without a value left out, null
 * when none is left. A value typed without its key is kept under a blank key, which the map's schema refuses with
 * its message, rather than dropped.
 */
export function mapOfRows(rows: readonly MapRow[]): Record<string, unknown> | null {
  const entries = rows
    .map((row) => [typeof row.key === "string" ? row.key.trim() : "", row.value] as const)
    .filter(([, value]) => !isBlank(value));
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The form's values for a record: its writable fields only (ids, counts and server fields stay out). */
export function formValuesOf(entity: AnyEntity, record: FormValues = {}): FormValues {
  return Object.fromEntries(editableFields(entity).map((field) => [field.key, record[field.key] ?? null]));
}

export function initialEntityFormState(
  entity: AnyEntity,
  mode: EntityFormMode,
  record: FormValues = {},
): EntityFormState {
  const values = formValuesOf(entity, record);
  return { mode, initial: values, values, errors: {}, status: "editing", effects: NO_EFFECTS };
}

/**
 * A part of a record one form edits (a wizard's stage): only these fields are validated and sent, and `required`
 * ones must hold a value even where the registry leaves them optional.
 */
export type EntityFormScope = { readonly fields: readonly string[]; readonly required?: readonly string[] };

function isBlank(value: unknown): boolean {
  return normalise(value) === null;
}

/** The whole record against the create schema, or only a scope's fields against the update schema. */
function validate(
  entity: AnyEntity,
  values: FormValues,
  locale: Locale,
  scope: EntityFormScope | undefined,
): { readonly data: Record<string, unknown> } | { readonly errors: Record<string, string> } {
  if (!scope) {
    const result = entitySchemas(entity).create.safeParse(values);
    return result.success
      ? { data: result.data as Record<string, unknown> }
      : { errors: fieldErrors(result.error, locale) };
  }
  const scoped = Object.fromEntries(scope.fields.map((key) => [key, values[key] ?? null]));
  const result = entitySchemas(entity).update.safeParse(scoped);
  const errors: Record<string, string> = result.success ? {} : fieldErrors(result.error, locale);
  const required = formatMessage(validationMessages.messages.required, locale);
  for (const key of scope.required ?? []) if (isBlank(values[key]) && !errors[key]) errors[key] = required;
  if (!result.success || Object.keys(errors).length > 0) return { errors };
  return { data: result.data as Record<string, unknown> };
}

/**
 * A form generated from the registry: every field validates with its entity's zod schema, so a form and
 * the API accept exactly the same input. An invalid submit keeps everything typed and shows each field's message
 * under 'Preencha corretamente os campos' (spec §5, §8); a valid one asks the container to save — the whole record
 * on create, only what changed on update. With a scope, only the scope's fields are validated and sent.
 */
export function createEntityFormReducer(entity: AnyEntity, scope?: EntityFormScope) {
  return function entityFormReducer(state: EntityFormState, action: EntityFormAction): EntityFormState {
    const quiet = { ...state, effects: NO_EFFECTS };
    switch (action.type) {
      case "fieldChanged": {
        const { [action.field]: _, ...errors } = state.errors;
        return { ...quiet, values: { ...state.values, [action.field]: action.value }, errors };
      }
      case "submitPressed": {
        if (state.status === "saving") return quiet;
        const result = validate(entity, state.values, action.locale, scope);
        if ("errors" in result) return { ...quiet, errors: result.errors };
        const parsed = result.data;
        const changed = new Set(changedFields(state.initial, state.values));
        const payload =
          state.mode === "create" ? parsed : Object.fromEntries(Object.entries(parsed).filter(([k]) => changed.has(k)));
        return {
          ...quiet,
          errors: {},
          status: "saving",
          effects: [{ type: "call", handler: "save", payload }],
        };
      }
      case "saveSucceeded": {
        // The saved record becomes the new starting point: the guard no longer asks before leaving. What the server
        // returns wins; a field it left out keeps what the form held.
        const values = formValuesOf(entity, { ...state.values, ...action.values });
        return {
          ...quiet,
          status: "editing",
          mode: "update",
          initial: values,
          values,
          effects: [{ type: "toast", tone: "success", message: entityFormMessages.messages.saved }],
        };
      }
      case "saveFailed":
        return action.errors && Object.keys(action.errors).length > 0
          ? { ...quiet, status: "editing", errors: action.errors }
          : {
              ...quiet,
              status: "editing",
              effects: [{ type: "toast", tone: "error", message: entityFormMessages.messages.saveFailed }],
            };
      case "reset":
        return initialEntityFormState(entity, state.mode, action.values);
    }
  };
}
