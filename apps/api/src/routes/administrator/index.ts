import type { FastifyPluginAsync } from "fastify";
import type { ApiOptions } from "../options";
import { outboxRoutes } from "./outbox";

/** `/administrator/…` beside the entity engine (routes/shared): the mail outbox. */
export const administratorRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db }) => {
  await app.register(outboxRoutes, { db });
};
