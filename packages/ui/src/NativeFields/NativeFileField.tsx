import * as s from "../Field/Field.css";
import * as n from "./NativeFields.css";
import { NativeFieldFrame, type NativeFieldProps, nativeControlProps, useNativeFieldIds } from "./nativeFieldParts";

export type NativeFileFieldProps = NativeFieldProps & {
  /** As `<input accept>` reads it: "image/*", ".pdf". */
  accept?: string;
  /** What the field holds now (a stored file's address): posted again under `name` while no other file is chosen. */
  current?: string;
  /** The current file's text (its name); the address by default. */
  currentLabel?: string;
};

/** The name a file chosen in a `NativeFileField` called `name` is posted under (the current address keeps `name`). */
export function nativeFileUploadName(name: string): string {
  return `${name}.upload`;
}

/**
 * A stored file and the browser's own file input to replace it, drawn as the other fields' box. The form posts the
 * current address under `name` and a chosen file under `nativeFileUploadName(name)`; the form must be
 * `multipart/form-data`.
 */
export function NativeFileField({
  name,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  accept,
  current,
  currentLabel,
}: NativeFileFieldProps) {
  const ids = useNativeFieldIds({ description, errorMessage });
  return (
    <NativeFieldFrame
      ids={ids}
      label={label}
      isRequired={isRequired && !current}
      description={description}
      errorMessage={errorMessage}
    >
      {current ? (
        <a href={current} className={s.description} target="_blank" rel="noreferrer noopener">
          {currentLabel ?? current.split("/").pop()}
        </a>
      ) : null}
      <input type="hidden" name={name} value={current ?? ""} />
      <input
        type="file"
        {...nativeControlProps(ids, {
          name: nativeFileUploadName(name),
          isRequired: isRequired && !current,
          isDisabled,
        })}
        accept={accept}
        className={n.fileInput}
      />
    </NativeFieldFrame>
  );
}
