/** Routes of column structures of the list views (issue 6 item 4). Being built. */
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";

export const entityColumnRoutes: FastifyPluginAsync<{ db: Database }> = async () => {};
