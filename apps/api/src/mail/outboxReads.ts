/** The outbox as an administrator reads it (routes/administrator/outbox.ts): a business's mail, newest first. */
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { outbox } from "../db/schema";

export type OutboxMailRow = {
  id: number;
  to_email: string;
  kind: string;
  subject: string;
  body: string;
  html: boolean | null;
  reply_to: string | null;
  created_at: string | Date;
  sent_at: string | Date | null;
  attempts: number;
  last_error: string | null;
};

/**
 * The columns answered: the body with its secrets masked, never the body as delivered nor the whole `payload`, which
 * hold the raw tokens.
 */
const COLUMNS = sql`id, to_email, kind, subject, shown_body as body, (payload->>'html')::boolean as html,
                    payload->>'reply_to' as reply_to, created_at, sent_at, attempts, last_error`;

/** A page of a business's outbox, newest first, and how many mails it holds. */
export async function outboxPage(
  db: Database,
  businessId: number,
  page: number,
  perPage: number,
): Promise<{ rows: OutboxMailRow[]; total: number }> {
  const rows = await queryRows<OutboxMailRow>(
    db,
    sql`select ${COLUMNS} from ${outbox} where business_id = ${businessId}
        order by created_at desc, id desc limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${outbox} where business_id = ${businessId}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/** One mail of a business's outbox, or undefined. */
export async function outboxMail(db: Database, businessId: number, id: number): Promise<OutboxMailRow | undefined> {
  const [row] = await queryRows<OutboxMailRow>(
    db,
    sql`select ${COLUMNS} from ${outbox} where id = ${id} and business_id = ${businessId}`,
  );
  return row;
}
