import type { FastifyPluginAsync } from "fastify";
import type { ApiOptions } from "../options";
import { shortlistRoutes } from "./shortlists";

/** A client's contacts: the shortlists a recruiter shares with them (signed in, or by the shortlist's link). */
export const clientContactRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db, live, limits }) => {
  await app.register(shortlistRoutes, { db, live, linkPerMinute: limits.shortlistLinkPerMinute });
};
