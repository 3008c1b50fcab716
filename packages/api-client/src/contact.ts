/**
 * The public contact form (spec §5): `POST /public/contact_messages`, for the host's business, with no session. A
 * refusal is an ApiError: `validation_failed` with the fields' messages, or 429 (`contact_rate_limited`,
 * `contact_daily_limit`) with a message to show, both in the caller's language.
 */
import type { ContactMessageAnswer, ContactMessageBody } from "@seleta/domain/wire";
import type { HttpClient } from "./http";

export type ContactMessage = ContactMessageBody;

export function sendContactMessage(http: HttpClient, message: ContactMessage): Promise<ContactMessageAnswer> {
  return http.post<ContactMessageAnswer>("/public/contact_messages", message, { signedIn: false });
}
