import { AlertCircle } from "lucide-react";
import { type ReactNode, useId } from "react";
import * as s from "../Field/Field.css";

/** The props every native field takes; each component adds its value props to these. */
export type NativeFieldProps = {
  /** The name the value is posted under. */
  name: string;
  /** Visible label; fields always have one (placeholders are not labels). */
  label: ReactNode;
  /** Help shown under the control, linked to it by `aria-describedby`. */
  description?: ReactNode;
  /** When set, the control is `aria-invalid` and this message, under it, is linked by `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Marks the control `required` (an asterisk for sighted users); the server still checks. */
  isRequired?: boolean;
  isDisabled?: boolean;
};

/** The ids a field wires: the control, its description and its error, and what `aria-describedby` lists. */
export function useNativeFieldIds({
  description,
  errorMessage,
}: Pick<NativeFieldProps, "description" | "errorMessage">) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return { id, labelId: `${id}-label`, descriptionId, errorId, describedBy, isInvalid: Boolean(errorMessage) };
}

export type NativeFieldIds = ReturnType<typeof useNativeFieldIds>;

/** The attributes of a field's one control: its id and name, `required`, `disabled`, and what describes it. */
export function nativeControlProps(
  ids: NativeFieldIds,
  { name, isRequired, isDisabled }: Pick<NativeFieldProps, "name" | "isRequired" | "isDisabled">,
) {
  return {
    id: ids.id,
    name,
    required: isRequired,
    disabled: isDisabled,
    "aria-invalid": ids.isInvalid || undefined,
    "aria-describedby": ids.describedBy,
  } as const;
}

/** The asterisk beside a required field's label: the control carries `required`, the mark is for sighted users. */
export function RequiredMarker({ isRequired }: { isRequired?: boolean }) {
  return isRequired ? (
    <span className={s.requiredMarker} aria-hidden="true">
      *
    </span>
  ) : null;
}

/** Description and error, in that order, under the control, with the ids the control points at. */
export function NativeFieldHelp({
  description,
  errorMessage,
  ids: { descriptionId, errorId },
}: {
  description?: ReactNode;
  errorMessage?: ReactNode;
  ids: Pick<NativeFieldIds, "descriptionId" | "errorId">;
}) {
  return (
    <>
      {description ? (
        <div id={descriptionId} className={s.description}>
          {description}
        </div>
      ) : null}
      {errorMessage ? (
        <div id={errorId} className={s.error}>
          <AlertCircle size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: "0.125em" }} />
          <span>{errorMessage}</span>
        </div>
      ) : null}
    </>
  );
}

/**
 * The box of a field with one control: its label (with the required mark) above, the control, then its description
 * and error, all wired by `ids` (the control takes `nativeControlProps(ids, …)`).
 */
export function NativeFieldFrame({
  ids,
  label,
  isRequired,
  description,
  errorMessage,
  children,
}: Pick<NativeFieldProps, "label" | "isRequired" | "description" | "errorMessage"> & {
  ids: NativeFieldIds;
  children: ReactNode;
}) {
  return (
    <div className={s.field}>
      <label htmlFor={ids.id} id={ids.labelId} className={s.label}>
        {label}
        <RequiredMarker isRequired={isRequired} />
      </label>
      {children}
      <NativeFieldHelp description={description} errorMessage={errorMessage} ids={ids} />
    </div>
  );
}
