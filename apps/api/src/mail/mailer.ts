/**
 * How mail leaves the server: nodemailer over SMTP when SMTP_URL/SMTP_FROM are configured. Without them there is
 * no mailer at all, and mail waits in the outbox table for an administrator to read (src/mail/outbox.ts).
 *
 * Bodies carry links with tokens (confirmations, password resets, unsubscribe links): nothing here logs a message,
 * and a failure is reported by the SMTP server's answer only.
 */
import nodemailer from "nodemailer";
import type { Config, SmtpConfig } from "../config";

export type MailMessage = {
  to: string;
  subject: string;
  /** The plain-text part, always sent. */
  text: string;
  /** An HTML part beside the text, when the body was written as HTML (prospecting templates). */
  html?: string | undefined;
  headers?: Record<string, string> | undefined;
  /** The Reply-To address (nodemailer encodes it as an address: no header can be smuggled in it). */
  replyTo?: string | undefined;
  /** An invitation: the iCalendar text, sent as the mail's text/calendar part (and attached), with its method. */
  calendar?: MailCalendar | undefined;
};

/** An iCalendar text and its iTIP method (RFC 5546): what calendar programs offer to add, update or remove. */
export type MailCalendar = { method: "request" | "cancel"; content: string };

export type Mailer = {
  /** The From of every mail. */
  readonly from: string;
  /** Resolves once the SMTP server accepted the message; rejects with its answer otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** A dead or silent server must not hold a delivery run for minutes (nodemailer waits 2 min by default). */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpMailer(smtp: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({ url: smtp.url, ...SMTP_TIMEOUTS_MS });
  return {
    from: smtp.from,
    async send(message) {
      await transport.sendMail({
        from: smtp.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html !== undefined ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        // nodemailer's calendar part: text/calendar with its method, the way mail programs recognise an invitation.
        ...(message.calendar
          ? {
              icalEvent: {
                method: message.calendar.method.toUpperCase(),
                filename: message.calendar.method === "cancel" ? "cancelamento.ics" : "convite.ics",
                content: message.calendar.content,
              },
            }
          : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

/** The configured mailer, or undefined: then mail stays in the outbox. */
export function mailerFromConfig(config: Pick<Config, "smtp">): Mailer | undefined {
  return config.smtp ? smtpMailer(config.smtp) : undefined;
}

/** What is stored of a failure (outbox.last_error, sendout_queues.error_message): one line, bounded. */
export function failureText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 2000) || "Unknown error";
}
