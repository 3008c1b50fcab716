/** Routes of the entity engine's lists and bulk deletes (issue 6 items 1-2). Being built. */
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";

export const entityListRoutes: FastifyPluginAsync<{ db: Database }> = async () => {};
