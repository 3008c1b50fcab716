/**
 * The forgotten password's two forms as plain documents (auth/ForgotPasswordPage.tsx), as pure functions: which form
 * the URL asks for, what is read of a posted form, and what a refusal shows. The server's action trusts nothing of
 * the form but these fields.
 */

import { formRefusal, refusalStatus } from "../forms/formRefusal";
import { authErrorMessageId, authErrorValues } from "./authErrors";
import type { AuthFormRefusal } from "./authMessage";
import { isLinkRefusal, linkErrorMessageId } from "./linkErrors";

/** The outcome flags the action's 303 sets: the request mailed (`?sent=1`), the new password saved (`?done=1`). */
export const FORGOT_PASSWORD_OUTCOMES = { sent: "sent", done: "done" } as const;

/**
 * What the page draws:
 * - `request`: the e-mail to send the link to (`sent` once the API took it: the same words for any e-mail);
 * - `reset`: the new password twice, for the link's `token`;
 * - `done`: the password changed, the way to sign in.
 */
export type ForgotPasswordView =
  | { readonly form: "request"; readonly sent: boolean }
  | { readonly form: "reset"; readonly token: string }
  | { readonly form: "done" };

/** The form the page's URL asks for: a finished reset, the link's token, else the request (sent or not). */
export function forgotPasswordView(url: URL): ForgotPasswordView {
  const params = url.searchParams;
  if (params.get(FORGOT_PASSWORD_OUTCOMES.done) === "1") return { form: "done" };
  const token = params.get("token");
  if (token) return { form: "reset", token };
  return { form: "request", sent: params.get(FORGOT_PASSWORD_OUTCOMES.sent) === "1" };
}

/** What was posted: the request's e-mail, or the reset's token and the new password twice. */
export type PostedForgotPassword =
  | { readonly form: "request"; readonly email: string }
  | { readonly form: "reset"; readonly token: string; readonly password: string; readonly confirmation: string };

/**
 * A posted form: the reset when the page it was sent from is the link's (its URL holds the token: the reset form posts
 * to the page it is on), else the request.
 */
export function postedForgotPassword(form: FormData, url: URL): PostedForgotPassword {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const view = forgotPasswordView(url);
  if (view.form === "reset") {
    return { form: "reset", token: view.token, password: text("password"), confirmation: text("confirmation") };
  }
  return { form: "request", email: text("email").trim() };
}

/** What a refused form draws again: the e-mail typed (never a password; empty for the reset). */
export type ForgotPasswordValues = { readonly email: string };

/**
 * A refused form, drawn again: the e-mail typed, each field's message (`email`, `password`, `confirmation`), the
 * summary, and whether the refusal is about the link itself (the page then points at a new one).
 */
export type ForgotPasswordRefusal = AuthFormRefusal<ForgotPasswordValues> & { readonly linkRefused: boolean };

/** The reset's passwords checked before the API is asked: the two must be the same. Null when they are. */
export function resetMismatch(posted: { password: string; confirmation: string }): ForgotPasswordRefusal | null {
  if (posted.password === posted.confirmation) return null;
  const mismatch = { id: "auth.reset.mismatch" };
  return {
    values: { email: "" },
    problem: mismatch,
    errors: { confirmation: mismatch },
    linkRefused: false,
    httpStatus: 400,
  };
}

/**
 * The request's refusal (a rate limit, a malformed e-mail, a failure): the e-mail typed and why; a refused e-mail
 * shows the API's message (in the visitor's language) under the field.
 */
export function forgotRequestRefusal(error: unknown, email: string): ForgotPasswordRefusal {
  const problem = { id: authErrorMessageId(error, "forgot") };
  const { values, errors, httpStatus } = formRefusal(error, { email }, { fields: ["email"] });
  return {
    values,
    problem,
    errors: { email: errors.email ? { text: errors.email } : problem },
    linkRefused: false,
    httpStatus,
  };
}

/**
 * The reset's refusal: a spent, expired or unknown link says so (and the page offers a new one); a password the API
 * finds too easy to guess says why under the field.
 */
export function resetRefusal(error: unknown): ForgotPasswordRefusal {
  const problem = { id: linkErrorMessageId(error, "reset"), values: authErrorValues(error) };
  const linkRefused = isLinkRefusal(error);
  return {
    values: { email: "" },
    problem,
    errors: linkRefused ? {} : { password: problem },
    linkRefused,
    httpStatus: refusalStatus(error),
  };
}
