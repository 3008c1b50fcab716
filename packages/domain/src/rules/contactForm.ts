import { z } from "zod";
import { V } from "./messages";
import { emailSchema, requiredText } from "./text";

/** Spec §5, the public contact form: a valid e-mail, a subject and a message. */
export const contactFormSchema = z.object({
  email: emailSchema,
  subject: requiredText({ max: 200 }, V.subjectRequired.id),
  message: requiredText({ max: 5000 }, V.emailMessageRequired.id),
});

export type ContactForm = z.output<typeof contactFormSchema>;
