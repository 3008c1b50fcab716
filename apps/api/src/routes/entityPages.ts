/** Routes of saved views and recent pages (issue 6 item 4). Being built. */
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";

export const entityPageRoutes: FastifyPluginAsync<{ db: Database }> = async () => {};
