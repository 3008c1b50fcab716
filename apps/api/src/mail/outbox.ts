/**
 * Every mail is first a row of the outbox table: the audit of what was sent to whom, which an administrator reads
 * (GET /recruiters/administrator/outbox) without what is secret in it. The row keeps the body as delivered, secrets
 * included, because delivery runs from the row — in whichever process claims it, retried for hours — and a secret
 * (a reset link's token) cannot be made again then; `shown_body`, written beside it from the mail's declared
 * `secrets`, is the only copy of the text answered over HTTP. Without SMTP the recipient's channel is the server's
 * console (console.ts), fed from the mail in memory. With SMTP, `deliverDueMail` sends the
 * waiting rows: `sent_at` on success; on failure `attempts` and `last_error`, and another try later
 * (MAIL_RETRY_DELAYS_S), up to MAIL_MAX_ATTEMPTS. A row that will not be delivered again keeps no secret.
 *
 * Rows are claimed by an UPDATE … FOR UPDATE SKIP LOCKED that counts the attempt before the SMTP conversation, so
 * two processes never send one row twice at once and a crash mid-send still counts as an attempt.
 */
import { escapeHtml } from "@seleta/domain";
import { sql } from "drizzle-orm";
import type { RecipientCap } from "../config";
import type { Database, Executor } from "../db/client";
import { rowsOf } from "../db/client";
import { outbox } from "../db/schema";
import { failureText, type MailCalendar, type Mailer } from "./mailer";

/**
 * `sign_up_attempt`: someone tried to sign up with an e-mail that has an account; its owner is told.
 * `contact_message`: a visitor's message from a brand's public contact form, to the brand's address.
 * `account_deletion`: the link a candidate follows to confirm the erasure of their account.
 * `retention_warning`: an idle candidate is told their data will be erased unless they sign in.
 * `evaluation_request`: a firm sends a candidate an evaluation to answer, with its link.
 * `shortlist`: a recruiter sends a shortlist to a client's contact, with the portal's link or a reviewer's token link.
 * `interview_invitation`: an interview's invitation, update or cancellation, with its calendar file.
 */
export const MAIL_KINDS = [
  "confirmation",
  "password_reset",
  "sign_up_attempt",
  "prospecting",
  "contact_message",
  "account_deletion",
  "retention_warning",
  "evaluation_request",
  "shortlist",
  "interview_invitation",
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

export type OutgoingMail = {
  to: string;
  kind: MailKind;
  subject: string;
  /** Plain text, or HTML when `html` is true: the mail as its recipient gets it, secrets included. */
  body: string;
  /**
   * Every value of the body that opens something to whoever holds it (a token, a link's random part), `[]` when
   * none. Only the recipient may read them: the outbox row keeps `shownBody` beside the body, and what is read over
   * HTTP is that copy. Required, so that whoever writes a new mail says what in it is secret.
   */
  secrets: readonly string[];
  html?: boolean;
  /** Extra headers of the message (List-Unsubscribe). */
  headers?: Record<string, string>;
  /**
   * Where an answer goes, when not to the sender (a contact form's visitor). Given to the mailer as an address, never
   * written into a raw header, so a line break in it cannot add headers.
   */
  replyTo?: string;
  /** An invitation's iCalendar (an interview's), delivered as the mail's calendar part. */
  calendar?: MailCalendar;
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

/** What stands for a secret in the copy of a mail others may read. */
export const SECRET_MASK = "[oculto]";

/**
 * The body with every secret replaced by SECRET_MASK (as written, HTML-escaped or URL-encoded): the copy an
 * administrator reads. Pure.
 */
export function shownBody(mail: Pick<OutgoingMail, "body" | "secrets" | "html">): string {
  let shown = mail.body;
  for (const secret of mail.secrets) {
    if (secret === "") throw new Error("A mail's secret is empty");
    for (const form of new Set([secret, escapeHtml(secret), encodeURIComponent(secret)])) {
      shown = shown.split(form).join(SECRET_MASK);
    }
  }
  return shown;
}

/**
 * Kinds anyone can have sent to any address (a sign-up, a forgotten password, a confirmation asked again) are
 * bounded per recipient (`Config.limits.mailPerRecipient`), so that nobody can bury a mailbox under our mail. The
 * account deletion is asked by its signed-in owner, bounded alike. The other kinds are not: a firm sends them (an
 * evaluation, a prospecting send-out, each its own record), they go to the firm's own address (a contact message:
 * the contact form holds its floods), or a sweep writes one per candidate (the retention warning).
 */
export const CAPPED_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  "confirmation",
  "password_reset",
  "sign_up_attempt",
  "account_deletion",
]);

/**
 * Whether `to` was already sent `cap.max` mails of `kind` in the cap's window, counted in the outbox table (so the
 * cap holds across processes); false for a kind outside CAPPED_KINDS. Takes a lock on the recipient until the
 * transaction ends: call it in the transaction that then inserts, so two requests cannot both pass the last free
 * place.
 */
export async function recipientCapReached(
  executor: Executor,
  to: string,
  kind: MailKind,
  cap: RecipientCap,
): Promise<boolean> {
  if (!CAPPED_KINDS.has(kind)) return false;
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext('outbox_recipient'), hashtext(lower(${to})))`);
  const [row] = await rowsOf<{ queued: number }>(
    executor.execute(sql`select count(*)::int as queued from ${outbox}
      where lower(to_email) = lower(${to}) and kind = ${kind}
        and created_at > now() - make_interval(mins => ${cap.windowMinutes})`),
  );
  return Number(row?.queued ?? 0) >= cap.max;
}

/**
 * Queues a message of a kind outside CAPPED_KINDS in the outbox (inside the caller's transaction when given one);
 * answers the row's id. A capped kind is refused: it goes through `queueMail`, which holds it to its recipient's cap.
 */
export async function insertOutboxRow(executor: Executor, mail: OutgoingMail): Promise<number> {
  if (CAPPED_KINDS.has(mail.kind)) {
    throw new Error(`A ${mail.kind} mail is queued by queueMail, under its recipient's cap`);
  }
  return writeOutboxRow(executor, mail);
}

async function writeOutboxRow(executor: Executor, mail: OutgoingMail): Promise<number> {
  const payload = {
    ...mail.payload,
    ...(mail.html ? { html: true } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
    ...(mail.calendar ? { calendar: mail.calendar } : {}),
  };
  const [row] = await executor
    .insert(outbox)
    .values({
      to_email: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      body: mail.body,
      shown_body: shownBody(mail),
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

/**
 * Queues the mail `build` makes, in one transaction, unless its recipient's cap for `kind` is reached: then `build`
 * does not run at all, so a token it would issue is not issued (issuing one voids the link already mailed). The row
 * is committed when this resolves; answers the queued mail, or undefined when capped. Callers answer alike either
 * way, so the cap tells nobody whether an address has an account.
 */
export async function queueMail(
  db: Database,
  recipient: { to: string; kind: MailKind },
  cap: RecipientCap,
  build: (tx: Executor) => Promise<OutgoingMail>,
): Promise<QueuedMail | undefined> {
  const queued = await db.drizzle.transaction(async (tx) => {
    if (await recipientCapReached(tx, recipient.to, recipient.kind, cap)) return undefined;
    const mail = await build(tx);
    // The mail built is held to its own recipient's cap as well, should it name another address or kind.
    if (await recipientCapReached(tx, mail.to, mail.kind, cap)) return undefined;
    const id = await writeOutboxRow(tx, mail);
    return { ...mail, id };
  });
  if (queued) announceQueuedMail(db, queued);
  return queued;
}

/** Queues one mail (committed when this resolves); answers its row's id, undefined when the recipient's cap stopped it. */
export async function enqueueMail(db: Database, mail: OutgoingMail, cap: RecipientCap): Promise<number | undefined> {
  return (await queueMail(db, mail, cap, async () => mail))?.id;
}

export type OutboxRow = {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  payload: { html?: boolean; headers?: Record<string, string>; reply_to?: string; calendar?: MailCalendar } & Record<
    string,
    unknown
  >;
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
 * Once a row is sent, or has failed its last attempt, nothing will deliver it again: its secrets leave the database
 * (the body becomes the shown body; the payload's copies of the token and its link go, and so do the headers, which
 * only delivery reads and which may carry one: List-Unsubscribe). A token is stored hashed everywhere else, and the
 * outbox must not be where a copy of the database finds live ones.
 */
const FORGET_SECRETS = sql`, body = shown_body, payload = payload - 'token' - 'link' - 'headers'`;

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
      calendar: row.payload.calendar,
    });
  } catch (error) {
    const failure = failureText(error);
    const lastAttempt = row.attempts >= MAIL_MAX_ATTEMPTS;
    await db.drizzle.execute(
      sql`update ${outbox} set last_error = ${failure}${lastAttempt ? FORGET_SECRETS : sql``} where id = ${row.id}`,
    );
    return failure;
  }
  await db.drizzle.execute(
    sql`update ${outbox} set sent_at = ${now.toISOString()}::timestamptz, last_error = null${FORGET_SECRETS}
        where id = ${row.id}`,
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
