import type { ReactNode } from "react";
import * as s from "../Field/Field.css";
import * as n from "./NativeFields.css";
import {
  NativeFieldHelp,
  type NativeFieldProps,
  nativeControlProps,
  RequiredMarker,
  useNativeFieldIds,
} from "./nativeFieldParts";

export type NativeCheckboxProps = NativeFieldProps & {
  /** The label beside the box; the whole row toggles it. */
  label: ReactNode;
  defaultChecked?: boolean;
  /** What is posted when checked ("on" by default); nothing is posted when unchecked. */
  value?: string;
};

/** One yes/no choice, the browser's own checkbox tinted with the brand's primary. */
export function NativeCheckbox({
  name,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  defaultChecked,
  value = "on",
}: NativeCheckboxProps) {
  const ids = useNativeFieldIds({ description, errorMessage });
  return (
    <div className={s.field}>
      <label className={n.choice}>
        <input
          type="checkbox"
          {...nativeControlProps(ids, { name, isRequired, isDisabled })}
          value={value}
          defaultChecked={defaultChecked}
          className={n.choiceInput}
        />
        <span>
          {label}
          <RequiredMarker isRequired={isRequired} />
        </span>
      </label>
      <NativeFieldHelp description={description} errorMessage={errorMessage} ids={ids} />
    </div>
  );
}
