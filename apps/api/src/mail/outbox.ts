import type { Database } from "../db/client";
import { outbox } from "../db/schema";

export type OutgoingMail = {
  to: string;
  kind: "confirmation" | "password_reset";
  subject: string;
  body: string;
  payload?: Record<string, unknown>;
  businessId?: number | null | undefined;
};

/** Queues a message: a later issue sends the outbox by SMTP; until then an administrator (and a test) reads it. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.drizzle.insert(outbox).values({
    to_email: mail.to,
    kind: mail.kind,
    subject: mail.subject,
    body: mail.body,
    payload: mail.payload ?? {},
    business_id: mail.businessId ?? null,
  });
}
