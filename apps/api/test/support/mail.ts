import type { Database } from "../../src/db/client";
import { enqueueMail, type OutgoingMail } from "../../src/mail/outbox";

/** Queues a mail a test needs queued: its outbox row's id (throws if a recipient's cap stopped it). */
export async function queueTestMail(db: Database, mail: OutgoingMail): Promise<number> {
  const id = await enqueueMail(db, mail);
  if (id === undefined) throw new Error(`The recipient's cap stopped a test's ${mail.kind} mail to ${mail.to}`);
  return id;
}
