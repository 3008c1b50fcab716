/**
 * The unsubscribe link of prospecting mail (spec §2 public route /prospecting/unsubscribe/{id}), for anyone who
 * holds the link — no session:
 *
 *   GET  /prospecting/unsubscribe/{id}   who and what (masked address, business name), and whether already done
 *   POST /prospecting/unsubscribe/{id}   no more prospecting mail from that business to that address (idempotent)
 *
 * An id nobody was sent answers 404, the same for a malformed one. No per-IP limit: the ids are 128 random bits
 * (nothing to guess), and the web page calls these from the server's own loopback address for every visitor.
 */
import { unsubscribeAnswerSchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { notFound } from "../../edge/errors";
import { unsubscribe, unsubscribeInfo } from "../../mail/unsubscribe";

const params = z.object({ id: z.string().min(1).max(100) });

export const prospectingRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["mail"];

  app.get(
    "/prospecting/unsubscribe/:id",
    {
      schema: {
        tags,
        summary: "What an unsubscribe link is about (masked)",
        params,
        response: { 200: unsubscribeAnswerSchema },
      },
    },
    async (request) => {
      const info = await unsubscribeInfo(db, request.params.id);
      if (!info) throw notFound("This link is not valid.");
      return { unsubscribe: info };
    },
  );

  app.post(
    "/prospecting/unsubscribe/:id",
    {
      schema: {
        tags,
        summary: "Unsubscribe the link's address from the business's prospecting mail (idempotent)",
        params,
        response: { 200: unsubscribeAnswerSchema },
      },
    },
    async (request) => {
      const info = await unsubscribe(db, request.params.id);
      if (!info) throw notFound("This link is not valid.");
      return { unsubscribe: info };
    },
  );
};
