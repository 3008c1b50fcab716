import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { FieldError, I18nProvider, Label, Text, type ValidationResult } from "react-aria-components";
import { useIntl } from "react-intl";
import * as s from "./Field.css";
import { useFieldMessages } from "./useFieldMessages";

/** The props every field takes for its anatomy; one `Props` type per component adds its own to these. */
export type FieldChromeProps = {
  /** Visible label; fields always have one (placeholders are not labels). */
  label: ReactNode;
  /** Help shown under the control, read by screen readers with it. */
  description?: ReactNode;
  /**
   * Shown while the field is invalid. By default the message of the rule the value breaks (required, length…);
   * a function receives react-aria's validation result, e.g. to word a server error.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
};

export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={s.label}>
      {children}
      {/* The control carries `required`/`aria-required`; the asterisk is for sighted users only. */}
      {isRequired ? (
        <span className={s.requiredMarker} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

type FieldHelpProps = Pick<FieldChromeProps, "description" | "errorMessage"> & {
  /** Replaces the browser's own "value missing" text, which comes in the browser's language. */
  requiredMessage?: string;
};

/** Description and error, in that order, under the control; react-aria links both to it. */
export function FieldHelp({ description, errorMessage, requiredMessage }: FieldHelpProps) {
  const { message } = useFieldMessages();
  const defaultMessage = ({ validationDetails: details, validationErrors }: ValidationResult) => {
    // react-aria skips `validate` for an empty (null) value: a required select, date or radio group is checked
    // by the browser's `required`, whose message would not be in the app's language.
    if (details?.valueMissing) return requiredMessage ?? message("ui.field.required");
    // Any other browser check (`pattern`, `type`…) gets the spec's "otherwise" message, for the same reason.
    // Our rules and server errors are custom errors and keep their own words.
    if (details && !details.valid && !details.customError) return message("ui.field.invalid");
    return validationErrors.join(" ");
  };
  return (
    <>
      {description ? (
        <Text slot="description" className={s.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={s.error}>
        {(validation) => (
          <>
            <AlertCircle size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: "0.125em" }} />
            <span>
              {typeof errorMessage === "function"
                ? errorMessage(validation)
                : (errorMessage ?? defaultMessage(validation))}
            </span>
          </>
        )}
      </FieldError>
    </>
  );
}

/**
 * react-aria formats numbers and dates with its own locale (the browser's by default). Fields follow the app's
 * react-intl locale instead, so "R$ 1.234,56" and dd/mm/yyyy do not depend on the visitor's browser settings.
 */
export function FieldLocale({ children, locale }: { children: ReactNode; locale?: string }) {
  const intl = useIntl();
  return <I18nProvider locale={locale ?? intl.locale}>{children}</I18nProvider>;
}
