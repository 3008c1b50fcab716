import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps, Input } from "react-aria-components";
import { type FieldChromeProps, FieldHelp, FieldLabel } from "../Field/Field";
import * as s from "../Field/Field.css";
import { useTextValidation } from "../Field/useFieldMessages";

export type TextFieldProps = FieldChromeProps &
  Omit<AriaTextFieldProps, "className" | "style" | "children"> & {
    placeholder?: string;
    /** Checked on validation with 'Mínimo de N caracteres.'; never blocks typing. */
    minLength?: number;
    /** Checked on validation with 'Máximo de N caracteres.'; never cuts what the user typed or pasted. */
    maxLength?: number;
    /** Replaces 'Obrigatório.' for this field (e.g. the e-mail's 'Email needs to be entered'). */
    requiredMessage?: string;
  };

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  minLength,
  maxLength,
  requiredMessage,
  validate,
  ...rest
}: TextFieldProps) {
  const handleValidate = useTextValidation(
    { isRequired: rest.isRequired, minLength, maxLength, requiredMessage },
    validate,
  );
  return (
    <AriaTextField {...rest} validate={handleValidate} className={s.field}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input className={s.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
