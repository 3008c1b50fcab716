import type { FieldOption } from "../Field/OptionList";
import { NativeChoiceGroup } from "./NativeChoiceGroup";
import type { NativeFieldProps } from "./nativeFieldParts";

export type NativeCheckboxGroupProps = NativeFieldProps & {
  options: readonly FieldOption[];
  /** The ids of the checked options. */
  defaultValue?: readonly string[];
  orientation?: "vertical" | "horizontal";
};

/**
 * Several choices: a fieldset of native checkboxes sharing `name`, so the form posts one entry per checked option
 * (`formData.getAll(name)`); none checked posts nothing. `isRequired` marks the legend; the server checks it.
 */
export function NativeCheckboxGroup({
  defaultValue = [],
  orientation = "vertical",
  ...rest
}: NativeCheckboxGroupProps) {
  return <NativeChoiceGroup {...rest} type="checkbox" selected={defaultValue} orientation={orientation} />;
}
