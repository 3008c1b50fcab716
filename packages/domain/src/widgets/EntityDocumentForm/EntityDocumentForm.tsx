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
import type { FieldKind } from "../../entities/field";
import { catalogueOptionId, formSections } from "../../entities/fieldQueries";
import { mapFieldKeys } from "../../entities/registry";
import {
  addRowIntent,
  type DocumentFormValues,
  FORM_INTENT_FIELD,
  moveRowIntent,
  removeRowIntent,
  shownDateTime,
} from "../../forms/postedForm";
import { sectionMessage } from "../../state/entityForm";
import * as formCss from "../EntityForm/EntityForm.css";
import { mapInputMessages, structureInputMessages } from "../EntityForm/structureMessages";
import { useLocale, useMessage } from "../useMessage";
import * as css from "./EntityDocumentForm.css";
import { entityDocumentFormMessages } from "./messages";

const S = structureInputMessages.messages;
const M = entityDocumentFormMessages.messages;
const MK = mapInputMessages.messages;

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
const WIDE_KINDS = new Set([
  "longText",
  "richText",
  "multiSelect",
  "relations",
  "tags",
  "json",
  "object",
  "list",
  "map",
]);

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

/** A structure as JSON text to edit, indented; text typed (a refused post) as it was typed. */
const shownJson = (value: unknown): string =>
  typeof value === "string" ? value : value == null ? "" : JSON.stringify(value, null, 2);

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
  /** Draws a field inside this one (a structure's property, a map's value) by the same table. */
  readonly draw: DrawField;
  readonly errors: Readonly<Record<string, string>>;
};

/** Draws one field under a path: its input by its kind, labelled, with its message. */
type DrawField = (field: FieldDefinition, name: string, value: unknown) => ReactNode;

type DocumentInput = (props: InputProps) => ReactNode;

/** A kind a document form cannot post, and why: said in the table, never left to a fallthrough. */
type NoDocumentInput = { readonly cannotPost: string };

const chromeOf = ({ name, label, description, error, isRequired }: InputProps) => ({
  name,
  label,
  description,
  errorMessage: error,
  isRequired,
});

/** A text input showing the value as typed, or a stored value in the page's language. */
const textInput = (
  props: InputProps,
  extra: { readonly type?: string; readonly inputMode?: "url" | "numeric" | "decimal"; readonly shown?: string } = {},
) => (
  <TextField
    {...chromeOf(props)}
    isInvalid={Boolean(props.error)}
    type={extra.type}
    inputMode={extra.inputMode}
    defaultValue={extra.shown ?? shownText(props.field, props.value, props.locale)}
  />
);

const textArea = (props: InputProps, shown = shownText(props.field, props.value, props.locale)) => (
  <TextArea {...chromeOf(props)} isInvalid={Boolean(props.error)} defaultValue={shown} />
);

/** A list's rows or an object's properties; a list of questions or answers has an editor of its own (script). */
const structure: DocumentInput = (props) =>
  props.field.items ? (
    <StructureFieldset
      field={props.field}
      label={props.label}
      value={props.value}
      itemFields={props.field.items}
      error={props.error}
      input={props.draw}
      path={props.name}
    />
  ) : null;

/**
 * Field kind → the document form's input, in one table the compiler holds to every kind. Names are the fields'
 * paths; what each posts is read back by `postedEntityValues`.
 */
export const DOCUMENT_INPUTS: Readonly<Record<FieldKind, DocumentInput | NoDocumentInput>> = {
  text: (props) => textInput(props),
  document: (props) => textInput(props),
  color: (props) => textInput(props),
  tags: (props) => textInput(props),
  longText: (props) => textArea(props),
  richText: (props) => textArea(props),
  email: (props) => (
    <EmailField
      {...chromeOf(props)}
      isInvalid={Boolean(props.error)}
      defaultValue={shownText(props.field, props.value, props.locale)}
    />
  ),
  url: (props) => textInput(props, { type: "url", inputMode: "url" }),
  integer: (props) => textInput(props, { inputMode: "numeric" }),
  decimal: (props) => textInput(props, { inputMode: "decimal" }),
  percent: (props) => textInput(props, { inputMode: "decimal" }),
  currency: (props) => textInput(props, { inputMode: "decimal" }),
  // The browser's own picker; posted without a zone and read in the firms' zone, `DEFAULT_TIME_ZONE` (`postedEntityValues`).
  datetime: (props) => textInput(props, { type: "datetime-local", shown: shownDateTime(props.value) }),
  phone: (props) => (
    <NativePhoneField {...chromeOf(props)} defaultValue={typeof props.value === "string" ? props.value : undefined} />
  ),
  boolean: (props) => (
    <NativeCheckbox {...chromeOf(props)} defaultChecked={props.value === true || props.value === "on"} />
  ),
  date: (props) => <NativeDateField {...chromeOf(props)} defaultValue={shownDate(props.value)} />,
  select: (props) => <NativeSelect {...chromeOf(props)} options={props.options} defaultValue={shownId(props.value)} />,
  relation: (props) => (
    <NativeSelect {...chromeOf(props)} options={props.options} defaultValue={shownId(props.value)} />
  ),
  multiSelect: (props) => (
    <NativeCheckboxGroup {...chromeOf(props)} options={props.options} defaultValue={shownIds(props.value)} />
  ),
  relations: (props) => (
    <NativeCheckboxGroup {...chromeOf(props)} options={props.options} defaultValue={shownIds(props.value)} />
  ),
  country: (props) => (
    <NativeSelect {...chromeOf(props)} options={props.countryOptions()} defaultValue={shownId(props.value)} />
  ),
  json: (props) => textArea(props, shownJson(props.value)),
  object: structure,
  list: structure,
  map: (props) => <MapFieldset {...props} />,
  file: { cannotPost: "a file is uploaded on its own (data_files), which a form posted without script cannot do" },
  image: { cannotPost: "an image is uploaded on its own (data_files), which a form posted without script cannot do" },
};

/** Whether a document form has an input for the field (read-only ones are shown elsewhere, never posted). */
export function hasDocumentInput(field: FieldDefinition): boolean {
  if (field.readOnly) return false;
  if ("cannotPost" in DOCUMENT_INPUTS[field.kind]) return false;
  // Questions and answers are lists without properties: their editors need script.
  if (field.kind === "list" || field.kind === "object") return Boolean(field.items);
  return true;
}

/** A field's input by the table; nothing for a kind the form cannot post. */
function fieldInput(props: InputProps): ReactNode {
  const input = DOCUMENT_INPUTS[props.field.kind];
  return typeof input === "function" ? input(props) : null;
}

const MAP_KEY_FIELD_SUFFIX = "key";

/**
 * A map: with known keys, one value input per key, labelled by the key (a role's permissions: a checkbox group per
 * entity); without, rows of a typed key and its value, added and removed by the form's buttons like a list's.
 */
function MapFieldset(props: InputProps) {
  const { field, name, label, value, error, draw, errors } = props;
  const text = useMessage();
  const valueField = field.mapValue;
  if (!valueField) return null;
  const keys = mapFieldKeys(field);
  const record = (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Item;
  if (keys) {
    return (
      <fieldset className={formCss.structure}>
        <legend className={formCss.structureLegend}>{label}</legend>
        {error ? <p className={formCss.structureError}>{error}</p> : null}
        <div className={formCss.grid}>
          {keys.map(({ key, label: keyLabel }) => (
            <div key={key}>
              {draw(
                { ...valueField, label: keyLabel, messageId: keyLabel.id ?? `${valueField.messageId}.${key}` },
                `${name}.${key}`,
                record[key] ?? null,
              )}
            </div>
          ))}
        </div>
      </fieldset>
    );
  }
  const rows: Item[] = Array.isArray(value)
    ? (value as Item[])
    : Object.entries(record).map(([key, entry]) => ({ key, value: entry }));
  return (
    <fieldset className={formCss.structure}>
      <legend className={formCss.structureLegend}>{label}</legend>
      {error ? <p className={formCss.structureError}>{error}</p> : null}
      {rows.map((row, index) => {
        const n = index + 1;
        const keyName = `${name}.${index}.${MAP_KEY_FIELD_SUFFIX}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; their place is it.
          <fieldset key={index} className={formCss.structureItem}>
            <legend className={formCss.structureItemLegend}>{text(S.item, { label, n })}</legend>
            <input type="hidden" name={name} value={index} />
            <div className={formCss.grid}>
              <TextField
                name={keyName}
                label={text(MK.key)}
                isRequired
                isInvalid={Boolean(errors[keyName])}
                errorMessage={errors[keyName]}
                defaultValue={typeof row.key === "string" ? row.key : ""}
              />
              {draw(valueField, `${name}.${index}.value`, row.value ?? null)}
            </div>
            <div className={css.rowActions}>
              <RemoveRowButton path={name} index={index} label={label} />
            </div>
          </fieldset>
        );
      })}
      <AddRowButton path={name} label={label} />
    </fieldset>
  );
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
  ): ReactNode =>
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
      draw: (inner, innerName, innerValue) => input(inner, innerName, innerValue, false),
      errors,
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
};

/**
 * A list's rows (or an object's one item) as fieldsets of their properties. A list posts its rows' numbers under
 * its own name, and each row has a Remove button; Add posts the form to draw it again with an empty row.
 */
function StructureFieldset(props: StructureFieldsetProps) {
  const { field, label, value, itemFields, error, input, path: ownPath = field.key } = props;
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
              {itemFields.map((itemField) => (
                <div key={itemField.key} className={WIDE_KINDS.has(itemField.kind) ? formCss.wide : undefined}>
                  {input(itemField, `${path}.${itemField.key}`, row[itemField.key] ?? null)}
                </div>
              ))}
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
                <RemoveRowButton path={ownPath} index={index} label={label} />
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {isList ? <AddRowButton path={ownPath} label={label} /> : null}
    </fieldset>
  );
}

/** Posts `remove:<path>:<index>`: the page is drawn again without that row, nothing saved. */
function RemoveRowButton({
  path,
  index,
  label,
}: {
  readonly path: string;
  readonly index: number;
  readonly label: string;
}) {
  const text = useMessage();
  return (
    <Button
      type="submit"
      name={FORM_INTENT_FIELD}
      value={removeRowIntent(path, index)}
      variant="ghost"
      tone="danger"
      size="sm"
    >
      {text(S.remove, { label, n: index + 1 })}
    </Button>
  );
}

/** Posts `add:<path>`: the page is drawn again with an empty row at the end. */
function AddRowButton({ path, label }: { readonly path: string; readonly label: string }) {
  const text = useMessage();
  return (
    <div className={css.rowActions}>
      <Button type="submit" name={FORM_INTENT_FIELD} value={addRowIntent(path)} variant="outline" size="sm">
        {text(S.add, { label })}
      </Button>
    </div>
  );
}
