import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Popover,
} from "react-aria-components";
import { useIntl } from "react-intl";
import { DateSegments, useDateValidation } from "../DateField/DateField";
import { type FieldChromeProps, FieldHelp, FieldLabel, FieldLocale } from "../Field/Field";
import * as s from "../Field/Field.css";
import * as list from "../Field/listBox.css";
import { useFieldMessages } from "../Field/useFieldMessages";
import { dateLocaleFor } from "../fieldUtils/locale";
import * as d from "./DatePicker.css";

export type DatePickerProps<T extends DateValue = DateValue> = FieldChromeProps &
  Omit<AriaDatePickerProps<T>, "className" | "style" | "children"> & {
    requiredMessage?: string;
  };

/**
 * A date typed as dd/mm/yyyy or picked from a calendar. The calendar is keyboard-driven too: arrows move by day and
 * week, Page Up/Down by month, Enter picks, Escape closes and returns focus to the button.
 */
export function DatePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  requiredMessage,
  validate,
  ...rest
}: DatePickerProps<T>) {
  const intl = useIntl();
  const { message } = useFieldMessages();
  const handleValidate = useDateValidation(rest.minValue, rest.maxValue, validate);
  return (
    <FieldLocale locale={dateLocaleFor(intl.locale)}>
      <AriaDatePicker {...rest} validate={handleValidate} className={s.field}>
        {({ isInvalid, isDisabled }) => (
          <>
            <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
            <Group className={s.group} isInvalid={isInvalid} isDisabled={isDisabled}>
              <DateSegments />
              <Button className={s.iconButton} aria-label={message("ui.datePicker.open")}>
                <CalendarDays aria-hidden="true" />
              </Button>
            </Group>
            <FieldHelp description={description} errorMessage={errorMessage} requiredMessage={requiredMessage} />
            <Popover className={list.popover} placement="bottom end">
              <Dialog className={d.dialog}>
                <Calendar>
                  <header className={d.calendarHeader}>
                    <Button slot="previous" className={s.iconButton}>
                      <ChevronLeft aria-hidden="true" />
                    </Button>
                    <Heading className={d.heading} />
                    <Button slot="next" className={s.iconButton}>
                      <ChevronRight aria-hidden="true" />
                    </Button>
                  </header>
                  <CalendarGrid className={d.grid}>
                    {(date) => <CalendarCell date={date} className={d.cell} />}
                  </CalendarGrid>
                </Calendar>
              </Dialog>
            </Popover>
          </>
        )}
      </AriaDatePicker>
    </FieldLocale>
  );
}
