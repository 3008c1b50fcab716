import type { IntlShape } from "react-intl";
import type { FormRefusal } from "../forms/formRefusal";

/**
 * What a sign-in screen says after a form: one of our messages (ids of i18n/lang/auth or candidateAuth) with the
 * values it fills in, or the API's own words (already in the visitor's language: a field's validation message).
 */
export type AuthMessage =
  | { readonly id: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

/** A sign-in screen's refused form: its summary and each field's message are the screens' own words. */
export type AuthFormRefusal<Values> = FormRefusal<Values, AuthMessage, string, AuthMessage>;

export function sayAuthMessage(intl: Pick<IntlShape, "formatMessage">, message: AuthMessage): string;
export function sayAuthMessage(
  intl: Pick<IntlShape, "formatMessage">,
  message: AuthMessage | undefined,
): string | undefined;
export function sayAuthMessage(intl: Pick<IntlShape, "formatMessage">, message: AuthMessage | undefined) {
  if (!message) return undefined;
  return "text" in message ? message.text : intl.formatMessage({ id: message.id }, message.values);
}
