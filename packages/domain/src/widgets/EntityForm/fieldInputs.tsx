import { type DateValue, getLocalTimeZone, parseAbsolute, parseDate } from "@internationalized/date";
import {
  Checkbox,
  CheckboxGroup,
  Chip,
  ComboBox,
  CurrencyField,
  DatePicker,
  EmailField,
  type FieldOption,
  FileDropZone,
  NumberField,
  PhoneField,
  Select,
  Switch,
  TagField,
  TextArea,
  TextField,
} from "@seleta/ui";
import { type ReactNode, useState } from "react";
import { messageId } from "../../catalogues/catalogue";
import type { FieldDefinition } from "../../entities/defineEntity";
import type { FieldKind } from "../../entities/field";
import { catalogueOptionId, catalogueOptionValue } from "../../entities/fieldQueries";
import { mapFieldKeys } from "../../entities/registry";
import type { Question } from "../../questionnaire/questions";
import { isBlankValue } from "../../rules/text";
import { mapOfRows, sameValue } from "../../state/entityForm";
import { JobQuestionsEditor } from "../JobQuestionsEditor/JobQuestionsEditor";
import { useMessage } from "../useMessage";
import * as css from "./EntityForm.css";
import { AddRowButton, RemoveRowButton, StructureInput } from "./StructureInput";
import { mapInputMessages, structureInputMessages } from "./structureMessages";

/** Options of a relation picker for what the user typed (`GET /recruiters/{entity}?terms_search=…` in the app). */
export type LoadRelationOptions = (
  entity: string,
  filterText: string,
  signal: AbortSignal,
) => Promise<readonly FieldOption[]>;

/** What every input of the table receives. */
export type FieldInputProps = {
  readonly field: FieldDefinition;
  readonly label: string;
  readonly description?: string;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  readonly error?: string;
  readonly isDisabled: boolean;
  /** The field's catalogue, labelled in the user's language. */
  readonly options: readonly FieldOption[];
  readonly loadOptions?: LoadRelationOptions;
  /** The linked records' names (a relation shows a name, not an id), by id. */
  readonly relationLabels?: Readonly<Record<string, string>>;
  readonly countryOptions?: readonly FieldOption[];
  readonly onFileSelected?: (field: string, file: File) => void;
  /** The form's messages by path (`languages.0.level`): a structure's or a map's show under their properties. */
  readonly errors?: Readonly<Record<string, string>>;
  /** The field's path in the form: its key, or its place inside a structure. */
  readonly path?: string;
};

type FieldInput = (props: FieldInputProps) => ReactNode;

const S = structureInputMessages.messages;
const MM = mapInputMessages.messages;

const asText = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";
const asNumber = (value: unknown): number => (typeof value === "number" ? value : Number.NaN);
/** An emptied number field holds NaN; the form holds null, which the schema reads as "no value". */
const fromNumber = (value: number): number | null => (Number.isNaN(value) ? null : value);
const asIds = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** Props every field primitive shares; `isInvalid` always given, so the reducer's errors are the only ones shown. */
function chrome({ field, label, description, error, isDisabled }: FieldInputProps) {
  return {
    name: field.key,
    label,
    description,
    isRequired: field.required,
    isInvalid: Boolean(error),
    errorMessage: error,
    isDisabled,
  };
}

const text: FieldInput = (props) => (
  <TextField
    {...chrome(props)}
    type={props.field.kind === "url" ? "url" : "text"}
    value={asText(props.value)}
    onChange={props.onChange}
  />
);

const longText: FieldInput = (props) => (
  <TextArea {...chrome(props)} value={asText(props.value)} onChange={props.onChange} />
);

const number: FieldInput = (props) => (
  <NumberField
    {...chrome(props)}
    minValue={props.field.min}
    maxValue={props.field.max}
    formatOptions={props.field.kind === "integer" ? { maximumFractionDigits: 0 } : undefined}
    value={asNumber(props.value)}
    onChange={(value) => props.onChange(fromNumber(value))}
  />
);

function parseDateValue(kind: FieldKind, value: unknown): DateValue | null {
  if (typeof value !== "string" || value === "") return null;
  try {
    return kind === "datetime" ? parseAbsolute(value, getLocalTimeZone()) : parseDate(value);
  } catch {
    return null;
  }
}

const date: FieldInput = (props) => (
  <DatePicker
    {...chrome(props)}
    granularity={props.field.kind === "datetime" ? "minute" : "day"}
    value={parseDateValue(props.field.kind, props.value)}
    onChange={(value) => {
      if (!value) return props.onChange(null);
      props.onChange("toAbsoluteString" in value ? value.toAbsoluteString() : value.toString());
    }}
  />
);

const select: FieldInput = (props) => (
  <Select
    {...chrome(props)}
    options={props.options}
    value={props.value == null ? null : String(props.value)}
    onChange={(key) => props.onChange(key == null ? null : catalogueOptionValue(props.field, String(key)))}
  />
);

const multiSelect: FieldInput = (props) => (
  <TagField
    {...chrome(props)}
    options={props.options}
    value={asIds(props.value)}
    onChange={(ids) => props.onChange(ids.map((id) => catalogueOptionValue(props.field, id)))}
  />
);

/** One record of another entity, searched as the user types (`loadOptions`). */
const relation: FieldInput = (props) => {
  const target = props.field.relation?.entity ?? "";
  const current = props.value == null ? null : String(props.value);
  if (!props.loadOptions) return text({ ...props, onChange: (value) => props.onChange(Number(value) || null) });
  return (
    <ComboBox
      {...chrome(props)}
      loadOptions={(filterText, signal) => props.loadOptions?.(target, filterText, signal) ?? Promise.resolve([])}
      defaultInputValue={current ? (props.relationLabels?.[current] ?? "") : ""}
      // Uncontrolled: the async list owns the input text, and react-aria only fills it from a selection it owns.
      defaultSelectedKey={current}
      onSelectionChange={(key) => props.onChange(key == null ? null : Number(key))}
    />
  );
};

/** Several records of another entity: picked one at a time, shown as removable chips. */
const relations: FieldInput = (props) => {
  const target = props.field.relation?.entity ?? "";
  const ids = asIds(props.value);
  return (
    <div className={css.stack}>
      {props.loadOptions ? (
        <ComboBox
          {...chrome(props)}
          loadOptions={(filterText, signal) => props.loadOptions?.(target, filterText, signal) ?? Promise.resolve([])}
          onSelectionChange={(key) => {
            if (key != null && !ids.includes(String(key))) props.onChange([...ids, String(key)].map(Number));
          }}
        />
      ) : null}
      {ids.length > 0 ? (
        <div className={css.chips}>
          {ids.map((id) => (
            <Chip key={id} onRemove={() => props.onChange(ids.filter((other) => other !== id).map(Number))}>
              {props.relationLabels?.[id] ?? `#${id}`}
            </Chip>
          ))}
        </div>
      ) : null}
    </div>
  );
};

const splitTags = (value: string): string[] => value.split(",").map((tag) => tag.trim());

/** Free tags, typed separated by commas; the trailing comma of a tag being typed is kept until the field is left. */
const tags: FieldInput = (props) => (
  <TextField
    {...chrome(props)}
    value={Array.isArray(props.value) ? props.value.join(", ") : asText(props.value)}
    onChange={(value) => props.onChange(splitTags(value).filter((tag, i, all) => tag !== "" || i === all.length - 1))}
    onBlur={() => {
      if (Array.isArray(props.value)) props.onChange(props.value.filter((tag) => tag !== ""));
    }}
  />
);

const country: FieldInput = (props) =>
  props.countryOptions ? (
    <ComboBox
      {...chrome(props)}
      options={props.countryOptions}
      selectedKey={props.value == null ? null : String(props.value)}
      onSelectionChange={(key) => props.onChange(key == null ? null : String(key))}
    />
  ) : (
    text(props)
  );

/** The upload itself goes through data_files (spec §3): the container receives the file and stores its address. */
const file: FieldInput = (props) => (
  <FileDropZone
    {...chrome(props)}
    acceptedTypes={props.field.kind === "image" ? ["image/*"] : []}
    onChange={(files) => {
      const [chosen] = files;
      if (chosen) props.onFileSelected?.(props.field.key, chosen);
    }}
  />
);

/** A structure's JSON as text to edit, indented; text being typed as it is. */
const shownJson = (value: unknown): string =>
  typeof value === "string" ? value : value == null ? "" : JSON.stringify(value, null, 2);

/** JSON typed in a text area: the form holds the text, the field's schema reads it (or refuses it) on submit. */
const json: FieldInput = (props) => (
  <TextArea {...chrome(props)} value={shownJson(props.value)} onChange={props.onChange} spellCheck="false" />
);

/** A property's input inside a structure or a map: labelled, its options in the user's language, its message. */
function PropertyInput({
  parent,
  field,
  path,
  value,
  onChange,
  label,
}: {
  readonly parent: FieldInputProps;
  readonly field: FieldDefinition;
  readonly path: string;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  readonly label?: string;
}) {
  const text = useMessage();
  const catalogue = field.catalogue;
  const options: FieldOption[] = catalogue
    ? catalogue.entries.map((entry) => ({
        id: catalogueOptionId(field, entry),
        label: text({ id: messageId(catalogue, entry), ...entry.label }),
      }))
    : [];
  return FIELD_INPUTS[field.kind]({
    field,
    path,
    label: label ?? text({ id: field.messageId, ...field.label }),
    value,
    onChange,
    error: parent.errors?.[path],
    errors: parent.errors,
    isDisabled: parent.isDisabled,
    options,
    countryOptions: parent.countryOptions,
  });
}

/** A list's items or an object's properties, each drawn by this table (nested structures too). */
const structure: FieldInput = (props) =>
  props.field.items ? (
    <StructureInput
      field={{ ...props.field, key: props.path ?? props.field.key }}
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      itemFields={props.field.items}
      errors={props.errors ?? {}}
      isDisabled={props.isDisabled}
      renderProperty={({ field, path, value, onChange }) => (
        <PropertyInput parent={props} field={field} path={path} value={value} onChange={onChange} />
      )}
    />
  ) : null;

type Entry = { readonly key: string; readonly value: unknown };

const asRecord = (value: unknown): Readonly<Record<string, unknown>> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * A map. With known keys, a row per key holding the value's input, labelled by the key: a multi-select becomes a
 * group of checkboxes, so a role's permissions read as a matrix of entities and actions. Without, rows of a typed
 * key and its value, added and removed; a row's value typed before its key is kept (under a blank key, which the
 * schema refuses) rather than lost.
 */
function MapInput(props: FieldInputProps) {
  const { field, label, value, onChange, isDisabled } = props;
  const text = useMessage();
  const path = props.path ?? field.key;
  const valueField = field.mapValue;
  const keys = mapFieldKeys(field);
  const record = asRecord(value);
  const stored = (): Entry[] => Object.entries(record).map(([key, entry]) => ({ key, value: entry }));
  const [typed, setRows] = useState<readonly Entry[]>(stored);
  // The rows being typed, while they still make the form's value; the value's own when it changed elsewhere (reset).
  const rows = sameValue(mapOfRows(typed), value) ? typed : stored();
  if (!valueField) return null;
  const messages = Object.entries(props.errors ?? {}).filter(([at]) => at === path || at.startsWith(`${path}.`));
  const legend = (
    <>
      <legend className={css.structureLegend}>{label}</legend>
      {messages.length > 0 ? <p className={css.structureError}>{messages[0]?.[1]}</p> : null}
    </>
  );
  if (keys) {
    const setKey = (key: string, next: unknown) => {
      const { [key]: _, ...others } = record;
      onChange(isBlankValue(next) ? others : { ...others, [key]: next });
    };
    return (
      <fieldset className={css.structure} disabled={isDisabled}>
        {legend}
        <div className={css.grid}>
          {keys.map(({ key, label: keyLabel }) => {
            const keyText = text({ id: keyLabel.id ?? `${valueField.messageId}.${key}`, ...keyLabel });
            const current = record[key] ?? null;
            if (valueField.kind === "multiSelect" && valueField.catalogue) {
              const catalogue = valueField.catalogue;
              const checked = Array.isArray(current) ? current.map(String) : [];
              return (
                <div key={key} className={css.wide}>
                  <CheckboxGroup
                    label={keyText}
                    orientation="horizontal"
                    value={checked}
                    isDisabled={isDisabled}
                    onChange={(ids) =>
                      setKey(
                        key,
                        ids.map((id) => catalogueOptionValue(valueField, id)),
                      )
                    }
                  >
                    {catalogue.entries.map((entry) => (
                      <Checkbox key={entry.key} value={catalogueOptionId(valueField, entry)}>
                        {text({ id: messageId(catalogue, entry), ...entry.label })}
                      </Checkbox>
                    ))}
                  </CheckboxGroup>
                </div>
              );
            }
            return (
              <div key={key}>
                <PropertyInput
                  parent={props}
                  field={valueField}
                  path={`${path}.${key}`}
                  value={current}
                  label={keyText}
                  onChange={(next) => setKey(key, next)}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    );
  }
  const change = (next: readonly Entry[]) => {
    setRows(next);
    onChange(mapOfRows(next));
  };
  return (
    <fieldset className={css.structure} disabled={isDisabled}>
      {legend}
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; their place is it.
          <fieldset key={index} className={css.structureItem}>
            <legend className={css.structureItemLegend}>{text(S.item, { label, n })}</legend>
            <div className={css.grid}>
              <TextField
                label={text(MM.key)}
                isRequired
                value={row.key}
                isDisabled={isDisabled}
                onChange={(key) => change(rows.map((other, i) => (i === index ? { ...other, key } : other)))}
              />
              <PropertyInput
                parent={props}
                field={valueField}
                path={`${path}.${row.key.trim()}`}
                value={row.value ?? null}
                onChange={(next) => change(rows.map((other, i) => (i === index ? { ...other, value: next } : other)))}
              />
            </div>
            <RemoveRowButton
              label={label}
              n={n}
              isDisabled={isDisabled}
              onPress={() => change(rows.filter((_, i) => i !== index))}
            />
          </fieldset>
        );
      })}
      <AddRowButton label={label} isDisabled={isDisabled} onPress={() => change([...rows, { key: "", value: null }])} />
    </fieldset>
  );
}

/**
 * Field kind → input, in one table the compiler holds to every kind. Structures and maps draw their properties and
 * values by this table too; a list of answers has no input (`hasFieldInput`): pages show it with its videos.
 */
export const FIELD_INPUTS: Readonly<Record<FieldKind, FieldInput>> = {
  text,
  longText,
  richText: longText,
  email: (props) => <EmailField {...chrome(props)} value={asText(props.value)} onChange={props.onChange} />,
  phone: (props) => <PhoneField {...chrome(props)} value={asText(props.value)} onChange={props.onChange} />,
  url: text,
  integer: number,
  decimal: number,
  currency: (props) => (
    <CurrencyField
      {...chrome(props)}
      value={asNumber(props.value)}
      onChange={(value) => props.onChange(fromNumber(value))}
    />
  ),
  percent: number,
  boolean: (props) => (
    <Switch
      name={props.field.key}
      isDisabled={props.isDisabled}
      isSelected={props.value === true}
      onChange={props.onChange}
    >
      {props.label}
    </Switch>
  ),
  date,
  datetime: date,
  select,
  multiSelect,
  relation,
  relations,
  file,
  image: file,
  tags,
  color: text,
  document: text,
  country,
  object: structure,
  list: (props) =>
    props.field.listOf === "questions" ? (
      <JobQuestionsEditor
        label={props.label}
        description={props.description}
        value={Array.isArray(props.value) ? (props.value as Question[]) : []}
        onChange={props.onChange}
        errorMessage={props.error}
        isDisabled={props.isDisabled}
      />
    ) : (
      structure(props)
    ),
  map: (props) => <MapInput {...props} />,
  json,
};

/**
 * Whether a form has an input for the field: a structure where it is declared by its properties or holds questions
 * (their editor); answers are shown by pages, with their videos, never edited.
 */
export function hasFieldInput(field: FieldDefinition): boolean {
  if (field.readOnly) return false;
  if (field.kind === "list" || field.kind === "object") return field.listOf === "questions" || Boolean(field.items);
  if (field.kind === "map") return Boolean(field.mapValue);
  return true;
}
