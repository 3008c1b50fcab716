/** Routes of the entity engine's single records, audit trail, duplicates and merges (issue 6 items 1, 6, 7). Being built. */
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";

export const entityRecordRoutes: FastifyPluginAsync<{ db: Database }> = async () => {};
