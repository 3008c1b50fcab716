/** Routes of shortlist review by token or client contact (issue 5 item 4, spec §6/§7). Being built. */
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";

export const shortlistRoutes: FastifyPluginAsync<{ db: Database }> = async () => {};
