/**
 * The public contact form on the wire (`POST /api/v1/public/contact_messages`): no session, the host's business.
 * The fields follow spec §5's contact form rule; `website` is the honeypot.
 */
import { z } from "zod";
import { contactFormSchema } from "../rules/contactForm";

/** The pages that hold the contact form: what `page` may say. */
export const CONTACT_FORM_PAGES = ["/contact", "/home/contact"] as const;
export type ContactFormPage = (typeof CONTACT_FORM_PAGES)[number];

/**
 * The honeypot's name: a field the page hides from people (visually and from assistive technology) and that form-
 * filling robots fill. A message that has it is answered as if it had been sent, and neither kept nor mailed.
 */
export const CONTACT_HONEYPOT_FIELD = "website";

export const contactMessageBodySchema = contactFormSchema.extend({
  page: z.enum(CONTACT_FORM_PAGES).default("/contact"),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(2000).optional(),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

/** One answer for every accepted message, the honeypot's included: a robot learns nothing from it. */
export const contactMessageAnswerSchema = z.object({ contact_message: z.object({ received: z.literal(true) }) });
export type ContactMessageAnswer = z.infer<typeof contactMessageAnswerSchema>;
