import type { FieldOption } from "../Field/OptionList";
import { NativeChoiceGroup } from "./NativeChoiceGroup";
import type { NativeFieldProps } from "./nativeFieldParts";

export type NativeRadioGroupProps = NativeFieldProps & {
  options: readonly FieldOption[];
  /** The chosen option's id. */
  defaultValue?: string;
  orientation?: "vertical" | "horizontal";
};

/** One choice among a few, all visible: a fieldset of native radios sharing `name`; none chosen posts nothing. */
export function NativeRadioGroup({ defaultValue, orientation = "vertical", ...rest }: NativeRadioGroupProps) {
  return (
    <NativeChoiceGroup
      {...rest}
      type="radio"
      selected={defaultValue === undefined ? [] : [defaultValue]}
      orientation={orientation}
    />
  );
}
