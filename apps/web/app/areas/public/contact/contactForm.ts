/**
 * The contact page's form handling, as pure functions: what is read of a posted form, and how the API's answer
 * becomes what the page shows again. The action trusts nothing of the form but these fields: the page a message
 * is sent from is the request's own path, never a posted value.
 */
import { isApiError } from "@seleta/api-client";
import {
  CONTACT_FORM_FIELDS,
  type ContactFormErrors,
  type ContactFormStatus,
  type ContactFormValues,
} from "@seleta/domain/site-widgets";
import { CONTACT_HONEYPOT_FIELD, type ContactFormPage } from "@seleta/domain/wire";

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

/** What a refused form shows: what was typed, each field's first message, and the summary's state and words. */
export type ContactRefusal = {
  values: ContactFormValues;
  status: Exclude<ContactFormStatus, "editing" | "sent">;
  errors: ContactFormErrors;
  notice?: string;
  /** The page's HTTP status. */
  httpStatus: number;
};

/** The page again after the API refused a message (or failed). Pure. */
export function contactRefusal(error: unknown, values: ContactFormValues): ContactRefusal {
  if (isApiError(error) && error.status === 429) {
    return { values, status: "rateLimited", errors: {}, notice: error.message, httpStatus: 429 };
  }
  if (isApiError(error) && error.status === 400) {
    const errors: Partial<Record<keyof ContactFormValues, string>> = {};
    for (const name of CONTACT_FORM_FIELDS) {
      const first = error.fields[name]?.[0];
      if (first) errors[name] = first;
    }
    if (Object.keys(errors).length > 0) return { values, status: "invalid", errors, httpStatus: 400 };
  }
  // Anything else is ours (or the network's): the visitor keeps the text and is told to try again.
  return { values, status: "failed", errors: {}, httpStatus: 503 };
}
