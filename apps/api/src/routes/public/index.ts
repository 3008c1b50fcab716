import type { FastifyPluginAsync } from "fastify";
import type { ApiOptions } from "../options";
import { businessRoutes } from "./businesses";
import { contactRoutes } from "./contact";
import { healthRoutes } from "./health";
import { publicContentRoutes } from "./publicContent";
import { publicJobRoutes } from "./publicJobs";

/** Anyone, without a session: health, the host's business configuration, the public site's content, jobs and form. */
export const publicRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db, limits }) => {
  await app.register(healthRoutes, { db });
  await app.register(businessRoutes, { db });
  await app.register(publicContentRoutes, { db });
  await app.register(contactRoutes, { db, limits: limits.contact });
  await app.register(publicJobRoutes, { db });
};
