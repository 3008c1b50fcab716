import { useIntl } from "react-intl";
import { type FieldIssue, type TextRules, textIssue } from "../fieldUtils/textRules";
import { type FieldMessageId, fieldMessages } from "../i18n/fieldMessages";

type Values = Record<string, string | number>;

/**
 * Formats a field message in the app's language. The pt-BR text is the default message, so a field still speaks
 * Portuguese (the product's first language) where an app forgot to merge `uiMessages` into its IntlProvider.
 */
export function useFieldMessages() {
  const intl = useIntl();
  const message = (id: FieldMessageId, values?: Values): string =>
    intl.formatMessage({ id, defaultMessage: fieldMessages["pt-BR"][id] }, values);
  const issueMessage = (issue: FieldIssue, requiredId: FieldMessageId = "ui.field.required"): string => {
    switch (issue.kind) {
      case "required":
        return message(requiredId);
      case "minLength":
        return message("ui.field.minLength", { n: issue.n });
      case "maxLength":
        return message("ui.field.maxLength", { n: issue.n });
      case "invalid":
        return message("ui.field.invalid");
    }
  };
  return { message, issueMessage };
}

type Validate<T> = (value: T) => string | string[] | true | null | undefined;

/**
 * The `validate` of a text-like field: the generic rules first (required, min and max length, with the spec's
 * messages), then the caller's own check. Limits are checked here rather than with the native `maxlength`
 * attribute, which would silently cut what the user types or pastes; the text is kept and the message says why.
 */
export function useTextValidation(
  rules: TextRules & { requiredMessage?: string },
  validate?: Validate<string>,
): Validate<string> {
  const { issueMessage } = useFieldMessages();
  return (value) => {
    const issue = textIssue(value, rules);
    if (issue) return issue.kind === "required" && rules.requiredMessage ? rules.requiredMessage : issueMessage(issue);
    return validate?.(value) ?? null;
  };
}
