/** Spec §7: `GET /businesses/config/?domain={host}`, public, read by the web app at the start of each render. */
import { businessConfigAnswerSchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { businessConfig } from "../../business/config";
import type { Database } from "../../db/client";

/** Browsers and the SSR server may reuse a configuration this long: administrators see their change within it. */
const CONFIG_MAX_AGE_S = 60;

export const businessRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/businesses/config",
    {
      schema: {
        tags: ["businesses"],
        summary: "The business configuration of a host (defaults for a host nobody configured)",
        querystring: z.object({ domain: z.string().max(253).optional() }),
        response: { 200: businessConfigAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", `public, max-age=${CONFIG_MAX_AGE_S}`);
      return businessConfig(db, request.query.domain || request.host, request.server.publicOrigins);
    },
  );
};
