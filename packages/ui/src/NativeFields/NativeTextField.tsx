import type { HTMLInputTypeAttribute } from "react";
import * as s from "../Field/Field.css";
import { NativeFieldFrame, type NativeFieldProps, nativeControlProps, useNativeFieldIds } from "./nativeFieldParts";

export type NativeTextFieldProps = NativeFieldProps & {
  /** What the field shows first (a record's value, or what was posted); the browser keeps what is typed. */
  defaultValue?: string;
  type?: Extract<HTMLInputTypeAttribute, "text" | "email" | "url" | "tel" | "datetime-local" | "search">;
  inputMode?: "text" | "email" | "url" | "numeric" | "decimal" | "tel" | "search";
  autoComplete?: string;
  /** A text area of this many rows instead of one line. */
  rows?: number;
};

/**
 * A text: the browser's own `<input>` (or `<textarea>` with `rows`), drawn as the other fields' box. Uncontrolled: what
 * is typed lives in the control, so a page drawn again around it (or typed in before scripts ran) never loses it.
 */
export function NativeTextField({
  name,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  defaultValue,
  type = "text",
  inputMode,
  autoComplete,
  rows,
}: NativeTextFieldProps) {
  const ids = useNativeFieldIds({ description, errorMessage });
  const control = nativeControlProps(ids, { name, isRequired, isDisabled });
  return (
    <NativeFieldFrame
      ids={ids}
      label={label}
      isRequired={isRequired}
      description={description}
      errorMessage={errorMessage}
    >
      {rows ? (
        <textarea {...control} rows={rows} defaultValue={defaultValue} className={s.nativeTextArea} />
      ) : (
        <input
          {...control}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          className={s.nativeInput}
        />
      )}
    </NativeFieldFrame>
  );
}
