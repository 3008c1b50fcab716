/**
 * What the sign-in screens say when the API refuses: the API answers in English with a code, the screens speak the
 * user's language, so each code a person can cause gets one of our messages (ids of i18n/lang/auth).
 */
import { isApiError } from "@seleta/api-client";

export type AuthForm = "signIn" | "forgot" | "reset";

const BY_CODE: Readonly<Record<string, string>> = {
  invalid_credentials: "auth.error.invalidCredentials",
  account_locked: "auth.error.locked",
  weak_password: "auth.error.weakPassword",
  too_many_requests: "auth.error.tooMany",
  server_busy: "auth.error.busy",
  invalid_token: "auth.error.invalidToken",
  network_error: "auth.error.network",
};

/** The message id for a failed sign-in, reset request or reset; anything unforeseen is a generic failure. */
export function authErrorMessageId(error: unknown, form: AuthForm): string {
  if (!isApiError(error)) return "auth.error.generic";
  const known = BY_CODE[error.code];
  if (known) return known;
  // A 401 of the sign-in form is always a wrong e-mail or password, whatever the code says.
  if (form === "signIn" && error.status === 401) return BY_CODE.invalid_credentials as string;
  // The reset form's token travels in the link: a 400 about it means the link is bad, not the password.
  if (form === "reset" && error.status === 400 && error.fieldMessage("token")) return BY_CODE.invalid_token as string;
  if (error.status === 429) return BY_CODE.too_many_requests as string;
  return "auth.error.generic";
}

/**
 * The values the messages fill in: minutes to wait (`auth.error.locked`) and the server's reason a new password was
 * refused (`auth.error.weakPassword`: the API says why in the user's language, from its password estimator).
 */
export function authErrorValues(error: unknown): { minutes: number; reason: string } {
  const reason = isApiError(error) ? (error.fieldMessage("password") ?? error.message) : "";
  return { minutes: retryMinutes(error), reason };
}

/** Minutes to wait, rounded up, for the locked-account message (the server says seconds in `retry-after`). */
export function retryMinutes(error: unknown): number {
  const seconds = isApiError(error) ? (error.retryAfterSeconds ?? 60) : 60;
  return Math.max(1, Math.ceil(seconds / 60));
}
