/**
 * The unsubscribe link of a prospecting mail, `{site}/prospecting/unsubscribe/{id}`: `id` is 128 random bits made
 * when the mail is first written, stored as SHA-256 only (unsubscribe_tokens), so nobody can unsubscribe another
 * person by counting ids, and a copy of the database opens no link. Following it records the address in
 * prospecting_unsubscribes for the business: no more prospecting mail to it from that business.
 */
import { randomBytes } from "node:crypto";
import { catalogueIdOf, sendOutStatuses } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { hashToken } from "../auth/secrets";
import { type Database, type Executor, queryRows, rowsOf } from "../db/client";
import { businesses, prospectingUnsubscribes, sendout_queues, unsubscribeTokens } from "../db/schema";

/** Mail still waiting to go out: an unsubscribe stops it (mail already sent or sending is left as it is). */
const AWAITING_SEND = catalogueIdOf(sendOutStatuses, "awaitSend");

/** base64url of 16 random bytes: 22 characters. */
const UNSUBSCRIBE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function isUnsubscribeId(id: string): boolean {
  return UNSUBSCRIBE_ID_PATTERN.test(id);
}

/** Makes the id of one mail's link (the caller's transaction holds the send-out row). */
export async function createUnsubscribeId(
  executor: Executor,
  recipient: { businessId: number; email: string; sendoutQueueId: number },
): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await executor.insert(unsubscribeTokens).values({
    token_hash: hashToken(id),
    business_id: recipient.businessId,
    email: recipient.email,
    sendout_queue_id: recipient.sendoutQueueId,
  });
  return id;
}

export function unsubscribePath(id: string): string {
  return `/prospecting/unsubscribe/${id}`;
}

/** `maria.souza@example.com` → `ma***@example.com`: enough to recognise one's own address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const shown = local.length > 3 ? 2 : 1;
  return `${local.slice(0, shown)}***${email.slice(at)}`;
}

export type UnsubscribeInfo = {
  email: string;
  business: { name: string };
  unsubscribed: boolean;
};

type TokenRow = { id: number; business_id: number; email: string; sendout_queue_id: number | null; name: string };

async function tokenOf(db: Database, id: string): Promise<TokenRow | undefined> {
  if (!isUnsubscribeId(id)) return undefined;
  const [row] = await queryRows<TokenRow>(
    db,
    sql`select t.id, t.business_id, t.email, t.sendout_queue_id, b.name
        from ${unsubscribeTokens} t join ${businesses} b on b.id = t.business_id
        where t.token_hash = ${hashToken(id)}`,
  );
  return row;
}

async function isUnsubscribed(db: Database, businessId: number, email: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from ${prospectingUnsubscribes}
        where business_id = ${businessId} and lower(email) = lower(${email})`,
  );
  return rows.length > 0;
}

/** Who and what a link is about (masked), or undefined for an id nobody was sent. */
export async function unsubscribeInfo(db: Database, id: string): Promise<UnsubscribeInfo | undefined> {
  const token = await tokenOf(db, id);
  if (!token) return undefined;
  return {
    email: maskEmail(token.email),
    business: { name: token.name },
    unsubscribed: await isUnsubscribed(db, Number(token.business_id), token.email),
  };
}

export const UNSUBSCRIBED_MESSAGE = "The recipient unsubscribed from prospecting mail.";

/**
 * Records the unsubscribe (a second time changes nothing) and marks the business's send-outs still waiting for
 * that address, which the processor no longer picks. Undefined for an unknown id.
 */
export async function unsubscribe(db: Database, id: string): Promise<UnsubscribeInfo | undefined> {
  const token = await tokenOf(db, id);
  if (!token) return undefined;
  const businessId = Number(token.business_id);
  await db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${prospectingUnsubscribes} (business_id, email, sendout_queue_id)
      values (${businessId}, ${token.email}, ${token.sendout_queue_id})
      on conflict (business_id, lower(email)) do nothing`);
    await tx.execute(sql`
      update ${sendout_queues} set error_message = ${UNSUBSCRIBED_MESSAGE}, updated_at = now()
      where business_id = ${businessId} and lower(to_email) = lower(${token.email}) and status = ${AWAITING_SEND}`);
  });
  return { email: maskEmail(token.email), business: { name: token.name }, unsubscribed: true };
}

/** Of these addresses, the ones that unsubscribed from the business (lower case). */
export async function unsubscribedAmong(
  executor: Executor,
  businessId: number,
  emails: readonly string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const rows = await rowsOf<{ email: string }>(
    executor.execute(sql`
      select lower(email) as email from ${prospectingUnsubscribes}
      where business_id = ${businessId} and lower(email) = any(${sql.param(lowered)}::text[])`),
  );
  return new Set(rows.map((row) => row.email));
}
