/**
 * Sending a shortlist to the client (the recruiter's side of spec §7 shortlist_relationships): whom it can go to (the
 * job's company's contacts), whom it went to and what each did with it, and the calls that send, resend and revoke.
 */
import { z } from "zod";
import { recordIdSchema } from "../rules/ids";

/**
 * How a recipient reviews: `portal` signs in to the client contacts' area (a contact with an account and portal
 * access); `link` opens a personal link holding a token (anyone else).
 */
export const RECIPIENT_WAYS = ["portal", "link"] as const;
export const recipientWaySchema = z.enum(RECIPIENT_WAYS);

/** A contact of the job's company the shortlist can go to, and the way they would review it. */
export const shortlistContactSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  title: z.string().nullable(),
  way: recipientWaySchema,
});

/** One person the shortlist went to: when, whether they opened it, how many ratings they gave, whether it still works. */
export const shortlistRecipientSchema = z.object({
  id: z.number(),
  client_contact_id: z.number().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  way: recipientWaySchema,
  sent_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  ratings: z.number(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

/** `GET /recruiters/shortlists/{id}/recipients`: who received it, and whom it can go to. */
export const shortlistRecipientsAnswerSchema = z.object({
  shortlist: z.object({
    id: z.number(),
    name: z.string(),
    sent_at: z.string().nullable(),
    candidates: z.number(),
    job: z.object({ id: z.number(), title: z.string() }),
  }),
  recipients: z.array(shortlistRecipientSchema),
  contacts: z.array(shortlistContactSchema),
});

/** The most contacts one send names: a shortlist goes to a client's few decision makers, never to a mailing list. */
export const SHORTLIST_RECIPIENTS_PER_SEND = 20;

/** `POST /recruiters/shortlists/{id}/recipients`: send it to these contacts of the job's company. */
export const sendShortlistBodySchema = z.object({
  client_contact_ids: z.array(recordIdSchema()).min(1).max(SHORTLIST_RECIPIENTS_PER_SEND),
});

/** What a send answers: the recipients as they are now. */
export const shortlistSentAnswerSchema = z.object({ recipients: z.array(shortlistRecipientSchema) });

/** What a resend answers: that recipient as they are now. */
export const shortlistResentAnswerSchema = z.object({ recipient: shortlistRecipientSchema });
