/**
 * Field kind → control, in one table the compiler holds to every kind, for every registry form: each control is
 * named by its field's path (`name`, `skills.0.name`, `mobile_phone.country`) and posts what the model's parser
 * reads (`forms/postedForm.ts`). Where scripts run (`enhanced`), a few kinds get a richer control posting the same
 * names and values: a relation searched as you type, a date picker, files dropped, a job's questions edited.
 */
import { type CalendarDate, type CalendarDateTime, parseDate, parseDateTime } from "@internationalized/date";
import {
  DatePicker,
  type FieldOption,
  NativeCheckbox,
  NativeCheckboxGroup,
  NativeDateField,
  NativePhoneField,
  NativeSelect,
  NativeTextField,
  RichTextField,
} from "@seleta/ui";
import type { ReactNode } from "react";
import type { Locale } from "../../catalogues/catalogue";
import type { FieldDefinition } from "../../entities/defineEntity";
import type { FieldKind } from "../../entities/field";
import { shownDateTime } from "../../forms/postedForm";
import { FilesInput, QuestionsInput, RelationPicker, RelationsPicker } from "./enhancedInputs";
import { type DrawField, MapFieldset, StructureFieldset } from "./structures";

/** Options of a relation picker for what the user typed (`GET /recruiters/{entity}?terms_search=…` in the app). */
export type LoadRelationOptions = (
  entity: string,
  filterText: string,
  signal: AbortSignal,
) => Promise<readonly FieldOption[]>;

/** What scripts add to a form; without them the form is a document, posted by the browser. */
export type FormEnhancements = {
  /** Searches a relation's records as the user types; without it a relation is a select of the options given. */
  readonly loadOptions?: LoadRelationOptions;
};

/** What every input of the table receives. */
export type FieldInputProps = {
  readonly field: FieldDefinition;
  /** The control's name: the field's path. */
  readonly name: string;
  readonly label: string;
  readonly description?: string;
  /** The record's value, or what was posted (texts as typed). */
  readonly value: unknown;
  readonly error?: string;
  /** The field's catalogue labelled in the user's language, or a relation's options. */
  readonly options: readonly FieldOption[];
  readonly countryOptions: () => readonly FieldOption[];
  /** A country's name by its ISO code, from the registry's country catalogue (the same on server and browser). */
  readonly countryName: (code: string) => string | undefined;
  readonly locale: Locale;
  readonly isRequired: boolean;
  /** Draws a field inside this one (a structure's property, a map's value) by the same table. */
  readonly draw: DrawField;
  /** The form's messages by path: a structure's show under their properties. */
  readonly errors: Readonly<Record<string, string>>;
  readonly enhanced?: FormEnhancements;
};

type FieldInput = (props: FieldInputProps) => ReactNode;

const chromeOf = ({ name, label, description, error, isRequired }: FieldInputProps) => ({
  name,
  label,
  description,
  errorMessage: error,
  isRequired,
});

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

/**
 * A text input showing the value as typed, or a stored value in the page's language: the browser's own, so what is
 * typed lives in the control (a page drawn again around it, or typed in before scripts ran, keeps it).
 */
const textInput = (
  props: FieldInputProps,
  extra: {
    readonly type?: "text" | "email" | "url" | "datetime-local";
    readonly inputMode?: "url" | "numeric" | "decimal" | "email";
    readonly shown?: string;
  } = {},
) => (
  <NativeTextField
    {...chromeOf(props)}
    type={extra.type}
    inputMode={extra.inputMode}
    defaultValue={extra.shown ?? shownText(props.field, props.value, props.locale)}
  />
);

/** Rows a text area starts with. */
const TEXT_AREA_ROWS = 4;

const textArea = (props: FieldInputProps, shown = shownText(props.field, props.value, props.locale)) => (
  <NativeTextField {...chromeOf(props)} rows={TEXT_AREA_ROWS} defaultValue={shown} />
);

/**
 * A rich text (a description, a template's text): ui's rich-text field in both modes. The server draws it as the
 * browser's own text area holding the HTML under the field's name, so a document posts it as typed; where scripts
 * run the editor takes the text area's place (and what was typed in it) and posts its HTML from a hidden input of the
 * same name. One component either way: the flip to `enhanced` keeps the control, and what it holds.
 */
const richText: FieldInput = (props) => (
  <RichTextField
    {...chromeOf(props)}
    rows={TEXT_AREA_ROWS}
    defaultValue={shownText(props.field, props.value, props.locale)}
  />
);

/** A date (or a wall time in the firms' zone) the picker starts on; none for a value it cannot read. */
function pickerDate(kind: FieldKind, value: unknown): CalendarDate | CalendarDateTime | undefined {
  try {
    if (kind === "datetime") {
      const wall = shownDateTime(value);
      return wall ? parseDateTime(wall) : undefined;
    }
    const day = shownDate(value);
    return day ? parseDate(day) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A date or a date-time: the browser's own control in a document (a `datetime-local` read in the firms' zone), the
 * date picker where scripts run, which posts `2026-03-31` or `2026-03-31T14:05:00` under the same name.
 */
const dateInput: FieldInput = (props) => {
  const isDateTime = props.field.kind === "datetime";
  if (props.enhanced) {
    return (
      <DatePicker
        {...chromeOf(props)}
        isInvalid={Boolean(props.error)}
        granularity={isDateTime ? "minute" : "day"}
        hourCycle={24}
        defaultValue={pickerDate(props.field.kind, props.value)}
      />
    );
  }
  return isDateTime ? (
    textInput(props, { type: "datetime-local", shown: shownDateTime(props.value) })
  ) : (
    <NativeDateField {...chromeOf(props)} defaultValue={shownDate(props.value)} />
  );
};

/** A list's rows or an object's properties, each drawn by this table; a structure without properties is JSON. */
const structure: FieldInput = (props) => {
  const items = props.field.items;
  if (!items) return textArea(props, shownJson(props.value));
  return (
    <StructureFieldset
      field={props.field}
      label={props.label}
      value={props.value}
      itemFields={items}
      error={props.error}
      errors={props.errors}
      draw={props.draw}
      path={props.name}
    />
  );
};

/** The upload itself goes through the API's upload gate, from the route's action; the field keeps the address. */
const files: FieldInput = (props) => (
  <FilesInput
    {...chromeOf(props)}
    accept={props.field.kind === "image" ? "image/*" : undefined}
    current={typeof props.value === "string" ? props.value : undefined}
    isEnhanced={Boolean(props.enhanced)}
  />
);

/** Field kind → the form's control. What each posts is read back by the model's `postedEntityValues`. */
export const FIELD_INPUTS: Readonly<Record<FieldKind, FieldInput>> = {
  text: (props) => textInput(props),
  document: (props) => textInput(props),
  color: (props) => textInput(props),
  tags: (props) => textInput(props),
  longText: (props) => textArea(props),
  richText,
  email: (props) => textInput(props, { type: "email", inputMode: "email" }),
  url: (props) => textInput(props, { type: "url", inputMode: "url" }),
  integer: (props) => textInput(props, { inputMode: "numeric" }),
  decimal: (props) => textInput(props, { inputMode: "decimal" }),
  percent: (props) => textInput(props, { inputMode: "decimal" }),
  currency: (props) => textInput(props, { inputMode: "decimal" }),
  datetime: dateInput,
  date: dateInput,
  phone: (props) => (
    <NativePhoneField
      {...chromeOf(props)}
      countryName={props.countryName}
      defaultValue={typeof props.value === "string" ? props.value : undefined}
    />
  ),
  boolean: (props) => (
    <NativeCheckbox {...chromeOf(props)} defaultChecked={props.value === true || props.value === "on"} />
  ),
  select: (props) => <NativeSelect {...chromeOf(props)} options={props.options} defaultValue={shownId(props.value)} />,
  relation: (props) => {
    const loadOptions = props.enhanced?.loadOptions;
    const target = props.field.relation?.entity;
    if (loadOptions && target) {
      return (
        <RelationPicker
          {...chromeOf(props)}
          isInvalid={Boolean(props.error)}
          target={target}
          loadOptions={loadOptions}
          current={shownId(props.value)}
          options={props.options}
        />
      );
    }
    return <NativeSelect {...chromeOf(props)} options={props.options} defaultValue={shownId(props.value)} />;
  },
  multiSelect: (props) => (
    <NativeCheckboxGroup {...chromeOf(props)} options={props.options} defaultValue={shownIds(props.value)} />
  ),
  relations: (props) => {
    const loadOptions = props.enhanced?.loadOptions;
    const target = props.field.relation?.entity;
    if (loadOptions && target) {
      return (
        <RelationsPicker
          {...chromeOf(props)}
          target={target}
          loadOptions={loadOptions}
          current={shownIds(props.value)}
          options={props.options}
        />
      );
    }
    return <NativeCheckboxGroup {...chromeOf(props)} options={props.options} defaultValue={shownIds(props.value)} />;
  },
  country: (props) => (
    <NativeSelect {...chromeOf(props)} options={props.countryOptions()} defaultValue={shownId(props.value)} />
  ),
  json: (props) => textArea(props, shownJson(props.value)),
  object: structure,
  list: (props) =>
    props.enhanced && props.field.listOf === "questions" ? (
      <QuestionsInput {...chromeOf(props)} value={props.value} />
    ) : (
      structure(props)
    ),
  map: (props) =>
    props.field.mapValue ? (
      <MapFieldset
        field={props.field}
        valueField={props.field.mapValue}
        name={props.name}
        label={props.label}
        value={props.value}
        error={props.error}
        errors={props.errors}
        draw={props.draw}
      />
    ) : (
      textArea(props, shownJson(props.value))
    ),
  file: files,
  image: files,
};
