import { ChevronDown, X } from "lucide-react";
import { useState } from "react";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  Popover,
  SelectValue,
  Tag,
  TagGroup,
  TagList,
} from "react-aria-components";
import { type FieldChromeProps, FieldHelp, FieldLabel, FieldLocale } from "../Field/Field";
import * as s from "../Field/Field.css";
import * as list from "../Field/listBox.css";
import { type FieldOption, OptionList } from "../Field/OptionList";
import { useFieldMessages } from "../Field/useFieldMessages";
import * as t from "./TagField.css";

export type TagFieldProps = FieldChromeProps &
  Omit<
    AriaSelectProps<FieldOption, "multiple">,
    "className" | "style" | "children" | "items" | "selectionMode" | "value" | "defaultValue" | "onChange"
  > & {
    options: readonly FieldOption[];
    value?: readonly string[];
    defaultValue?: readonly string[];
    onChange?: (value: string[]) => void;
    requiredMessage?: string;
    /** Shows the choices, focusable and readable; the list stays shut and the tags cannot be removed. */
    isReadOnly?: boolean;
  };

/**
 * Several choices from a list (skills, languages, business units): a multiple-selection list whose choices show as
 * tags under it. Space/Enter toggle an option and keep the list open; a tag goes with its × or Delete/Backspace.
 */
export function TagField({
  label,
  description,
  errorMessage,
  options,
  value,
  defaultValue = [],
  onChange,
  placeholder,
  requiredMessage,
  isReadOnly = false,
  isOpen,
  onOpenChange,
  ...rest
}: TagFieldProps) {
  const { message } = useFieldMessages();
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue);
  const selected = value ?? uncontrolled;
  const handleChange = (keys: Key[]) => {
    // The closed trigger's keys would change the choices too: a read-only field refuses every change.
    if (isReadOnly) return;
    const next = keys.map(String);
    setUncontrolled(next);
    onChange?.(next);
  };
  const selectedOptions = options.filter((option) => selected.includes(option.id));
  const isLocked = rest.isDisabled || isReadOnly;
  return (
    <FieldLocale>
      <div className={s.field}>
        <AriaSelect
          {...rest}
          selectionMode="multiple"
          value={selected as Key[]}
          onChange={handleChange}
          isOpen={isReadOnly ? false : isOpen}
          onOpenChange={(open) => {
            if (!isReadOnly) onOpenChange?.(open);
          }}
          data-readonly={isReadOnly || undefined}
          className={s.field}
          placeholder={placeholder ?? message("ui.tagField.placeholder")}
        >
          <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
          <Button className={s.triggerButton}>
            {/* The choices' names joined the locale's way ("Português e Inglês"); the tags below list them too. */}
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
        {/* Outside the Select: react-aria would read a collection inside it as the Select's own options. */}
        {selectedOptions.length > 0 ? (
          <TagGroup
            aria-label={message("ui.tagField.selected")}
            onRemove={isLocked ? undefined : (keys) => handleChange(selected.filter((id) => !keys.has(id)))}
          >
            <TagList className={t.tagList} items={selectedOptions}>
              {(option) => (
                <Tag id={option.id} textValue={option.label} className={t.tag}>
                  {({ allowsRemoving }) => (
                    <>
                      {option.label}
                      {allowsRemoving ? (
                        <Button slot="remove" className={t.removeButton} aria-label={message("ui.tagField.remove")}>
                          <X aria-hidden="true" />
                        </Button>
                      ) : null}
                    </>
                  )}
                </Tag>
              )}
            </TagList>
          </TagGroup>
        ) : null}
      </div>
    </FieldLocale>
  );
}
