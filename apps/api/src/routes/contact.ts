/**
 * Spec §5, the public contact form of every brand (`/contact`, `/home/contact`):
 *
 *   POST /public/contact_messages
 *
 * No session: the message belongs to the business of the host it was sent to (the site configuration the Host
 * picks, as `businessForHost` does). An accepted message is kept (administrators read it at
 * /administrator/contact_messages) and mailed to the site's `contact_email`, Reply-To the visitor, in one
 * transaction: both or neither. A site without a `contact_email` keeps the message and writes no mail.
 *
 * No confirmation is mailed to the visitor: anyone may type anyone's address here, so such a mail would let a
 * stranger send our mail to third parties.
 *
 * Abuse:
 * - The honeypot (`website`): a message that fills it is answered as an accepted one, and neither kept nor mailed.
 * - Per client address, `perAddressPerHour` accepted messages an hour (the honeypot's count; refused ones, which
 *   keep and send nothing, do not). The address is `request.ip`: the socket's peer, or what the proxies TRUST_PROXY
 *   names say (proxyTrust.ts), never a header a client writes itself; IPv6 by its /64 (the rate-limit plugin's
 *   key). The web app's form calls this in-process with the page's socket and forwarded headers
 *   (web/inProcessApi.ts), so the visitor's address is the one counted. The count lives in the process (like the
 *   sign-in limits): N processes let through up to N times as many.
 * - Per business, `perBusinessPerDay` messages in any 24 hours, all visitors together, counted in the table: so a
 *   botnet of many addresses cannot fill the table or the brand's mailbox.
 * Both answer 429 with a message in the visitor's language and Retry-After.
 */
import type { Locale } from "@seleta/domain";
import { CONTACT_HONEYPOT_FIELD, contactMessageAnswerSchema, contactMessageBodySchema } from "@seleta/domain/wire";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type Database, queryRows, rowsOf } from "../db/client";
import { contact_messages, site_configs } from "../db/schema";
import { HttpError, requestLocale } from "../errors";
import { announceQueuedMail, insertOutboxRow, type OutgoingMail } from "../mail/outbox";
import { normalizeHost } from "../tenancy";

export type ContactLimits = {
  /** Accepted messages per client address (IPv6: per /64) per hour. */
  perAddressPerHour: number;
  /** Messages kept per business in any 24 hours, every visitor together. */
  perBusinessPerDay: number;
};

/**
 * A person writes once or twice; five an hour leaves room for a correction and a follow-up. Two hundred a day per
 * business is far beyond what the brands receive and still a mailbox a person can clear.
 */
export const DEFAULT_CONTACT_LIMITS: ContactLimits = { perAddressPerHour: 5, perBusinessPerDay: 200 };

const ONE_HOUR_MS = 60 * 60 * 1000;

const TOO_MANY_FROM_ADDRESS: Record<Locale, string> = {
  "pt-BR": "Você enviou muitas mensagens. Tente novamente mais tarde.",
  en: "You have sent too many messages. Please try again later.",
};

const TOO_MANY_FOR_BUSINESS: Record<Locale, string> = {
  "pt-BR": "Recebemos muitas mensagens hoje. Tente novamente amanhã.",
  en: "We have received too many messages today. Please try again tomorrow.",
};

/** The answer to every accepted message, the honeypot's included. */
const RECEIVED = { contact_message: { received: true as const } };

/** The site a message goes to: the host's configuration, or `localhost`'s as `businessForHost` falls back to. */
type ContactSite = { businessId: number; domain: string; contactEmail: string | null };

export async function contactSiteForHost(db: Database, host: string | undefined): Promise<ContactSite | undefined> {
  const name = normalizeHost(host);
  const [row] = await queryRows<{ business_id: number; domain: string; contact_email: string | null }>(
    db,
    sql`select business_id, domain, contact_email from ${site_configs} where domain in (${name}, 'localhost')
        order by (domain = ${name}) desc limit 1`,
  );
  return row
    ? { businessId: Number(row.business_id), domain: row.domain, contactEmail: row.contact_email?.trim() || null }
    : undefined;
}

type ContactMessage = {
  name: string | null;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  locale: Locale;
  page: string;
};

/** One line: a subject typed with line breaks stays one header line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The mail to the brand: the visitor's words as plain text (never HTML), the answer going to the visitor. Pure. */
export function contactMail(site: ContactSite & { contactEmail: string }, message: ContactMessage): OutgoingMail {
  const lines = [
    `Mensagem enviada pelo formulário de contato de ${site.domain}${message.page}.`,
    "",
    ...(message.name ? [`Nome: ${message.name}`] : []),
    `E-mail: ${message.email}`,
    ...(message.phone ? [`Telefone: ${message.phone}`] : []),
    `Idioma: ${message.locale}`,
    `Assunto: ${message.subject}`,
    "",
    message.message,
    "",
    "—",
    `Responda a este e-mail para escrever a ${message.email}.`,
  ];
  return {
    to: site.contactEmail,
    kind: "contact_message",
    subject: `Contato pelo site: ${oneLine(message.subject)}`,
    body: lines.join("\n"),
    // The visitor's own words, which the business's administrators read anyway: nothing in it opens anything.
    secrets: [],
    replyTo: message.email,
    businessId: site.businessId,
  };
}

function tooMany(code: string, message: string, retryAfterS: number): HttpError & { retryAfterS: number } {
  return Object.assign(new HttpError(429, code, message), { retryAfterS });
}

export const contactRoutes: FastifyPluginAsync<{ db: Database; limits: ContactLimits }> = async (
  fastify,
  { db, limits },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perAddress = fastify.createRateLimit({ max: limits.perAddressPerHour, timeWindow: ONE_HOUR_MS });

  app.post(
    "/public/contact_messages",
    {
      schema: {
        tags: ["public"],
        summary: "A message of a brand's public contact form (no session; the host's business)",
        body: contactMessageBodySchema,
        response: { 201: contactMessageAnswerSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const verdict = await perAddress(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        reply.header("retry-after", String(verdict.ttlInSeconds));
        throw new HttpError(429, "contact_rate_limited", TOO_MANY_FROM_ADDRESS[locale]);
      }
      const { [CONTACT_HONEYPOT_FIELD]: honeypot, page, ...form } = request.body;
      if (honeypot !== undefined && honeypot.trim() !== "") {
        request.log.info("Contact form: the honeypot was filled; nothing kept or sent");
        return reply.code(201).send(RECEIVED);
      }
      const site = await contactSiteForHost(db, request.headers.host);
      if (!site) throw new HttpError(404, "unknown_host", "No business is served at this address.");
      const message: ContactMessage = {
        name: form.name ?? null,
        email: form.email,
        phone: form.phone ?? null,
        subject: form.subject,
        // A form posts a textarea's line breaks as CRLF: kept and mailed as plain newlines.
        message: form.message.replace(/\r\n?/g, "\n"),
        locale,
        page,
      };
      const mail = site.contactEmail ? contactMail({ ...site, contactEmail: site.contactEmail }, message) : undefined;
      let outboxId: number | undefined;
      try {
        outboxId = await db.drizzle.transaction(async (tx) => {
          // Messages of one business are counted one writer at a time, so concurrent ones cannot pass the cap.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('contact_messages'), ${site.businessId})`);
          const [window] = await rowsOf<{ kept: number; frees_in_s: number | null }>(
            tx.execute(sql`select count(*)::int as kept,
                       ceil(extract(epoch from min(created_at) + interval '1 day' - now()))::int as frees_in_s
                from ${contact_messages}
                where business_id = ${site.businessId} and created_at > now() - interval '1 day'`),
          );
          if (Number(window?.kept ?? 0) >= limits.perBusinessPerDay) {
            throw tooMany("contact_daily_limit", TOO_MANY_FOR_BUSINESS[locale], Math.max(1, window?.frees_in_s ?? 1));
          }
          await tx.execute(
            sql`insert into ${contact_messages} (business_id, subject, name, email, phone, message, status, locale, site, page)
                values (${site.businessId}, ${message.subject}, ${message.name}, ${message.email}, ${message.phone},
                        ${message.message}, 1, ${message.locale}, ${site.domain}, ${message.page})`,
          );
          return mail ? await insertOutboxRow(tx, mail) : undefined;
        });
      } catch (error) {
        if (error instanceof HttpError && "retryAfterS" in error) {
          reply.header("retry-after", String(error.retryAfterS));
        }
        throw error;
      }
      if (mail && outboxId !== undefined) announceQueuedMail(db, { ...mail, id: outboxId });
      else
        request.log.warn({ site: site.domain }, "Contact form: the site has no contact_email; message kept, no mail");
      return reply.code(201).send(RECEIVED);
    },
  );
};
