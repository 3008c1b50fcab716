import { ChevronDown } from "lucide-react";
import { useState } from "react";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
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
    /**
     * Shows the choice, focusable and readable, but neither the list nor the keys change it (react-aria's Select has
     * no read-only state: the list stays shut and every change is ignored).
     */
    isReadOnly?: boolean;
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
  isReadOnly = false,
  value,
  defaultValue = null,
  onChange,
  isOpen,
  onOpenChange,
  ...rest
}: SelectProps) {
  const { message } = useFieldMessages();
  // Always controlled underneath, so a read-only Select can refuse a change the closed trigger's keys would make.
  const [uncontrolled, setUncontrolled] = useState<Key | null>(defaultValue);
  const current = value !== undefined ? value : uncontrolled;
  return (
    <FieldLocale>
      <AriaSelect
        {...rest}
        value={current}
        onChange={(key) => {
          if (isReadOnly) return;
          setUncontrolled(key);
          onChange?.(key);
        }}
        isOpen={isReadOnly ? false : isOpen}
        onOpenChange={(open) => {
          if (!isReadOnly) onOpenChange?.(open);
        }}
        data-readonly={isReadOnly || undefined}
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
