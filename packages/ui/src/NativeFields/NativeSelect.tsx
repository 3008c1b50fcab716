import { ChevronDown } from "lucide-react";
import * as s from "../Field/Field.css";
import type { FieldOption } from "../Field/OptionList";
import * as n from "./NativeFields.css";
import { NativeFieldFrame, type NativeFieldProps, nativeControlProps, useNativeFieldIds } from "./nativeFieldParts";

export type NativeSelectProps = NativeFieldProps & {
  options: readonly FieldOption[];
  /** The chosen option's id; none chosen shows the placeholder. */
  defaultValue?: string;
  /** The text of the first, empty option, posted as "" while it stays chosen (blank by default). */
  placeholder?: string;
};

/** The browser's own `<select>` (works with no script), drawn like the react-aria Select's trigger. */
export function NativeSelect({
  name,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  options,
  defaultValue,
  placeholder = "",
}: NativeSelectProps) {
  const ids = useNativeFieldIds({ description, errorMessage });
  return (
    <NativeFieldFrame
      ids={ids}
      label={label}
      isRequired={isRequired}
      description={description}
      errorMessage={errorMessage}
    >
      <div className={n.selectBox}>
        <select
          {...nativeControlProps(ids, { name, isRequired, isDisabled })}
          defaultValue={defaultValue ?? ""}
          className={`${s.nativeInput} ${n.select}`}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={n.selectChevron} aria-hidden="true" />
      </div>
    </NativeFieldFrame>
  );
}
