import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";
import { healthRoutes } from "./health";

export type ApiOptions = { db: Database };

/** Everything under /api/v1. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db }) => {
  await app.register(healthRoutes, { db });
};
