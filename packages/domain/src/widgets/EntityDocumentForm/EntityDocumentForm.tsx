/**
 * The registry's form as a document: a scope of an entity's fields drawn on the server as a plain
 * `<form method="post">` that works with no script at all (the candidate area's pages, the registration wizard's
 * stages). The route's action reads what it posted with `readPostedEntityValues` (the PATCH payload) and, for the
 * rows' buttons, `postedEntityValues` + `applyStructureIntent` (drawn again with a row more or less, nothing saved).
 *
 * Props, all plain data:
 * - `entity`: the registry entity (e.g. `profilePageEntity(candidates, "info")`); its sections and section order.
 * - `scope`: the field keys shown (a field outside the scope is neither shown nor read back).
 * - `values`: the record as the API returned it, or what was posted (`postedEntityValues`), or those with an intent
 *   applied; texts typed are shown as typed.
 * - `errors`: message by field path (`cpf`, `skills.0.name`), e.g. `formFieldErrors` of a 422.
 * - `sectionNotes`: a text under a section's title, by section (why sensitive data is asked).
 * - `relationOptions`: the few options of a relation field, by field key (a checkbox group or a select).
 * - `action`: the page's path, where the form posts. `submitLabel`: the save button's text ("Salvar" by default).
 * - `required`: fields marked required besides the registry's own (a registration stage's required fields).
 *
 * Each control's name is its stable path (`name`, `skills.0.name`, `mobile_phone.country`); the buttons post
 * `intent` = `save`, `add:<field>` or `remove:<field>:<index>`.
 */
import {
  Button,
  Card,
  EmailField,
  type FieldOption,
  NativeCheckbox,
  NativeCheckboxGroup,
  NativeDateField,
  NativePhoneField,
  NativeSelect,
  TextArea,
  TextField,
} from "@seleta/ui";
import type { ReactNode } from "react";
import { type Locale, messageId } from "../../catalogues/catalogue";
import { sortedCountries } from "../../catalogues/countries";
import { type AnyEntity, entityMessageId, type FieldDefinition } from "../../entities/defineEntity";
import { catalogueOptionId, formSections } from "../../entities/fieldQueries";
import { sectionMessage } from "../../state/entityForm";
import * as formCss from "../EntityForm/EntityForm.css";
import { structureInputMessages } from "../EntityForm/structureMessages";
import { useLocale, useMessage } from "../useMessage";
import * as css from "./EntityDocumentForm.css";
import { entityDocumentFormMessages } from "./messages";
import {
  addRowIntent,
  type DocumentFormValues,
  FORM_INTENT_FIELD,
  moveRowIntent,
  removeRowIntent,
} from "./postedEntityValues";

const S = structureInputMessages.messages;
const M = entityDocumentFormMessages.messages;

export type EntityDocumentFormProps = {
  readonly entity: AnyEntity;
  readonly scope: readonly string[];
  readonly values?: DocumentFormValues;
  readonly errors?: Readonly<Record<string, string>>;
  readonly sectionNotes?: Readonly<Record<string, string>>;
  readonly relationOptions?: Readonly<Record<string, readonly FieldOption[]>>;
  readonly action: string;
  readonly submitLabel?: string;
  /** Fields this form requires besides those the registry requires everywhere (a registration stage's). */
  readonly required?: readonly string[];
  /** The form's id, for a summary or a button outside it. */
  readonly id?: string;
};

/** Kinds that take a whole row of the grid. */
const WIDE_KINDS = new Set(["longText", "richText", "multiSelect", "relations", "tags"]);

type Item = Readonly<Record<string, unknown>>;

/** What a text input shows for a value: a typed text as typed, a stored number in the page's language. */
function shownText(field: FieldDefinition, value: unknown, locale: Locale): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") {
    if (field.kind === "currency")
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
    return String(value);
  }
  if (Array.isArray(value)) return value.join(", ");
  return "";
}

const shownIds = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const shownId = (value: unknown): string | undefined => (value == null || value === "" ? undefined : String(value));
const shownDate = (value: unknown): string | undefined =>
  typeof value === "string" && value ? value.slice(0, 10) : undefined;

type InputProps = {
  readonly field: FieldDefinition;
  /** The control's name: the field's path. */
  readonly name: string;
  readonly label: string;
  readonly description?: string;
  readonly value: unknown;
  readonly error?: string;
  readonly options: readonly FieldOption[];
  readonly countryOptions: () => readonly FieldOption[];
  readonly locale: Locale;
  readonly isRequired: boolean;
};

/** The input of one field by its kind; null for kinds a document form does not edit (files, date-times). */
function fieldInput(props: InputProps): ReactNode {
  const { field, name, label, description, value, error, options, locale, isRequired } = props;
  const chrome = { name, label, description, errorMessage: error, isRequired };
  const text = { ...chrome, isInvalid: Boolean(error), defaultValue: shownText(field, value, locale) };
  switch (field.kind) {
    case "text":
    case "document":
    case "color":
    case "tags":
      return <TextField {...text} />;
    case "longText":
    case "richText":
      return <TextArea {...text} />;
    case "email":
      return <EmailField {...text} />;
    case "url":
      return <TextField {...text} type="url" inputMode="url" />;
    case "integer":
      return <TextField {...text} inputMode="numeric" />;
    case "decimal":
    case "percent":
    case "currency":
      return <TextField {...text} inputMode="decimal" />;
    case "phone":
      return <NativePhoneField {...chrome} defaultValue={typeof value === "string" ? value : undefined} />;
    case "boolean":
      return <NativeCheckbox {...chrome} defaultChecked={value === true || value === "on"} />;
    case "date":
      return <NativeDateField {...chrome} defaultValue={shownDate(value)} />;
    case "select":
    case "relation":
      return <NativeSelect {...chrome} options={options} defaultValue={shownId(value)} />;
    case "multiSelect":
    case "relations":
      return <NativeCheckboxGroup {...chrome} options={options} defaultValue={shownIds(value)} />;
    case "country":
      return <NativeSelect {...chrome} options={props.countryOptions()} defaultValue={shownId(value)} />;
    default:
      return null;
  }
}

/** Whether a document form has an input for the field's kind (structures are drawn by `StructureFieldset`). */
export function hasDocumentInput(field: FieldDefinition): boolean {
  return !["datetime", "file", "image", "list", "object"].includes(field.kind) && !field.readOnly;
}

/** The field's options: its catalogue labelled in the page's language, or the relation's options passed in. */
function useFieldOptions(relationOptions: EntityDocumentFormProps["relationOptions"]) {
  const text = useMessage();
  return (field: FieldDefinition): readonly FieldOption[] => {
    const catalogue = field.catalogue;
    if (catalogue)
      return catalogue.entries.map((entry) => ({
        id: catalogueOptionId(field, entry),
        label: text({ id: messageId(catalogue, entry), ...entry.label }),
      }));
    return relationOptions?.[field.key] ?? [];
  };
}

export function EntityDocumentForm({
  entity,
  scope,
  values = {},
  errors = {},
  sectionNotes,
  relationOptions,
  action,
  submitLabel,
  id,
  required = [],
}: EntityDocumentFormProps) {
  const text = useMessage();
  const locale = useLocale();
  const optionsOf = useFieldOptions(relationOptions);
  let countries: readonly FieldOption[] | undefined;
  const countryOptions = () => {
    countries ??= sortedCountries(locale).map((country) => ({ id: country.key, label: country.label[locale] }));
    return countries;
  };
  const labelOf = (field: FieldDefinition) => text({ id: field.messageId, ...field.label });
  const input = (
    field: FieldDefinition,
    name: string,
    value: unknown,
    withHelp: boolean,
    isRequired = field.required,
  ) =>
    fieldInput({
      field,
      name,
      label: labelOf(field),
      description:
        withHelp && field.help
          ? text({ id: entityMessageId(entity.name, `help.${field.key}`), ...field.help })
          : undefined,
      value,
      error: errors[name],
      options: optionsOf(field),
      countryOptions,
      locale,
      isRequired,
    });

  const sections = formSections(entity)
    .map(({ section, fields }) => ({ section, fields: fields.filter((field) => scope.includes(field.key)) }))
    .filter(({ fields }) => fields.length > 0);

  return (
    <form id={id} method="post" action={action} noValidate className={formCss.form}>
      <button
        type="submit"
        name={FORM_INTENT_FIELD}
        value="save"
        tabIndex={-1}
        aria-hidden="true"
        className={css.implicitSave}
      >
        {submitLabel ?? text(M.save)}
      </button>
      <div className={formCss.sections}>
        {sections.map(({ section, fields }) => (
          <Card
            key={section}
            as="section"
            title={text(sectionMessage(section))}
            headingLevel={2}
            description={sectionNotes?.[section]}
          >
            <div className={formCss.grid}>
              {fields.map((field) => {
                const itemFields = field.items;
                if ((field.kind === "list" || field.kind === "object") && itemFields) {
                  return (
                    <div key={field.key} className={formCss.wide} data-field={field.key}>
                      <StructureFieldset
                        field={field}
                        label={labelOf(field)}
                        value={values[field.key]}
                        itemFields={itemFields}
                        error={errors[field.key]}
                        errors={errors}
                        labelOf={labelOf}
                        input={(itemField, name, value) => input(itemField, name, value, false)}
                      />
                    </div>
                  );
                }
                if (!hasDocumentInput(field)) return null;
                return (
                  <div
                    key={field.key}
                    className={WIDE_KINDS.has(field.kind) ? formCss.wide : undefined}
                    data-field={field.key}
                  >
                    {input(field, field.key, values[field.key], true, field.required || required.includes(field.key))}
                  </div>
                );
              })}
            </div>
          </Card>
        ))}
      </div>
      <div className={css.actions}>
        <Button type="submit" name={FORM_INTENT_FIELD} value="save" size="lg">
          {submitLabel ?? text(M.save)}
        </Button>
      </div>
    </form>
  );
}

type StructureFieldsetProps = {
  readonly field: FieldDefinition;
  readonly label: string;
  readonly value: unknown;
  readonly itemFields: readonly FieldDefinition[];
  readonly error?: string;
  readonly input: (itemField: FieldDefinition, name: string, value: unknown) => ReactNode;
  /** The structure's path in the form (`skills`, or `statuses.0.sub_status` inside a row): its controls' names. */
  readonly path?: string;
  readonly errors?: Readonly<Record<string, string>>;
  readonly labelOf?: (field: FieldDefinition) => string;
};

/**
 * A list's rows (or an object's one item) as fieldsets of their properties. A list posts its rows' numbers under
 * its own name, and each row has a Remove button; Add posts the form to draw it again with an empty row.
 */
function StructureFieldset(props: StructureFieldsetProps) {
  const { field, label, value, itemFields, error, input, path: ownPath = field.key, errors = {}, labelOf } = props;
  const text = useMessage();
  const isList = field.kind === "list";
  const rows: Item[] = isList
    ? Array.isArray(value)
      ? (value as Item[])
      : []
    : [value && typeof value === "object" ? (value as Item) : {}];
  return (
    <fieldset className={formCss.structure}>
      <legend className={formCss.structureLegend}>{label}</legend>
      {error ? <p className={formCss.structureError}>{error}</p> : null}
      {rows.map((row, index) => {
        const path = isList ? `${ownPath}.${index}` : ownPath;
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; their place is it.
          <fieldset key={index} className={formCss.structureItem}>
            {isList ? (
              <>
                <legend className={formCss.structureItemLegend}>{text(S.item, { label, n })}</legend>
                <input type="hidden" name={ownPath} value={index} />
              </>
            ) : null}
            <div className={formCss.grid}>
              {itemFields.map((itemField) => {
                const name = `${path}.${itemField.key}`;
                if (itemField.items && (itemField.kind === "list" || itemField.kind === "object")) {
                  return (
                    <div key={itemField.key} className={formCss.wide}>
                      <StructureFieldset
                        {...props}
                        field={itemField}
                        label={labelOf ? labelOf(itemField) : itemField.key}
                        value={row[itemField.key]}
                        itemFields={itemField.items}
                        error={errors[name]}
                        path={name}
                      />
                    </div>
                  );
                }
                return (
                  <div key={itemField.key} className={itemField.kind === "longText" ? formCss.wide : undefined}>
                    {input(itemField, name, row[itemField.key] ?? null)}
                  </div>
                );
              })}
            </div>
            {isList ? (
              <div className={css.rowActions}>
                {index > 0 ? (
                  <Button
                    type="submit"
                    name={FORM_INTENT_FIELD}
                    value={moveRowIntent(ownPath, index, "up")}
                    variant="ghost"
                    size="sm"
                  >
                    {text(S.moveUp, { label, n })}
                  </Button>
                ) : null}
                {index < rows.length - 1 ? (
                  <Button
                    type="submit"
                    name={FORM_INTENT_FIELD}
                    value={moveRowIntent(ownPath, index, "down")}
                    variant="ghost"
                    size="sm"
                  >
                    {text(S.moveDown, { label, n })}
                  </Button>
                ) : null}
                <Button
                  type="submit"
                  name={FORM_INTENT_FIELD}
                  value={removeRowIntent(ownPath, index)}
                  variant="ghost"
                  tone="danger"
                  size="sm"
                >
                  {text(S.remove, { label, n })}
                </Button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {isList ? (
        <div className={css.rowActions}>
          <Button type="submit" name={FORM_INTENT_FIELD} value={addRowIntent(ownPath)} variant="outline" size="sm">
            {text(S.add, { label })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
