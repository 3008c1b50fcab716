import type { FastifyPluginAsync } from "fastify";
import type { ApiOptions } from "../options";
import { candidateAccessRoutes } from "./candidateAccess";
import { prospectingRoutes } from "./prospecting";

/** Links from a mail, whose token is the only credential: confirmations, account access, unsubscribes. */
export const tokenRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db, authLimits, afterAnswer }) => {
  await app.register(candidateAccessRoutes, { db, perMinute: authLimits.passwordPerMinute, afterAnswer });
  await app.register(prospectingRoutes, { db });
};
