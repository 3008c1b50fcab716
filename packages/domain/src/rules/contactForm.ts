import { z } from "zod";
import { CONTACT_FORM_LIMITS } from "./contactFormLimits";
import { V } from "./messages";
import { optionalPhoneSchema } from "./phone";
import { emailSchema, optionalText, requiredText } from "./text";

export { CONTACT_FORM_LIMITS };

/**
 * Spec §5, the public contact form: a valid e-mail, a subject and a message, each with the spec's message; a name
 * and a phone (spec §5's phone rule) when the visitor gives them.
 */
export const contactFormSchema = z.object({
  name: optionalText({ max: CONTACT_FORM_LIMITS.name }),
  email: emailSchema,
  phone: optionalPhoneSchema,
  subject: requiredText({ max: CONTACT_FORM_LIMITS.subject }, V.subjectRequired.id),
  message: requiredText({ max: CONTACT_FORM_LIMITS.message }, V.emailMessageRequired.id),
});

export type ContactForm = z.output<typeof contactFormSchema>;
