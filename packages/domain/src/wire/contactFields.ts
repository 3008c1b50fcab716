/**
 * The contact form's names, apart from its schemas (contact.ts): the public page reads them, and a module a public
 * page imports holds no zod (docs/architecture.md).
 */

/** The pages that hold the contact form: what a message's `page` may say. */
export const CONTACT_FORM_PAGES = ["/contact", "/home/contact"] as const;
export type ContactFormPage = (typeof CONTACT_FORM_PAGES)[number];

/**
 * The honeypot's name: a field the page hides from people (visually and from assistive technology) and that form-
 * filling robots fill. A message that has it is answered as if it had been sent, and neither kept nor mailed.
 */
export const CONTACT_HONEYPOT_FIELD = "website";
