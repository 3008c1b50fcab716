import cors from "@fastify/cors";
import type { FastifyPluginAsync } from "fastify";
import { crossSiteCheck } from "../edge/crossSite";
import { registerUploadGate } from "../uploads/gate";
import { administratorRoutes } from "./administrator";
import { candidateRoutes } from "./candidates";
import { clientContactRoutes } from "./clientContacts";
import type { ApiOptions } from "./options";
import { publicRoutes } from "./public";
import { publicSiteRoutes } from "./public/siteFiles";
import { recruiterRoutes } from "./recruiters";
import { sharedRoutes } from "./shared";
import { tokenRoutes } from "./tokens";

export type { ApiOptions } from "./options";

/** Everything under /api/v1: the API's own edge (CORS, the cross-site check, the upload gate), then each audience. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, given) => {
  // The audiences get these and nothing else of the plugin's options (Fastify's `prefix` would apply twice).
  const { db, limits, uploads, live, jobs, afterAnswer } = given;
  const options: ApiOptions = { db, limits, uploads, live, jobs, afterAnswer };
  // The brands' public origins exactly (scheme, host and port: publicOrigins.ts); another port of the same host is
  // another program, and plain http of a real domain is not ours.
  const isAllowed = (origin: string) => app.publicOrigins.isAllowed(origin);
  await app.register(cors, {
    // No Origin header: not a cross-origin browser call (curl, the SSR server, same-origin GET).
    origin: (origin, callback) => {
      if (!origin) return callback(null, true);
      isAllowed(origin).then(
        (allowed) => callback(null, allowed),
        (error: unknown) => callback(error as Error, false),
      );
    },
    credentials: true,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["content-type", "authorization", "x-request-id", "accept-language"],
    exposedHeaders: ["x-request-id", "retry-after"],
    maxAge: 600,
  });
  // Writes from another site with the browser's cookies (CSRF) are refused before their body is read.
  await app.register(crossSiteCheck, { isOwn: isAllowed });
  // JSON only: a text/plain body is how a cross-site form posts without a preflight. Uploads (multipart) get their
  // own parser and limit on their own routes.
  app.removeContentTypeParser(["text/plain"]);
  // Every route registered below that takes files (declares multipart) passes the upload gate first.
  registerUploadGate(app, { db, uploads });

  await app.register(publicRoutes, options);
  await app.register(tokenRoutes, options);
  await app.register(sharedRoutes, options);
  await app.register(candidateRoutes, options);
  await app.register(recruiterRoutes, options);
  await app.register(administratorRoutes, options);
  await app.register(clientContactRoutes, options);
};

/**
 * Every route plugin of the server, registered here only: the API under `/api/v1`, one plugin per audience, then
 * the files the server builds per host (robots.txt, sitemap.xml), before the web app's catch-all.
 */
export const allRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  await app.register(apiRoutes, { prefix: "/api/v1", ...options });
  await app.register(publicSiteRoutes, { db: options.db });
};
