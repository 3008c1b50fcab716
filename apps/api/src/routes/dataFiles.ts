/** Routes of uploads (issue 6 item 5). Being built. */
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";

export const dataFileRoutes: FastifyPluginAsync<{ db: Database }> = async () => {};
