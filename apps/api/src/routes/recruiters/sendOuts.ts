/**
 * Send-out queues beyond the generic CRUD of the engine (spec §2 "Send Out", §7 "Recruiter mail sending"):
 *
 *   POST /recruiters/sendout_queues/batch          a prospecting message to a selection of people: one send-out per
 *                                                  recipient (the generic POST makes one row and knows no selection)
 *   POST /recruiters/sendout_queues/{id}/response  the recipient answered: Response E-mail 3 and `responded_at`
 *                                                  (`status` is readable through the generic PATCH too, but only
 *                                                  this call keeps the rule "only a sent mail can be answered")
 *
 * Sending is processSendOuts' work (src/mail/sendOuts.ts), run by a job.
 */
import { type AnyEntity, findEntity, presetContext } from "@seleta/domain";
import {
  pathIdSchema,
  sendOutBatchAnswerSchema,
  sendOutBatchBodySchema,
  sendOutResponseAnswerSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { queueSendOuts, recordSendOutResponse } from "../../mail/sendOuts";

const sendOuts = findEntity("sendout_queues") as AnyEntity;

export const sendOutRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["send-outs"];

  app.post(
    "/recruiters/sendout_queues/batch",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "Queue a prospecting message to a selection (ids, or select_all_params): one send-out per address; " +
          "unsubscribed and repeated addresses are skipped; over 200 people selected the sending type is bulk",
        body: sendOutBatchBodySchema,
        response: { 201: sendOutBatchAnswerSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request, "recruiters");
      if (!allows(principal, "create", sendOuts)) throw forbidden();
      const result = await queueSendOuts(
        db,
        principal,
        request.body.sendout_queue,
        presetContext(principal.id, new Date()),
        requestLocale(request),
      );
      reply.code(201);
      return { sendout_queues: result };
    },
  );

  app.post(
    "/recruiters/sendout_queues/:id/response",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The recipient answered a sent message: status Response E-mail (3) and responded_at",
        params: z.object({ id: pathIdSchema }),
        response: { 200: sendOutResponseAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      if (!allows(principal, "update", sendOuts)) throw forbidden();
      const result = await recordSendOutResponse(db, request.params.id, principal);
      if (result === "not_found") throw notFound("No such send-out.");
      if (result === "not_sent") {
        throw new HttpError(409, "not_sent", "Only a sent message can have an answer.");
      }
      return { sendout_queue: result };
    },
  );
};
