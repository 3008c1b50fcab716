import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";
import { type FieldChromeProps, FieldHelp, FieldLabel } from "../Field/Field";
import * as s from "../Field/Field.css";
import { useTextValidation } from "../Field/useFieldMessages";

export type TextAreaProps = FieldChromeProps &
  Omit<AriaTextFieldProps, "className" | "style" | "children" | "type"> & {
    placeholder?: string;
    /** Visible lines before it scrolls; the user can still drag it taller. */
    rows?: number;
    minLength?: number;
    /** Checked on validation with 'Máximo de N caracteres.'; never cuts what the user typed or pasted. */
    maxLength?: number;
    requiredMessage?: string;
  };

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  minLength,
  maxLength,
  requiredMessage,
  validate,
  ...rest
}: TextAreaProps) {
  const handleValidate = useTextValidation(
    { isRequired: rest.isRequired, minLength, maxLength, requiredMessage },
    validate,
  );
  return (
    <AriaTextField {...rest} validate={handleValidate} className={s.field}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <AriaTextArea className={s.textArea} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
