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

import { ADMIN_API_PREFIX, type Locale } from "@seleta/domain";
import {
  CONTACT_HONEYPOT_FIELD,
  contactMessageAnswerSchema,
  contactMessageBodySchema,
  contactMessageReleasedAnswerSchema,
  pathIdSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import type { ContactLimits } from "../../config";
import type { Database } from "../../db/client";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { namedRateLimit } from "../../edge/rateLimitStore";
import { announceQueuedMail } from "../../mail/outbox";
import {
  CONTACT_STATUS,
  type ContactMessage,
  contactSiteForHost,
  keepContactMessage,
  releaseHeldContactMessage,
} from "../../publicSite/contactMessages";
import { adminBusiness } from "../administrator/outbox";

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
      const kept = await keepContactMessage(db, site, message, { addressOver, limits });
      if (kept.held) {
        request.log.warn({ site: site.domain }, "Contact form: a message over a limit is held for review, not mailed");
      } else if (kept.queued) {
        announceQueuedMail(db, kept.queued);
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
      const released = await releaseHeldContactMessage(db, business, request.params.id);
      if (released === "not_found") throw notFound(NO_SUCH_MESSAGE[locale]);
      if (released === "not_held") throw new HttpError(409, "not_held", NOT_HELD[locale]);
      if (released) announceQueuedMail(db, released);
      return { contact_message: { id: request.params.id, status: CONTACT_STATUS.new, mailed: released !== undefined } };
    },
  );
};
