import { healthSchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { checkDatabase } from "../../db/health";
import { HttpError } from "../../edge/errors";

export type HealthBody = z.output<typeof healthSchema>;

/** GET /health: the process answers and its database runs a query. */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/health",
    { schema: { summary: "The process answers and its database runs a query", response: { 200: healthSchema } } },
    async () => {
      try {
        await checkDatabase(db);
      } catch (error) {
        throw new HttpError(503, "database_unavailable", "The database is not available.", undefined, {
          cause: error,
        });
      }
      return { status: "ok" as const, database: db.kind };
    },
  );
};
