/**
 * The candidate's sign-up form as pure functions: what is read of a posted form, the one check the page makes itself
 * (the terms accepted: the API does not record it), and how the API's refusal becomes what the page shows again.
 * The API keeps its own rules: the same answer for a new or a taken e-mail, the weak password's reason.
 */

import { authErrorMessageId, authErrorValues } from "../../../auth/authErrors";
import type { AuthFormRefusal, AuthMessage } from "../../../auth/authMessage";
import { formRefusal } from "../../../forms/formRefusal";

/** The outcome flag of the action's 303: the API took the sign-up ("we sent you a message"). */
export const SIGN_UP_SENT = "sent";

/** The value of the terms' checkbox when ticked. */
export const TERMS_ACCEPTED = "accepted";

/** What the page shows again after a refusal: what was typed, except the password (never sent back in a page). */
export type SignUpValues = { readonly name: string; readonly email: string; readonly termsAccepted: boolean };

export type SignUpField = "name" | "email" | "password" | "terms";

export type PostedSignUp = { readonly values: SignUpValues; readonly password: string };

/** The form's fields (a missing or non-text one is empty; name and e-mail trimmed, the password as typed). */
export function postedSignUp(form: FormData): PostedSignUp {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    values: { name: text("name").trim(), email: text("email").trim(), termsAccepted: text("terms") === TERMS_ACCEPTED },
    password: text("password"),
  };
}

export type SignUpRefusal = AuthFormRefusal<SignUpValues>;

/** The sign-up refused before the API is asked: the terms and the privacy policy not accepted. Null when they are. */
export function termsRefusal(values: SignUpValues): SignUpRefusal | null {
  if (values.termsAccepted) return null;
  const required = { id: "candidateAuth.signUp.termsRequired" };
  return { values, problem: required, errors: { terms: required }, httpStatus: 400 };
}

/**
 * The API's refusal: a password too easy to guess says why (under the field and in the summary), a refused name or
 * e-mail shows the API's message under it, anything else the sign-in screens' words.
 */
export function signUpRefusal(error: unknown, values: SignUpValues): SignUpRefusal {
  const problem: AuthMessage = { id: authErrorMessageId(error, "reset"), values: authErrorValues(error) };
  const refused = formRefusal(error, values, { root: "candidate", fields: ["name", "email", "password"] });
  const errors: Partial<Record<SignUpField, AuthMessage>> = {};
  for (const name of ["name", "email"] as const) {
    const message = refused.errors[name];
    if (message) errors[name] = { text: message };
  }
  if (refused.errors.password) errors.password = problem;
  return { values, problem, errors, httpStatus: refused.httpStatus };
}
