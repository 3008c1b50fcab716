import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Button,
  Group,
  Input,
} from "react-aria-components";
import { type FieldChromeProps, FieldHelp, FieldLabel } from "../Field/Field";
import * as s from "../Field/Field.css";
import { useFieldMessages, useTextValidation } from "../Field/useFieldMessages";

export type PasswordFieldProps = FieldChromeProps &
  Omit<AriaTextFieldProps, "className" | "style" | "children" | "type"> & {
    placeholder?: string;
    minLength?: number;
    maxLength?: number;
    requiredMessage?: string;
    /** `new-password` on sign-up and reset forms, so password managers offer to generate one. */
    autoComplete?: "current-password" | "new-password";
  };

/** A password with a show/hide toggle: people check what they typed instead of retyping it. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  minLength,
  maxLength,
  requiredMessage,
  validate,
  autoComplete = "current-password",
  ...rest
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const { message } = useFieldMessages();
  const handleValidate = useTextValidation(
    { isRequired: rest.isRequired, minLength, maxLength, requiredMessage },
    validate,
  );
  return (
    <AriaTextField
      {...rest}
      type={isVisible ? "text" : "password"}
      autoComplete={autoComplete}
      validate={handleValidate}
      className={s.field}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
          <Group className={s.group} isInvalid={isInvalid} isDisabled={isDisabled}>
            <Input className={s.groupInput} placeholder={placeholder} spellCheck="false" autoCapitalize="none" />
            <Button
              className={s.iconButton}
              aria-label={message(isVisible ? "ui.passwordField.hide" : "ui.passwordField.show")}
              isDisabled={isDisabled}
              onPress={() => setVisible((visible) => !visible)}
            >
              {isVisible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </Button>
          </Group>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </AriaTextField>
  );
}
