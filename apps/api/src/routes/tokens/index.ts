import type { FastifyPluginAsync } from "fastify";
import type { ApiOptions } from "../options";
import { candidateAccessRoutes } from "./candidateAccess";
import { prospectingRoutes } from "./prospecting";

/** Links from a mail, whose token is the only credential: confirmations, account access, unsubscribes. */
export const tokenRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db, limits, afterAnswer }) => {
  await app.register(candidateAccessRoutes, {
    db,
    perMinute: limits.auth.passwordPerMinute,
    mailPerRecipient: limits.mailPerRecipient,
    afterAnswer,
  });
  await app.register(prospectingRoutes, { db });
};
