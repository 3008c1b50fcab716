import { DEFAULT_MAIL_PER_RECIPIENT } from "../../src/config";
import type { Database } from "../../src/db/client";
import { enqueueMail, type OutgoingMail } from "../../src/mail/outbox";

/**
 * Queues a mail a test needs queued, under the default cap of its recipient: its outbox row's id (throws if the cap
 * stopped it).
 */
export async function queueTestMail(db: Database, mail: OutgoingMail): Promise<number> {
  const id = await enqueueMail(db, mail, DEFAULT_MAIL_PER_RECIPIENT);
  if (id === undefined) throw new Error(`The recipient's cap stopped a test's ${mail.kind} mail to ${mail.to}`);
  return id;
}
