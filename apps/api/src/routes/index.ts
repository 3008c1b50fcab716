import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";
import { type AuthLimits, authRoutes } from "./auth";
import { healthRoutes } from "./health";

export type ApiOptions = { db: Database; authLimits: AuthLimits };

/** Everything under /api/v1. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db, authLimits }) => {
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, limits: authLimits });
};
