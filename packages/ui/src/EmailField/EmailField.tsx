import { useFieldMessages } from "../Field/useFieldMessages";
import { isEmailAddress } from "../fieldUtils/textRules";
import { TextField, type TextFieldProps } from "../TextField/TextField";

export type EmailFieldProps = Omit<TextFieldProps, "type" | "inputMode">;

/**
 * An e-mail address (spec §5): required → 'Email needs to be entered', otherwise a simple address pattern →
 * 'Invalid email'. The input is `type="text"` with the e-mail keyboard on purpose: `type="email"` would add the
 * browser's own check, whose message comes in the browser's language instead of the app's.
 */
export function EmailField({ validate, requiredMessage, ...rest }: EmailFieldProps) {
  const { message } = useFieldMessages();
  return (
    <TextField
      autoComplete="email"
      spellCheck="false"
      {...rest}
      type="text"
      inputMode="email"
      requiredMessage={requiredMessage ?? message("ui.emailField.required")}
      validate={(value) => {
        if (value.trim() !== "" && !isEmailAddress(value)) return message("ui.emailField.invalid");
        return validate?.(value) ?? null;
      }}
    />
  );
}
