/**
 * Sending a shortlist to the client (shortlists/sending.ts):
 *
 *   GET    /recruiters/shortlists/{id}/recipients              who received it, and the job's company's contacts
 *   POST   /recruiters/shortlists/{id}/recipients              {client_contact_ids} → send to them (201)
 *   POST   /recruiters/shortlists/{id}/recipients/{rid}/resend the mail again (a link gets a new token)
 *   DELETE /recruiters/shortlists/{id}/recipients/{rid}        revoke: their access ends at once (204)
 *
 * Who: a recruiter's session with update on jobs (403 otherwise); a shortlist whose job the recruiter may not update,
 * or of another business, is 404.
 */

import { type AnyEntity, findEntity } from "@seleta/domain";
import {
  pathIdSchema,
  sendShortlistBodySchema,
  shortlistRecipientsAnswerSchema,
  shortlistResentAnswerSchema,
  shortlistSentAnswerSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import type { RecruiterPrincipal } from "../../auth/principal";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { notFound, requestLocale } from "../../edge/errors";
import { mailLookOf } from "../../mail/mailLook";
import { resendShortlist, revokeRecipient, sendShortlist, shortlistRecipients } from "../../shortlists/sending";

const jobsEntity = findEntity("jobs") as AnyEntity;
const shortlistParams = z.object({ id: pathIdSchema });
const recipientParams = z.object({ id: pathIdSchema, recipientId: pathIdSchema });

export const shortlistSendingRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["shortlists"];

  /** The recruiter, when they may send shortlists (update on jobs) and work in a business. */
  function sendingRecruiter(request: FastifyRequest): RecruiterPrincipal & { businessId: number } {
    const principal = principalOf(request, "recruiters");
    if (!allows(principal, "update", jobsEntity)) throw forbidden();
    if (principal.businessId === null) throw notFound();
    return { ...principal, businessId: principal.businessId };
  }

  /** The links go to the business's own public origin (never one a request names) in its brand's look. */
  async function senderFor(request: FastifyRequest, principal: { businessId: number }) {
    const origin = await request.server.publicOrigins.forBusiness(principal.businessId);
    return { origin, look: await mailLookOf(db, origin) };
  }

  app.get(
    "/recruiters/shortlists/:id/recipients",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Who received a shortlist (sent, opened, ratings, revoked), and the job's company's contacts",
        params: shortlistParams,
        response: { 200: shortlistRecipientsAnswerSchema },
      },
    },
    async (request) => shortlistRecipients(db, sendingRecruiter(request), request.params.id),
  );

  app.post(
    "/recruiters/shortlists/:id/recipients",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Send a shortlist to contacts of its job's company: the portal's link, or a personal token link",
        description: "422 for an empty shortlist or a contact that is not an active one of the job's company.",
        params: shortlistParams,
        body: sendShortlistBodySchema,
        response: { 201: shortlistSentAnswerSchema },
      },
    },
    async (request, reply) => {
      const principal = sendingRecruiter(request);
      const sender = await senderFor(request, principal);
      const { id } = request.params;
      const contacts = request.body.client_contact_ids;
      const recipients = await sendShortlist(db, principal, id, contacts, sender, requestLocale(request));
      reply.code(201);
      return { recipients };
    },
  );

  app.post(
    "/recruiters/shortlists/:id/recipients/:recipientId/resend",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Send a shortlist again to one recipient (a link gets a new token; the old link stops)",
        params: recipientParams,
        response: { 200: shortlistResentAnswerSchema },
      },
    },
    async (request) => {
      const principal = sendingRecruiter(request);
      const sender = await senderFor(request, principal);
      const { id, recipientId } = request.params;
      return { recipient: await resendShortlist(db, principal, id, recipientId, sender) };
    },
  );

  app.delete(
    "/recruiters/shortlists/:id/recipients/:recipientId",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Revoke one recipient's access to a shortlist, at once",
        params: recipientParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { id, recipientId } = request.params;
      await revokeRecipient(db, sendingRecruiter(request), id, recipientId);
      reply.code(204);
      return null;
    },
  );
};
