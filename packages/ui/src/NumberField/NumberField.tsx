import { Minus, Plus } from "lucide-react";
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from "react-aria-components";
import { type FieldChromeProps, FieldHelp, FieldLabel, FieldLocale } from "../Field/Field";
import * as s from "../Field/Field.css";
import { useFieldMessages } from "../Field/useFieldMessages";

export type NumberFieldProps = FieldChromeProps &
  Omit<AriaNumberFieldProps, "className" | "style" | "children"> & {
    placeholder?: string;
    /** Hides the − / + buttons (amounts, years) where stepping by one makes no sense. Arrow keys still step. */
    hideStepper?: boolean;
    requiredMessage?: string;
  };

/**
 * A number typed and shown in the app's language (1.234,5 in pt-BR). Characters that cannot form a number, and a
 * minus sign when `minValue` is 0 or more, are refused as they are typed, so nothing the user typed is lost later.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper = false,
  requiredMessage,
  validate,
  ...rest
}: NumberFieldProps) {
  const { message } = useFieldMessages();
  return (
    <FieldLocale>
      <AriaNumberField
        {...rest}
        className={s.field}
        validate={(value) => {
          // An empty number field holds NaN.
          if (Number.isNaN(value)) return rest.isRequired ? (requiredMessage ?? message("ui.field.required")) : null;
          return validate?.(value) ?? null;
        }}
      >
        {({ isInvalid, isDisabled }) => (
          <>
            <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
            <Group className={s.group} isInvalid={isInvalid} isDisabled={isDisabled}>
              {hideStepper ? null : (
                <Button slot="decrement" className={s.iconButton}>
                  <Minus aria-hidden="true" />
                </Button>
              )}
              <Input className={s.groupInput} placeholder={placeholder} />
              {hideStepper ? null : (
                <Button slot="increment" className={s.iconButton}>
                  <Plus aria-hidden="true" />
                </Button>
              )}
            </Group>
            <FieldHelp description={description} errorMessage={errorMessage} />
          </>
        )}
      </AriaNumberField>
    </FieldLocale>
  );
}
