import { type DateValue, getLocalTimeZone, parseAbsolute, parseDate } from "@internationalized/date";
import {
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
import type { ReactNode } from "react";
import type { FieldDefinition } from "../../entities/defineEntity";
import type { FieldKind } from "../../entities/field";
import { catalogueOptionValue } from "../../entities/fieldQueries";
import type { Question } from "../../rules/applyAnswers";
import { JobQuestionsEditor } from "../JobQuestionsEditor/JobQuestionsEditor";
import * as css from "./EntityForm.css";

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
};

type FieldInput = (props: FieldInputProps) => ReactNode;

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

/**
 * Field kind → input, in one table. `null`: structures (experiences, skills, a personality profile) that a
 * generic form cannot edit well; their own editors handle them, and EntityDetail shows them.
 */
export const FIELD_INPUTS: Readonly<Record<FieldKind, FieldInput | null>> = {
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
  object: null,
  map: null,
  json: null,
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
    ) : null,
};

/** Whether a form has an input for the field: a list only where it holds questions (their editor). */
export function hasFieldInput(field: FieldDefinition): boolean {
  return field.kind === "list" ? field.listOf === "questions" && !field.readOnly : FIELD_INPUTS[field.kind] !== null;
}
