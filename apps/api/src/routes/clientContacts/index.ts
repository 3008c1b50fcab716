import type { FastifyPluginAsync } from "fastify";
import type { ApiOptions } from "../options";
import { clientPortalRoutes } from "./portal";
import { shortlistCvRoutes } from "./shortlistCv";
import { shortlistRoutes } from "./shortlists";

/**
 * A client's contacts: their portal (their company's jobs and projects) and the shortlists a recruiter shares with
 * them (signed in, or by the shortlist's link).
 */
export const clientContactRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db, live, limits, uploads }) => {
  await app.register(clientPortalRoutes, { db, rowsPerAnswer: limits.portalRowsPerAnswer });
  await app.register(shortlistRoutes, { db, live, linkPerMinute: limits.shortlistLinkPerMinute });
  await app.register(shortlistCvRoutes, { db, uploads, linkPerMinute: limits.shortlistLinkPerMinute });
};
