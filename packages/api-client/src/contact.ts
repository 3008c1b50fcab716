/**
 * The public contact form (spec §5): `POST /public/contact_messages`, for the host's business, with no session. A
 * message over a flood limit is held for an administrator and answered like any other; a refusal is an ApiError:
 * `validation_failed` with the fields' messages, or 429 `contact_rate_limited` (an address far past its limit) with
 * a message to show, both in the caller's language. An administrator releases a held message (it is mailed then).
 */
import { ADMIN_API_PREFIX } from "@seleta/domain";
import type {
  contactMessageAnswerSchema,
  contactMessageBodySchema,
  contactMessageReleasedAnswerSchema,
  WireInputOf,
  WireOf,
} from "@seleta/domain/wire";
import { type HttpClient, segment } from "./http";

export type ContactMessage = WireInputOf<typeof contactMessageBodySchema>;
export type ContactMessageReceived = WireOf<typeof contactMessageAnswerSchema>;
export type ContactMessageReleased = WireOf<typeof contactMessageReleasedAnswerSchema>["contact_message"];

export function sendContactMessage(http: HttpClient, message: ContactMessage): Promise<ContactMessageReceived> {
  return http.post<ContactMessageReceived>("/public/contact_messages", message, { signedIn: false });
}

/** Releases a held message (administrators; 409 `not_held` for one that is not held). */
export async function releaseContactMessage(http: HttpClient, id: number): Promise<ContactMessageReleased> {
  const body = await http.post<WireOf<typeof contactMessageReleasedAnswerSchema>>(
    `${ADMIN_API_PREFIX}/contact_messages/${segment(id)}/release`,
  );
  return body.contact_message;
}
