/**
 * The delivery run: the outbox's waiting mail (deliverDueMail) and the due send-outs (processSendOuts), one after
 * the other, every `intervalMs`. Runs never overlap within a process, and rows are claimed with SKIP LOCKED, so
 * several processes (or a pg-boss job calling `runMailDelivery`) can run it side by side without sending twice.
 * Without a mailer (no SMTP) it does nothing: mail waits in the outbox, send-outs in Await Send.
 *
 * Logs say how many went and which row failed, never a body, a link or a token.
 */
import type { Database, Log } from "../db/client";
import type { PublicOrigins } from "../edge/publicOrigins";
import type { Mailer } from "./mailer";
import { deliverDueMail } from "./outbox";
import { processSendOuts } from "./sendOuts";

export const MAIL_DELIVERY_INTERVAL_MS = 15_000;

export type MailDeliveryDeps = {
  db: Database;
  mailer: Mailer | undefined;
  log?: Log;
  /** Where the unsubscribe links of prospecting mail point: each business's configured public origin. */
  origins?: Pick<PublicOrigins, "forBusiness">;
};

export type MailDeliveryResult = { mail: { sent: number; failed: number }; sendOuts: { sent: number; failed: number } };

/** One run, for a timer or a job. */
export async function runMailDelivery(deps: MailDeliveryDeps, now = new Date()): Promise<MailDeliveryResult> {
  if (!deps.mailer) return { mail: { sent: 0, failed: 0 }, sendOuts: { sent: 0, failed: 0 } };
  const mail = await deliverDueMail(deps.db, deps.mailer, { now });
  const origins = deps.origins;
  const sendOuts = await processSendOuts(deps.db, deps.mailer, {
    now,
    ...(origins ? { siteUrl: (businessId: number) => origins.forBusiness(businessId) } : {}),
  });
  if (mail.failed + sendOuts.failed > 0) {
    deps.log?.warn({ mail, sendOuts }, "Mail delivery: some messages were refused; they are tried again later");
  } else if (mail.sent + sendOuts.sent > 0) {
    deps.log?.info({ mail, sendOuts }, "Mail delivery: messages sent");
  }
  return { mail, sendOuts: { sent: sendOuts.sent, failed: sendOuts.failed } };
}

export type MailDelivery = {
  /** Runs now (after the current run, if one is going) instead of at the next tick. */
  kick(): void;
  /** Stops the timer, waits for the current run, closes the mailer. */
  stop(): Promise<void>;
};

/** Starts the timer of delivery runs (nothing at all without a mailer). */
export function startMailDelivery(deps: MailDeliveryDeps, options: { intervalMs?: number } = {}): MailDelivery {
  const { mailer } = deps;
  if (!mailer) return { kick() {}, stop: async () => {} };
  let current: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = runMailDelivery(deps)
      .then(
        () => {},
        (error: unknown) => deps.log?.error({ err: error }, "Mail delivery: the run failed"),
      )
      .finally(() => {
        current = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.intervalMs ?? MAIL_DELIVERY_INTERVAL_MS);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
      mailer.close();
    },
  };
}
