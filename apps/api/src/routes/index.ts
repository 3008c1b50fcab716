import cors from "@fastify/cors";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { type Database, queryRows } from "../db/client";
import { site_configs } from "../db/schema";
import type { Jobs } from "../jobs";
import type { LiveBus } from "../live/bus";
import { applyRoutes } from "./applies";
import { type AuthLimits, authRoutes } from "./auth";
import { bulkActionRoutes } from "./bulkActions";
import { businessRoutes } from "./businesses";
import { cableTicketRoutes } from "./cable";
import { dataFileRoutes, type UploadSettings } from "./dataFiles";
import { entityColumnRoutes } from "./entityColumns";
import { entityListRoutes } from "./entityLists";
import { entityPageRoutes } from "./entityPages";
import { entityRecordRoutes } from "./entityRecords";
import { globalSearchRoutes } from "./globalSearch";
import { healthRoutes } from "./health";
import { notificationRoutes } from "./notifications";
import { oidcRoutes } from "./oidc";
import { outboxRoutes } from "./outbox";
import { prospectingRoutes } from "./prospecting";
import { recruiterDownloadRoutes } from "./recruiterDownloads";
import { recruiterNameRoutes } from "./recruiterNames";
import { recruiterRoutes } from "./recruiters";
import { sendOutRoutes } from "./sendOuts";
import { shortlistRoutes } from "./shortlists";

export type ApiOptions = {
  db: Database;
  authLimits: AuthLimits;
  uploads?: UploadSettings;
  /** Where routes publish what the sockets of `/cable` should hear (issue 7). */
  live: LiveBus;
  /** Background jobs (pg-boss): exports, bulk actions, send-outs. */
  jobs: Jobs;
};

/** How long the CORS allow-list (the configured domains) is reused before it is read again. */
const ALLOWED_ORIGINS_TTL_MS = 60_000;

/**
 * The hosts a browser may call the API from (besides its own): the domains of the business configurations.
 * Any scheme and port of those hosts (`http://tech.localhost:3000`, `https://tech.seleta.com.br`).
 */
export function allowedOrigins(db: Database): (origin: string) => Promise<boolean> {
  let domains: Set<string> | undefined;
  let readAt = 0;
  return async (origin) => {
    if (!domains || Date.now() - readAt > ALLOWED_ORIGINS_TTL_MS) {
      const rows = await queryRows<{ domain: string }>(db, sql`select domain from ${site_configs}`);
      domains = new Set(rows.map((row) => row.domain.toLowerCase()));
      readAt = Date.now();
    }
    if (!URL.canParse(origin)) return false;
    const url = new URL(origin);
    return (url.protocol === "https:" || url.protocol === "http:") && domains.has(url.hostname);
  };
}

/** Everything under /api/v1. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, { db, authLimits, uploads, live, jobs }) => {
  const isAllowed = allowedOrigins(db);
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
  // JSON only: a text/plain body is how a cross-site form posts without a preflight. Uploads (multipart) get their
  // own parser and limit on their own routes.
  app.removeContentTypeParser(["text/plain"]);

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, limits: authLimits, live });
  await app.register(businessRoutes, { db });
  await app.register(recruiterRoutes, { db });
  await app.register(recruiterNameRoutes, { db });
  await app.register(cableTicketRoutes, { db });
  await app.register(oidcRoutes, { db, perMinute: authLimits.sessionsPerMinute });
  await app.register(shortlistRoutes, { db, live });
  await app.register(notificationRoutes, { db });
  // The entity engine (issue 6): the static paths above and below win over `/recruiters/:entity` (find-my-way).
  await app.register(globalSearchRoutes, { db });
  await app.register(entityPageRoutes, { db });
  await app.register(entityColumnRoutes, { db });
  await app.register(dataFileRoutes, { db, uploads });
  // Mail (issue 7): the outbox, send-out batches and the public unsubscribe link, before the generic routes.
  await app.register(outboxRoutes, { db });
  await app.register(sendOutRoutes, { db });
  await app.register(prospectingRoutes, { db });
  // Background work (issue 7): exports, and the bulk routes of `/recruiters/{entity}` (before the list's GET).
  await app.register(recruiterDownloadRoutes, { db, jobs, uploads });
  await app.register(bulkActionRoutes, { db, jobs });
  await app.register(applyRoutes, { db, live });
  await app.register(entityListRoutes, { db });
  await app.register(entityRecordRoutes, { db, live });
};
