import { ChevronDown } from "lucide-react";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  Popover,
  SelectValue,
} from "react-aria-components";
import { type FieldChromeProps, FieldHelp, FieldLabel, FieldLocale } from "../Field/Field";
import * as s from "../Field/Field.css";
import * as list from "../Field/listBox.css";
import { type FieldOption, OptionList } from "../Field/OptionList";
import { useFieldMessages } from "../Field/useFieldMessages";

export type SelectProps = FieldChromeProps &
  Omit<AriaSelectProps<FieldOption, "single">, "className" | "style" | "children" | "items" | "selectionMode"> & {
    options: readonly FieldOption[];
    requiredMessage?: string;
  };

/** One choice from a short, known list. Type-ahead, arrows, Home/End and Enter work on the closed trigger too. */
export function Select({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  requiredMessage,
  validate,
  ...rest
}: SelectProps) {
  const { message } = useFieldMessages();
  return (
    <FieldLocale>
      <AriaSelect
        {...rest}
        className={s.field}
        placeholder={placeholder ?? message("ui.select.placeholder")}
        validate={validate}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        <Button className={s.triggerButton}>
          {/* The option's text only: the option itself also renders the list's check-mark column. */}
          <SelectValue className={s.triggerValue}>
            {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
          </SelectValue>
          <ChevronDown aria-hidden="true" />
        </Button>
        <FieldHelp description={description} errorMessage={errorMessage} requiredMessage={requiredMessage} />
        <Popover className={list.popover}>
          <OptionList items={options} />
        </Popover>
      </AriaSelect>
    </FieldLocale>
  );
}
