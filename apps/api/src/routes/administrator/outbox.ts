/**
 * The outbox an administrator reads: every mail the server wrote — confirmations, password resets,
 * prospecting — newest first, with its recipient, subject, kind, whether it went out and why not, and its body with
 * every secret masked (`shown_body`: a reset, confirmation, deletion, evaluation or unsubscribe link's token is for
 * its recipient alone, else an administrator could take over the account it opens). Administrators only, and only
 * the rows of their current business (mail of no business is listed to no one).
 *
 *   GET /recruiters/administrator/outbox?page=&per_page=
 *   GET /recruiters/administrator/outbox/{id}
 */
import { ADMIN_API_PREFIX } from "@seleta/domain";
import {
  outboxListAnswerSchema,
  outboxMailAnswerSchema,
  type outboxMailSchema,
  pathIdSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import type { RecruiterPrincipal } from "../../auth/principal";
import type { Database } from "../../db/client";
import { HttpError, notFound } from "../../edge/errors";
import { outboxMail, outboxPage, type OutboxMailRow as Row } from "../../mail/outboxReads";

const OUTBOX_PER_PAGE_MAX = 100;

type OutboxMail = z.infer<typeof outboxMailSchema>;

const isoOf = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

function present(row: Row): OutboxMail {
  return {
    id: Number(row.id),
    to_email: row.to_email,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    html: row.html === true,
    reply_to: row.reply_to,
    created_at: isoOf(row.created_at),
    sent_at: row.sent_at === null ? null : isoOf(row.sent_at),
    attempts: Number(row.attempts),
    last_error: row.last_error,
  };
}

/** The current business of an administrator; 403 for anyone else. */
export function adminBusiness(principal: RecruiterPrincipal): number {
  if (!principal.isAdmin) throw forbidden("Only administrators read the outbox.");
  if (principal.businessId === null) throw new HttpError(409, "no_business", "There is no business to work in.");
  return principal.businessId;
}

export const outboxRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["mail"];

  app.get(
    `${ADMIN_API_PREFIX}/outbox`,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The mail of the current business, newest first (administrators only)",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
          per_page: z.coerce.number().int().min(1).max(OUTBOX_PER_PAGE_MAX).default(25),
        }),
        response: { 200: outboxListAnswerSchema },
      },
    },
    async (request) => {
      const business = adminBusiness(principalOf(request, "recruiters"));
      const { page, per_page } = request.query;
      const { rows, total } = await outboxPage(db, business, page, per_page);
      return { outbox: rows.map(present), meta: { page, per_page, total } };
    },
  );

  app.get(
    `${ADMIN_API_PREFIX}/outbox/:id`,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "One mail of the outbox (administrators only)",
        params: z.object({ id: pathIdSchema }),
        response: { 200: outboxMailAnswerSchema },
      },
    },
    async (request) => {
      const business = adminBusiness(principalOf(request, "recruiters"));
      const row = await outboxMail(db, business, request.params.id);
      if (!row) throw notFound("No such mail.");
      return { outbox: present(row) };
    },
  );
};
