/**
 * The contact page's form handling, as pure functions: what is read of a posted form, and how the API's answer
 * becomes what the page shows again. The action trusts nothing of the form but these fields: the page a message
 * is sent from is the request's own path, never a posted value.
 */
import { CONTACT_FORM_FIELDS, type ContactFormStatus, type ContactFormValues } from "@seleta/domain/site-widgets";
import { CONTACT_HONEYPOT_FIELD, type ContactFormPage } from "@seleta/domain/wire";
import { FAILED_STATUS, type FormRefusal, formRefusal } from "../../../forms/formRefusal";

/** The form's fields as typed (a missing or non-text one is empty), and the honeypot. */
export function postedContactForm(form: FormData): { values: ContactFormValues; honeypot: string } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(CONTACT_FORM_FIELDS.map((name) => [name, text(name)])) as ContactFormValues;
  return { values, honeypot: text(CONTACT_HONEYPOT_FIELD) };
}

/** `/home/contact` for that route (with or without a trailing slash), `/contact` for every other path. */
export function contactPagePath(pathname: string): ContactFormPage {
  return pathname.replace(/\/+$/, "") === "/home/contact" ? "/home/contact" : "/contact";
}

/**
 * Why a message came back: fields marked, too many messages (the server's words say when to try again), or anything
 * else, ours or the network's (the visitor keeps the text and is told to try again).
 */
export type ContactProblem =
  | { readonly kind: "invalid" }
  | { readonly kind: "rateLimited"; readonly text: string }
  | { readonly kind: "failed" };

/** What a refused form shows: what was typed, each field's first message, the summary, the page's HTTP status. */
export type ContactRefusal = FormRefusal<ContactFormValues, ContactProblem>;

/** The page again after the API refused a message (or failed): only a 400 marks fields and a 429 has its words. */
export function contactRefusal(error: unknown, values: ContactFormValues): ContactRefusal {
  const { problem, ...refusal } = formRefusal(error, values, { fields: CONTACT_FORM_FIELDS });
  if (problem.kind === "message" && refusal.httpStatus === 429) {
    return { ...refusal, problem: { kind: "rateLimited", text: problem.text } };
  }
  if (problem.kind === "fields" && refusal.httpStatus === 400) return { ...refusal, problem: { kind: "invalid" } };
  return { values, errors: {}, problem: { kind: "failed" }, httpStatus: FAILED_STATUS };
}

/** The contact widget's summary for a refusal (its state, and the server's words when it has them). */
export function contactFormStatus(problem: ContactProblem): {
  status: Exclude<ContactFormStatus, "editing" | "sent">;
  notice?: string;
} {
  return problem.kind === "rateLimited" ? { status: problem.kind, notice: problem.text } : { status: problem.kind };
}
