/**
 * `POST /recruiters/cable_tickets`: a single-use ticket (≤ 60 s) that opens `/cable?ticket=…` for a client that
 * cannot send the session cookie with its WebSocket handshake. The socket it opens lives as long as the session
 * that asked for it (see src/live/tickets.ts); the session's token never appears in a URL.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import type { Database } from "../../db/client";
import { createCableTicket } from "../../live/tickets";

export const cableTicketRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/recruiters/cable_tickets",
    {
      preHandler: requireSignIn(db, "recruiters"),
      schema: {
        tags: ["live"],
        summary: "A single-use ticket (valid 60 s) to open the live connection at /cable?ticket=…",
        response: {
          201: z.object({ ticket: z.string(), expires_at: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request, "recruiters");
      const { ticket, expiresAt } = await createCableTicket(db, principal.sessionId);
      // A ticket is a credential: no cache on the way may keep it.
      reply.header("cache-control", "no-store");
      return reply.code(201).send({ ticket, expires_at: expiresAt.toISOString() });
    },
  );
};
