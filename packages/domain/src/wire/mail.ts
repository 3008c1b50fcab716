/**
 * Mail beyond the engine's CRUD (spec §2 "Send Out", §7 "Recruiter mail sending"): a prospecting
 * message queued to a selection, a recipient's answer, the administrator's outbox, and the public unsubscribe link.
 */
import { z } from "zod";
import { instantSchema } from "../rules/dates";
import { recordIdSchema } from "../rules/ids";
import { selectAllSearchSchema } from "./jobs";

/** The people a send-out batch can address, by model (the API's RECIPIENT_MODELS). */
export const SENDOUT_RECIPIENT_MODELS = ["Candidate", "ClientContact", "Contact"] as const;
/** The most ids one batch names (a larger selection goes as select_all_params). */
export const SENDOUT_BATCH_MAX_IDS = 10_000;

export const sendOutBatchBodySchema = z.strictObject({
  sendout_queue: z.strictObject({
    recipients: z
      .array(
        z.strictObject({
          reference_type: z.enum(SENDOUT_RECIPIENT_MODELS),
          reference_id: recordIdSchema(),
        }),
      )
      .max(SENDOUT_BATCH_MAX_IDS)
      .optional(),
    select_all_params: z.strictObject({ search: selectAllSearchSchema }).optional(),
    subject: z.string().max(200).optional(),
    body: z.string().max(200_000).optional(),
    prospecting_template: recordIdSchema().optional(),
    scheduled_at: instantSchema().optional(),
  }),
});

export const sendOutBatchAnswerSchema = z.object({
  sendout_queues: z.object({
    queued: z.number(),
    /** mailSendingTypes: 0 microsoft, 1 bulk (over 200 people selected). */
    sending_type: z.number(),
    skipped: z.object({ unsubscribed: z.number(), without_email: z.number(), duplicate: z.number() }),
  }),
});

export const sendOutResponseAnswerSchema = z.object({
  sendout_queue: z.object({ id: z.number(), status: z.number(), responded_at: z.string() }),
});

export const outboxMailSchema = z.object({
  id: z.number(),
  to_email: z.string(),
  kind: z.string(),
  subject: z.string(),
  /** The body with every secret (a link's token) masked: what is secret in a mail is for its recipient alone. */
  body: z.string(),
  /** The body is HTML (prospecting mail), else plain text. */
  html: z.boolean(),
  /** Where an answer goes when not to the sender (a contact form's visitor), else null. */
  reply_to: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  attempts: z.number(),
  last_error: z.string().nullable(),
});

export const outboxListAnswerSchema = z.object({
  outbox: z.array(outboxMailSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

export const outboxMailAnswerSchema = z.object({ outbox: outboxMailSchema });

export const unsubscribeAnswerSchema = z.object({
  unsubscribe: z.object({
    /** Masked: the link's holder sees whose address it is without reading it whole. */
    email: z.string(),
    business: z.object({ name: z.string() }),
    unsubscribed: z.boolean(),
  }),
});
