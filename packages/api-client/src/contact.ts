/**
 * The public contact form (spec §5): `POST /public/contact_messages`, for the host's business, with no session. A
 * refusal is an ApiError: `validation_failed` with the fields' messages, or 429 (`contact_rate_limited`,
 * `contact_daily_limit`) with a message to show, both in the caller's language.
 */
import type { contactMessageAnswerSchema, contactMessageBodySchema, WireInputOf, WireOf } from "@seleta/domain/wire";
import type { HttpClient } from "./http";

export type ContactMessage = WireInputOf<typeof contactMessageBodySchema>;
export type ContactMessageReceived = WireOf<typeof contactMessageAnswerSchema>;

export function sendContactMessage(http: HttpClient, message: ContactMessage): Promise<ContactMessageReceived> {
  return http.post<ContactMessageReceived>("/public/contact_messages", message, { signedIn: false });
}
