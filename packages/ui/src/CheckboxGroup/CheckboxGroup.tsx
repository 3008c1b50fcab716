import type { ReactNode } from "react";
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from "react-aria-components";
import * as c from "../Checkbox/Checkbox.css";
import { type FieldChromeProps, FieldHelp, FieldLabel } from "../Field/Field";
import * as s from "../Field/Field.css";
import { useFieldMessages } from "../Field/useFieldMessages";

export type CheckboxGroupProps = FieldChromeProps &
  Omit<AriaCheckboxGroupProps, "className" | "style" | "children"> & {
    /** `Checkbox`es with a `value` each. */
    children: ReactNode;
    orientation?: "vertical" | "horizontal";
    requiredMessage?: string;
  };

/** Several yes/no choices under one label; the value is the list of checked `value`s. Tab enters and leaves each box. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = "vertical",
  requiredMessage,
  validate,
  ...rest
}: CheckboxGroupProps) {
  const { message } = useFieldMessages();
  return (
    <AriaCheckboxGroup
      {...rest}
      className={s.field}
      validate={(value) => {
        if (value.length === 0 && rest.isRequired) return requiredMessage ?? message("ui.field.required");
        return validate?.(value) ?? null;
      }}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={orientation === "horizontal" ? `${c.options} ${c.optionsRow}` : c.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} requiredMessage={requiredMessage} />
    </AriaCheckboxGroup>
  );
}
