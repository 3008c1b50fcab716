/**
 * The public contact form on the wire (`POST /api/v1/public/contact_messages`): no session, the host's business.
 * The fields follow spec §5's contact form rule; `website` is the honeypot.
 */
import { z } from "zod";
import { contactFormSchema } from "../rules/contactForm";
import { CONTACT_FORM_PAGES, CONTACT_HONEYPOT_FIELD } from "./contactFields";

export * from "./contactFields";

export const contactMessageBodySchema = contactFormSchema.extend({
  page: z.enum(CONTACT_FORM_PAGES).default("/contact"),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(2000).optional(),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

/** One answer for every accepted message, the honeypot's included: a robot learns nothing from it. */
export const contactMessageAnswerSchema = z.object({ contact_message: z.object({ received: z.literal(true) }) });
export type ContactMessageAnswer = z.infer<typeof contactMessageAnswerSchema>;

/** A held message released by an administrator: status new again, and whether a mail went to its site's address. */
export const contactMessageReleasedAnswerSchema = z.object({
  contact_message: z.object({ id: z.number(), status: z.number(), mailed: z.boolean() }),
});
