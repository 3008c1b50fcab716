/**
 * Every mail is first a row of the outbox table: the audit of what was sent to whom, and, without SMTP, the only
 * copy, which an administrator reads (GET /recruiters/administrator/outbox). With SMTP, `deliverDueMail` sends the
 * waiting rows: `sent_at` on success; on failure `attempts` and `last_error`, and another try later
 * (MAIL_RETRY_DELAYS_S), up to MAIL_MAX_ATTEMPTS.
 *
 * Rows are claimed by an UPDATE … FOR UPDATE SKIP LOCKED that counts the attempt before the SMTP conversation, so
 * two processes never send one row twice at once and a crash mid-send still counts as an attempt.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/client";
import { outbox } from "../db/schema";
import type { Executor } from "../engine/records";
import { failureText, type Mailer } from "./mailer";

/**
 * `sign_up_attempt`: someone tried to sign up with an e-mail that has an account; its owner is told.
 * `contact_message`: a visitor's message from a brand's public contact form, to the brand's address.
 * `account_deletion`: the link a candidate follows to confirm the erasure of their account.
 * `retention_warning`: an idle candidate is told their data will be erased unless they sign in.
 * `evaluation_request`: a firm sends a candidate an evaluation to answer, with its link.
 */
export type MailKind =
  | "confirmation"
  | "password_reset"
  | "sign_up_attempt"
  | "prospecting"
  | "contact_message"
  | "account_deletion"
  | "retention_warning"
  | "evaluation_request";

export type OutgoingMail = {
  to: string;
  kind: MailKind;
  subject: string;
  /** Plain text, or HTML when `html` is true. */
  body: string;
  html?: boolean;
  /** Extra headers of the message (List-Unsubscribe). */
  headers?: Record<string, string>;
  /**
   * Where an answer goes, when not to the sender (a contact form's visitor). Given to the mailer as an address, never
   * written into a raw header, so a line break in it cannot add headers.
   */
  replyTo?: string;
  payload?: Record<string, unknown>;
  businessId?: number | null | undefined;
};

/**
 * Attempt n (from 0) of a row is due this many seconds after the row was made: at once, then after 1 min, 5 min,
 * 30 min and 2 h. Counted from `created_at`, so the schedule needs no column of its own.
 */
export const MAIL_RETRY_DELAYS_S = [0, 60, 300, 1800, 7200] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_S.length;

/**
 * `created_at + delay[attempts] <= now` of an outbox row (alias `o`), as parameterised SQL. A mail never tried is due
 * at once: compared with `now`, a row written in the same millisecond (its created_at has microseconds) would wait
 * for the next run.
 */
export function retryIsDue(now: Date) {
  return sql`(o.attempts = 0 or o.created_at + make_interval(secs => (${sql.param([...MAIL_RETRY_DELAYS_S])}::int[])[o.attempts + 1])
             <= ${now.toISOString()}::timestamptz)`;
}

/** Queues a message in the outbox (inside the caller's transaction when given one); answers the row's id. */
export async function insertOutboxRow(executor: Executor, mail: OutgoingMail): Promise<number> {
  const payload = {
    ...mail.payload,
    ...(mail.html ? { html: true } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
  };
  const [row] = await executor
    .insert(outbox)
    .values({
      to_email: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      body: mail.body,
      payload,
      business_id: mail.businessId ?? null,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error("The outbox insert returned nothing");
  return row.id;
}

/** A mail `enqueueMail` queued, with its outbox row's id. */
export type QueuedMail = OutgoingMail & { id: number };

const enqueuedListeners = new WeakMap<Database, Set<(mail: QueuedMail) => void>>();

/**
 * Told after each `enqueueMail` on this database, with the mail (the server kicks its delivery run, so a
 * password-reset mail goes now rather than at the next 15 s tick; without SMTP it prints the mail on its console).
 * Other processes still find the row on their own timer. Returns the unsubscribe function.
 */
export function onMailEnqueued(db: Database, listener: (mail: QueuedMail) => void): () => void {
  const listeners = enqueuedListeners.get(db) ?? new Set();
  enqueuedListeners.set(db, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells the `onMailEnqueued` listeners of a mail queued by `insertOutboxRow` inside a transaction: call it once that
 * transaction has committed (before, a delivery run would not find the row yet).
 */
export function announceQueuedMail(db: Database, mail: QueuedMail): void {
  for (const listener of enqueuedListeners.get(db) ?? []) listener(mail);
}

/** Queues one mail (outside any transaction: the row is committed when this resolves). */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<number> {
  const id = await insertOutboxRow(db.drizzle, mail);
  announceQueuedMail(db, { ...mail, id });
  return id;
}

export type OutboxRow = {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  payload: { html?: boolean; headers?: Record<string, string>; reply_to?: string } & Record<string, unknown>;
  attempts: number;
};

/** A plain-text rendering of an HTML body: the text part every mail carries. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, "\n")
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, "$2 ($1)")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Sends one claimed row (its attempt already counted) and records the outcome: `sent_at`, or `last_error`.
 * Answers the failure's text, undefined when the SMTP server took the message.
 */
export async function sendOutboxRow(
  db: Database,
  mailer: Mailer,
  row: OutboxRow,
  now: Date,
): Promise<string | undefined> {
  try {
    await mailer.send({
      to: row.to_email,
      subject: row.subject,
      text: row.payload.html ? htmlToText(row.body) : row.body,
      html: row.payload.html ? row.body : undefined,
      headers: row.payload.headers,
      replyTo: row.payload.reply_to,
    });
  } catch (error) {
    const failure = failureText(error);
    await db.drizzle.execute(sql`update ${outbox} set last_error = ${failure} where id = ${row.id}`);
    return failure;
  }
  await db.drizzle.execute(
    sql`update ${outbox} set sent_at = ${now.toISOString()}::timestamptz, last_error = null where id = ${row.id}`,
  );
  return undefined;
}

export type DeliveryOptions = {
  now?: Date;
  /** Rows claimed per run. */
  limit?: number;
};

/**
 * Sends the outbox rows that are due (not sent, attempts left, their retry delay passed). Prospecting mail is left
 * to processSendOuts (src/mail/sendOuts.ts), which keeps its send-out's status in step. A plain function: a job or a
 * timer calls it.
 */
export async function deliverDueMail(
  db: Database,
  mailer: Mailer,
  options: DeliveryOptions = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const claimed = await rowsOf<OutboxRow>(
    db.drizzle.execute(sql`
      update ${outbox} set attempts = attempts + 1
      where id in (
        select o.id from ${outbox} o
        where o.sent_at is null and o.kind <> 'prospecting' and o.attempts < ${MAIL_MAX_ATTEMPTS}
          and ${retryIsDue(now)}
        order by o.id
        limit ${options.limit ?? 50}
        for update skip locked)
      returning id, to_email, subject, body, payload, attempts`),
  );
  let failed = 0;
  for (const row of claimed) {
    if ((await sendOutboxRow(db, mailer, row, now)) !== undefined) failed += 1;
  }
  return { sent: claimed.length - failed, failed };
}
