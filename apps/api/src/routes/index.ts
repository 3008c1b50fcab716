import cors from "@fastify/cors";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";
import type { AfterAnswer } from "../edge/afterAnswer";
import { crossSiteCheck } from "../edge/crossSite";
import type { Jobs } from "../jobs";
import type { LiveBus } from "../live/bus";
import { registerUploadGate } from "../uploads/gate";
import { applyRoutes } from "./applies";
import { type AuthLimits, authRoutes } from "./auth";
import { bulkActionRoutes } from "./bulkActions";
import { businessRoutes } from "./businesses";
import { cableTicketRoutes } from "./cable";
import { candidacyRoutes } from "./candidacy";
import { candidateAccessRoutes } from "./candidateAccess";
import { candidateApplyRoutes } from "./candidateApply";
import { candidateCvRoutes } from "./candidateCv";
import { candidateEvaluationRoutes } from "./candidateEvaluations";
import { candidatePageRoutes } from "./candidatePages";
import { candidatePrivacyRoutes } from "./candidatePrivacy";
import { candidateProfileRoutes } from "./candidateProfile";
import { candidateRegistrationRoutes } from "./candidateRegistration";
import { type ContactLimits, contactRoutes } from "./contact";
import { dataFileRoutes, type UploadSettings } from "./dataFiles";
import { dataFileTextRoutes } from "./dataFileText";
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
import { publicContentRoutes } from "./publicContent";
import { publicJobRoutes } from "./publicJobs";
import { recruiterDownloadRoutes } from "./recruiterDownloads";
import { recruiterNameRoutes } from "./recruiterNames";
import { recruiterRoutes } from "./recruiters";
import { sendOutRoutes } from "./sendOuts";
import { shortlistRoutes } from "./shortlists";

export type ApiOptions = {
  db: Database;
  authLimits: AuthLimits;
  /** The public contact form's limits (routes/contact.ts). */
  contactLimits: ContactLimits;
  uploads?: UploadSettings;
  /** Where routes publish what the sockets of `/cable` should hear. */
  live: LiveBus;
  /** Background jobs (pg-boss): exports, bulk actions, send-outs. */
  jobs: Jobs;
  /** Work a route does after its answer has left (afterAnswer.ts). */
  afterAnswer: AfterAnswer;
};

/** Everything under /api/v1. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (
  app,
  { db, authLimits, contactLimits, uploads, live, jobs, afterAnswer },
) => {
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

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, limits: authLimits, live, afterAnswer });
  await app.register(candidateAccessRoutes, { db, perMinute: authLimits.passwordPerMinute, afterAnswer });
  await app.register(businessRoutes, { db });
  await app.register(publicContentRoutes, { db });
  await app.register(contactRoutes, { db, limits: contactLimits });
  await app.register(publicJobRoutes, { db });
  await app.register(recruiterRoutes, { db });
  await app.register(candidatePageRoutes, { db });
  await app.register(candidateProfileRoutes, { db });
  await app.register(recruiterNameRoutes, { db });
  await app.register(cableTicketRoutes, { db });
  await app.register(oidcRoutes, { db, perMinute: authLimits.sessionsPerMinute });
  await app.register(shortlistRoutes, { db, live });
  await app.register(notificationRoutes, { db });
  await app.register(candidateRegistrationRoutes, { db });
  // The entity engine: the static paths above and below win over `/recruiters/:entity` (find-my-way).
  await app.register(globalSearchRoutes, { db });
  await app.register(entityPageRoutes, { db });
  await app.register(entityColumnRoutes, { db });
  await app.register(dataFileRoutes, { db, uploads, jobs });
  await app.register(candidateCvRoutes, { db, uploads });
  await app.register(dataFileTextRoutes, { db });
  // Mail: the outbox, send-out batches and the public unsubscribe link, before the generic routes.
  await app.register(outboxRoutes, { db });
  await app.register(sendOutRoutes, { db });
  await app.register(prospectingRoutes, { db });
  // Background work: exports, and the bulk routes of `/recruiters/{entity}` (before the list's GET).
  await app.register(recruiterDownloadRoutes, { db, jobs, uploads });
  await app.register(bulkActionRoutes, { db, jobs });
  await app.register(candidatePrivacyRoutes, { db, jobs, uploads });
  await app.register(applyRoutes, { db, live });
  await app.register(candidacyRoutes, { db, live });
  await app.register(candidateApplyRoutes, { db, uploads, live });
  await app.register(candidateEvaluationRoutes, { db, uploads });
  await app.register(entityListRoutes, { db });
  await app.register(entityRecordRoutes, { db, live });
};
