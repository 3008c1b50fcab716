import type { FastifyPluginAsync } from "fastify";
import type { ApiOptions } from "../options";
import { authRoutes } from "./auth";
import { bulkActionRoutes } from "./bulkActions";
import { dataFileRoutes } from "./dataFiles";
import { dataFileTextRoutes } from "./dataFileText";
import { entityListRoutes } from "./entityLists";
import { entityRecordRoutes } from "./entityRecords";
import { oidcRoutes } from "./oidc";

/**
 * Routes of several audiences, one path per strategy or area: sign-in, sessions and passwords, identity providers,
 * files, and the entity engine (`/recruiters/:entity`, `/administrator/:entity`).
 */
export const sharedRoutes: FastifyPluginAsync<ApiOptions> = async (
  app,
  { db, limits, live, afterAnswer, uploads, jobs },
) => {
  await app.register(authRoutes, {
    db,
    limits: limits.auth,
    mailPerRecipient: limits.mailPerRecipient,
    live,
    afterAnswer,
  });
  await app.register(oidcRoutes, { db, perMinute: limits.auth.sessionsPerMinute });
  await app.register(dataFileRoutes, { db, uploads, jobs });
  await app.register(dataFileTextRoutes, { db });
  await app.register(bulkActionRoutes, { db, jobs, bulkDeleteRecords: limits.bulkDeleteRecords });
  await app.register(entityListRoutes, { db });
  await app.register(entityRecordRoutes, { db, live, duplicatesPerAnswer: limits.duplicatesPerAnswer });
};
