/**
 * What a page opened from a mail's link says when the API refuses the link: spent, expired or not a
 * link of ours each get their own words (ids of i18n/lang/auth), and everything else the sign-in screens'
 * (auth/authErrors.ts).
 */
import { isApiError } from "@seleta/api-client";
import { type AuthForm, authErrorMessageId } from "./authErrors";

const LINK_CODES: Readonly<Record<string, string>> = {
  token_used: "auth.link.used",
  token_expired: "auth.link.expired",
  invalid_token: "auth.link.invalid",
};

/** Whether the refusal is about the link itself (the page then offers a new one). */
export function isLinkRefusal(error: unknown): boolean {
  return isApiError(error) && (error.code in LINK_CODES || (error.status === 400 && !!error.fieldMessage("token")));
}

/** The message id for a refused link, or the sign-in screens' own for anything else. */
export function linkErrorMessageId(error: unknown, form: AuthForm): string {
  if (isApiError(error)) {
    const known = LINK_CODES[error.code];
    if (known) return known;
    if (error.status === 400 && error.fieldMessage("token")) return LINK_CODES.invalid_token as string;
  }
  return authErrorMessageId(error, form);
}

/**
 * A refused link's message id as a page posts it back (the new-link form keeps saying why the link failed): one of
 * ours, else nothing.
 */
export function linkRefusalMessageId(value: unknown): string | undefined {
  return Object.values(LINK_CODES).find((id) => id === value);
}
