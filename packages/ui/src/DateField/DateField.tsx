import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
  type DateValue,
  Group,
} from "react-aria-components";
import { useIntl } from "react-intl";
import { type FieldChromeProps, FieldHelp, FieldLabel, FieldLocale } from "../Field/Field";
import * as s from "../Field/Field.css";
import { useFieldMessages } from "../Field/useFieldMessages";
import { dateLocaleFor } from "../fieldUtils/locale";
import * as d from "./DateField.css";

export type DateFieldProps<T extends DateValue = DateValue> = FieldChromeProps &
  Omit<AriaDateFieldProps<T>, "className" | "style" | "children"> & {
    requiredMessage?: string;
  };

/** The dd/mm/yyyy segments every date field shares (DateField, DatePicker). */
export function DateSegments() {
  return (
    <DateInput className={d.dateInput}>
      {(segment) => <DateSegment segment={segment} className={d.segment} />}
    </DateInput>
  );
}

type DateValidate<T> = AriaDateFieldProps<T & DateValue>["validate"];

/**
 * Range checks with our own messages: react-aria's built-in ones are worded in the browser's language and format
 * the limit month-first, whatever locale the field renders in. Ours run first, then the caller's `validate`.
 */
export function useDateValidation<T extends DateValue>(
  minValue: DateValue | null | undefined,
  maxValue: DateValue | null | undefined,
  validate: DateValidate<T>,
): DateValidate<T> {
  const intl = useIntl();
  const { message } = useFieldMessages();
  const format = (date: DateValue) =>
    new Intl.DateTimeFormat(dateLocaleFor(intl.locale), { timeZone: "UTC" }).format(date.toDate("UTC"));
  return (value) => {
    if (minValue && value.compare(minValue) < 0) return message("ui.dateField.min", { date: format(minValue) });
    if (maxValue && value.compare(maxValue) > 0) return message("ui.dateField.max", { date: format(maxValue) });
    return validate?.(value) ?? null;
  };
}

/**
 * A date typed as dd/mm/yyyy in both languages (spec §1), one segment at a time: digits fill a segment and move
 * on, arrows step it, Backspace clears it. Values are `@internationalized/date` objects: a day, never an instant.
 */
export function DateField<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  requiredMessage,
  validate,
  ...rest
}: DateFieldProps<T>) {
  const intl = useIntl();
  const handleValidate = useDateValidation(rest.minValue, rest.maxValue, validate);
  return (
    <FieldLocale locale={dateLocaleFor(intl.locale)}>
      <AriaDateField {...rest} validate={handleValidate} className={s.field}>
        {({ isInvalid, isDisabled }) => (
          <>
            <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
            <Group className={s.group} isInvalid={isInvalid} isDisabled={isDisabled}>
              <DateSegments />
            </Group>
            <FieldHelp description={description} errorMessage={errorMessage} requiredMessage={requiredMessage} />
          </>
        )}
      </AriaDateField>
    </FieldLocale>
  );
}
