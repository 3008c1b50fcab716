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
 * Abuse: a flood must neither shut the form for other visitors nor lose a genuine message, and a stranger must not
 * store without bound. So a message over a limit is kept *held* (status `held`): stored, answered exactly as any
 * other, not mailed; administrators find it in their list of contact messages (filter by status) and release it
 * (`POST /recruiters/administrator/contact_messages/{id}/release`: mailed then, status `new`).
 * - The honeypot (`website`): a message that fills it is answered as an accepted one, and neither kept nor mailed.
 * - Per client address, past `perAddressPerHour` messages an hour the next are held; past `refusedPerAddressPerHour`
 *   the address is refused (429 in the visitor's language, Retry-After): that many in an hour is no person, and a
 *   refusal tells the sender, where dropping a message in silence would lose it. The address is `request.ip`: the
 *   socket's peer, or what the proxies TRUST_PROXY names say (proxyTrust.ts), never a header a client writes itself;
 *   IPv6 by its /64 (the rate-limit plugin's key). The web app's form calls this in-process with the page's socket
 *   and forwarded headers (web/inProcessApi.ts), so the visitor's address is the one counted. The counts live in the
 *   process (like the sign-in limits): N processes let through up to N times as many. Validation refusals do not
 *   count; the honeypot's do.
 * - Per business, past `perBusinessPerDay` messages not held in any 24 hours (all visitors together, counted in the
 *   table) the next are held: a botnet of many addresses fills neither the brand's mailbox nor shuts the form.
 * - What strangers store is bounded per business: held messages older than CONTACT_HELD_DAYS are deleted, and past
 *   `heldPerBusiness` held messages the oldest held one goes. A flood's own messages are then what is aged out first,
 *   and a genuine message survives unless thousands arrive after it before an administrator looks.
 */

import { ADMIN_API_PREFIX, contactMessageStatuses, findEntryByKey, type Locale } from "@seleta/domain";
import {
  CONTACT_HONEYPOT_FIELD,
  contactMessageAnswerSchema,
  contactMessageBodySchema,
  contactMessageReleasedAnswerSchema,
  pathIdSchema,
} from "@seleta/domain/wire";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import { normalizeHost } from "../../business/tenancy";
import type { ContactLimits } from "../../config";
import { type Database, queryRows, rowsOf } from "../../db/client";
import { contact_messages, site_configs } from "../../db/schema";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { namedRateLimit } from "../../edge/rateLimitStore";
import type { Executor } from "../../engine/audit";
import { announceQueuedMail, insertOutboxRow, type OutgoingMail } from "../../mail/outbox";
import { adminBusiness } from "../administrator/outbox";

/** Held messages an administrator has this long to release or delete before they are aged out. */
export const CONTACT_HELD_DAYS = 30;

const STATUS = {
  new: statusId("new"),
  held: statusId("held"),
};

function statusId(key: "new" | "held"): number {
  const entry = findEntryByKey(contactMessageStatuses, key);
  if (!entry) throw new Error(`No contact message status ${key}`);
  return entry.id;
}

const ONE_HOUR_MS = 60 * 60 * 1000;

const TOO_MANY_FROM_ADDRESS: Record<Locale, string> = {
  "pt-BR": "Você enviou muitas mensagens. Tente novamente mais tarde.",
  en: "You have sent too many messages. Please try again later.",
};

const NOT_HELD: Record<Locale, string> = {
  "pt-BR": "Esta mensagem não está retida.",
  en: "This message is not held.",
};

const NO_SUCH_MESSAGE: Record<Locale, string> = {
  "pt-BR": "Mensagem não encontrada.",
  en: "No such message.",
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

/** The mail of a kept message, when its site has an address; what the row and the host's site say. */
function mailOfMessage(site: ContactSite, message: ContactMessage): OutgoingMail | undefined {
  return site.contactEmail ? contactMail({ ...site, contactEmail: site.contactEmail }, message) : undefined;
}

export const contactRoutes: FastifyPluginAsync<{ db: Database; limits: ContactLimits }> = async (
  fastify,
  { db, limits },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mailedPerAddress = namedRateLimit(fastify, "contact-mailed", {
    max: limits.perAddressPerHour,
    timeWindow: ONE_HOUR_MS,
  });
  const refusedPerAddress = namedRateLimit(fastify, "contact-refused", {
    max: limits.refusedPerAddressPerHour,
    timeWindow: ONE_HOUR_MS,
  });

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
      const refusal = await refusedPerAddress(request);
      if (!refusal.isAllowed && refusal.isExceeded) {
        reply.header("retry-after", String(refusal.ttlInSeconds));
        throw new HttpError(429, "contact_rate_limited", TOO_MANY_FROM_ADDRESS[locale]);
      }
      const addressVerdict = await mailedPerAddress(request);
      const addressOver = !addressVerdict.isAllowed && addressVerdict.isExceeded;
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
      const mail = mailOfMessage(site, message);
      const kept = await db.drizzle.transaction(async (tx) => {
        // Messages of one business are counted one writer at a time, so concurrent ones cannot pass the cap.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('contact_messages'), ${site.businessId})`);
        await tx.execute(sql`delete from ${contact_messages}
          where business_id = ${site.businessId} and status = ${STATUS.held}
            and created_at < now() - make_interval(days => ${CONTACT_HELD_DAYS})`);
        const [window] = await rowsOf<{ mailed: number }>(
          tx.execute(sql`select count(*)::int as mailed from ${contact_messages}
              where business_id = ${site.businessId} and status <> ${STATUS.held}
                and created_at > now() - interval '1 day'`),
        );
        const held = addressOver || Number(window?.mailed ?? 0) >= limits.perBusinessPerDay;
        await tx.execute(
          sql`insert into ${contact_messages} (business_id, subject, name, email, phone, message, status, locale, site, page)
              values (${site.businessId}, ${message.subject}, ${message.name}, ${message.email}, ${message.phone},
                      ${message.message}, ${held ? STATUS.held : STATUS.new}, ${message.locale}, ${site.domain},
                      ${message.page})`,
        );
        if (held) {
          await tx.execute(sql`delete from ${contact_messages} where id in (
              select id from ${contact_messages} where business_id = ${site.businessId} and status = ${STATUS.held}
              order by created_at desc, id desc offset ${limits.heldPerBusiness})`);
          return { held };
        }
        return { held, outboxId: mail ? await insertOutboxRow(tx, mail) : undefined };
      });
      if (kept.held) {
        request.log.warn({ site: site.domain }, "Contact form: a message over a limit is held for review, not mailed");
      } else if (mail && kept.outboxId !== undefined) {
        announceQueuedMail(db, { ...mail, id: kept.outboxId });
      } else {
        request.log.warn({ site: site.domain }, "Contact form: the site has no contact_email; message kept, no mail");
      }
      return reply.code(201).send(RECEIVED);
    },
  );

  const signedIn = requireSignIn(db, "recruiters");
  app.post(
    `${ADMIN_API_PREFIX}/contact_messages/:id/release`,
    {
      preHandler: signedIn,
      schema: {
        tags: ["public"],
        summary: "Releases a held contact message: mailed to its site's address, status new (administrators only)",
        params: z.object({ id: pathIdSchema }),
        response: { 200: contactMessageReleasedAnswerSchema },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const business = adminBusiness(principalOf(request, "recruiters"));
      const released = await db.drizzle.transaction(async (tx) => {
        const [row] = await rowsOf<{
          status: number;
          subject: string;
          name: string | null;
          email: string;
          phone: string | null;
          message: string;
          locale: string | null;
          site: string | null;
          page: string | null;
        }>(
          tx.execute(sql`select status, subject, name, email, phone, message, locale, site, page
            from ${contact_messages} where id = ${request.params.id} and business_id = ${business} for update`),
        );
        if (!row) throw notFound(NO_SUCH_MESSAGE[locale]);
        if (Number(row.status) !== STATUS.held) throw new HttpError(409, "not_held", NOT_HELD[locale]);
        await tx.execute(sql`update ${contact_messages} set status = ${STATUS.new}, updated_at = now()
          where id = ${request.params.id}`);
        // The address the message's own site has now (the host's configuration, as when it was sent).
        const site = await contactSiteOf(tx, business, row.site ?? "");
        const mail = site
          ? mailOfMessage(site, {
              name: row.name,
              email: row.email,
              phone: row.phone,
              subject: row.subject,
              message: row.message,
              locale: row.locale === "en" ? "en" : "pt-BR",
              page: row.page ?? "",
            })
          : undefined;
        const outboxId = mail ? await insertOutboxRow(tx, mail) : undefined;
        return mail && outboxId !== undefined ? { ...mail, id: outboxId } : undefined;
      });
      if (released) announceQueuedMail(db, released);
      return { contact_message: { id: request.params.id, status: STATUS.new, mailed: released !== undefined } };
    },
  );
};

/** The site a kept message was sent to, by its domain within the business. */
async function contactSiteOf(tx: Executor, businessId: number, domain: string): Promise<ContactSite | undefined> {
  const [row] = await rowsOf<{ domain: string; contact_email: string | null }>(
    tx.execute(sql`select domain, contact_email from ${site_configs}
      where business_id = ${businessId} and domain = ${domain}`),
  );
  return row ? { businessId, domain: row.domain, contactEmail: row.contact_email?.trim() || null } : undefined;
}
