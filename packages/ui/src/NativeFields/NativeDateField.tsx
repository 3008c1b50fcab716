import * as s from "../Field/Field.css";
import { NativeFieldFrame, type NativeFieldProps, nativeControlProps, useNativeFieldIds } from "./nativeFieldParts";

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
    <NativeFieldFrame
      ids={ids}
      label={label}
      isRequired={isRequired}
      description={description}
      errorMessage={errorMessage}
    >
      <input
        type="date"
        {...nativeControlProps(ids, { name, isRequired, isDisabled })}
        defaultValue={defaultValue}
        min={min}
        max={max}
        className={s.nativeInput}
      />
    </NativeFieldFrame>
  );
}
