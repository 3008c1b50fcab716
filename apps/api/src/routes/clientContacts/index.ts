import type { FastifyPluginAsync } from "fastify";
import type { ApiOptions } from "../options";
import { shortlistCvRoutes } from "./shortlistCv";
import { shortlistRoutes } from "./shortlists";

/** A client's contacts: the shortlists a recruiter shares with them (signed in, or by the shortlist's link). */
export const clientContactRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db, live, uploads }) => {
  await app.register(shortlistRoutes, { db, live });
  await app.register(shortlistCvRoutes, { db, uploads });
};
