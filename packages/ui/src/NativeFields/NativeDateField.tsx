import * as s from "../Field/Field.css";
import {
  NativeFieldHelp,
  type NativeFieldProps,
  nativeControlProps,
  RequiredMarker,
  useNativeFieldIds,
} from "./nativeFieldParts";

export type NativeDateFieldProps = NativeFieldProps & {
  /** `YYYY-MM-DD`, which is also what the form posts ("" when empty). */
  defaultValue?: string;
  /** Earliest and latest dates the browser's picker offers, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
};

/** A date: the browser's own `<input type="date">` and its picker, drawn as the other fields' box. */
export function NativeDateField({
  name,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  defaultValue,
  min,
  max,
}: NativeDateFieldProps) {
  const ids = useNativeFieldIds({ description, errorMessage });
  return (
    <div className={s.field}>
      <label htmlFor={ids.id} className={s.label}>
        {label}
        <RequiredMarker isRequired={isRequired} />
      </label>
      <input
        type="date"
        {...nativeControlProps(ids, { name, isRequired, isDisabled })}
        defaultValue={defaultValue}
        min={min}
        max={max}
        className={s.nativeInput}
      />
      <NativeFieldHelp description={description} errorMessage={errorMessage} ids={ids} />
    </div>
  );
}
