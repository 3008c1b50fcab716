import * as s from "../Field/Field.css";
import type { FieldOption } from "../Field/OptionList";
import * as n from "./NativeFields.css";
import { NativeFieldHelp, type NativeFieldProps, RequiredMarker, useNativeFieldIds } from "./nativeFieldParts";

type ChoiceGroupProps = NativeFieldProps & {
  type: "checkbox" | "radio";
  options: readonly FieldOption[];
  selected: readonly string[];
  orientation: "vertical" | "horizontal";
};

/**
 * A `<fieldset>` whose `<legend>` is the label, with one native checkbox or radio per option, all posted under the
 * same name. The description and error are linked to the group; each control is `aria-invalid` with the group.
 */
export function NativeChoiceGroup({
  type,
  name,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  options,
  selected,
  orientation,
}: ChoiceGroupProps) {
  const ids = useNativeFieldIds({ description, errorMessage });
  return (
    <fieldset
      className={`${s.field} ${n.fieldset}`}
      disabled={isDisabled}
      aria-describedby={ids.describedBy}
      // Radios are a `radiogroup` to assistive technology; each radio carries `required`.
      role={type === "radio" ? "radiogroup" : undefined}
    >
      <legend className={`${s.label} ${n.legend}`}>
        {label}
        <RequiredMarker isRequired={isRequired} />
      </legend>
      <div className={orientation === "horizontal" ? `${n.options} ${n.optionsRow}` : n.options}>
        {options.map((option) => (
          <label key={option.id} className={n.choice}>
            <input
              type={type}
              name={name}
              value={option.id}
              defaultChecked={selected.includes(option.id)}
              disabled={option.isDisabled}
              required={type === "radio" ? isRequired : undefined}
              aria-invalid={ids.isInvalid || undefined}
              className={n.choiceInput}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <NativeFieldHelp description={description} errorMessage={errorMessage} ids={ids} />
    </fieldset>
  );
}
