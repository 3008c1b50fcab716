import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { type Database, queryRows } from "../db/client";
import { HttpError } from "../errors";

export type HealthBody = { status: "ok"; database: Database["kind"] };

/** GET /health: the process answers and its database runs a query. */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get("/health", async (): Promise<HealthBody> => {
    try {
      await queryRows(db, sql`select 1 as ok`);
    } catch (error) {
      throw new HttpError(503, "database_unavailable", "The database is not available.", undefined, { cause: error });
    }
    return { status: "ok", database: db.kind };
  });
};
