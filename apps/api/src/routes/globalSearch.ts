/** Routes of global search (issue 6 item 3). Being built. */
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";

export const globalSearchRoutes: FastifyPluginAsync<{ db: Database }> = async () => {};
