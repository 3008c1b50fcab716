/**
 * The checks a registry form runs where scripts run, before anything is posted: the same zod schemas the API
 * validates with, on the same payload the route's action sends (`parseEntityValues`), so the form and the server
 * accept exactly the same input and say it with the same words.
 */
import type { Locale } from "../catalogues/catalogue";
import type { AnyEntity } from "../entities/defineEntity";
import { entitySchemas } from "../entities/entitySchemas";
import { formatMessage } from "../i18n/messageSet";
import { fieldErrors } from "../rules/issues";
import { validationMessages } from "../rules/messages";
import { isBlankValue } from "../rules/text";
import { type DocumentFormValues, parseEntityValues } from "./postedForm";

export type FormCheckOptions = {
  readonly locale: Locale;
  /** A new record is checked whole (the create schema: its required fields); a record's edit by the fields sent. */
  readonly mode: "create" | "update";
  /** Fields this form requires besides those the registry requires everywhere (a registration stage's). */
  readonly required?: readonly string[];
};

/**
 * Each field's message by its path (`email`, `skills.0.name`) for what the form holds, none when it may be sent.
 * Only the scope's fields are answered for: a message about a field the form does not show would have nowhere to go
 * (the server's refusal then says it in the summary).
 */
export function checkFormValues(
  entity: AnyEntity,
  scope: readonly string[],
  values: DocumentFormValues,
  { locale, mode, required = [] }: FormCheckOptions,
): Record<string, string> {
  const payload = parseEntityValues(entity, scope, values);
  const schema = mode === "create" ? entitySchemas(entity).create : entitySchemas(entity).update;
  const result = schema.safeParse(payload);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const [path, message] of Object.entries(fieldErrors(result.error, locale))) {
      const key = path.split(".")[0] ?? "";
      if (scope.includes(key)) errors[path] = message;
    }
  }
  const requiredMessage = formatMessage(validationMessages.messages.required, locale);
  for (const key of required) {
    if (scope.includes(key) && isBlankValue(payload[key]) && !errors[key]) errors[key] = requiredMessage;
  }
  return errors;
}
