/**
 * A shortlist candidate's CV for its reviewers, only while the recruiter shows it (the presented profile's `cv`):
 *   GET /shortlist_relationships/{uid}/applies/{applyId}/cv                          with the per-shortlist token
 *   GET /client_contacts/jobs/{jobId}/shortlist_relationships/{uid}/applies/{applyId}/cv   a signed-in contact
 * The same ways in as the review (shortlists.ts); a CV not shown, an apply of another shortlist, or none at all are
 * the same 404. The file comes as an attachment that cannot run, like every stored file.
 */
import { pathIdSchema, shortlistUidSchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSignIn } from "../../auth/http";
import type { Database } from "../../db/client";
import { requestLocale } from "../../edge/errors";
import { presentedCvFile, type Relationship } from "../../shortlists/review";
import { sendStoredFile } from "../../uploads/download";
import { UploadRejected } from "../../uploads/rejections";
import type { UploadSettings } from "../../uploads/settings";
import { byToken, ofClientContact, shortlistLinkLimit } from "./shortlists";

export const shortlistCvRoutes: FastifyPluginAsync<{
  db: Database;
  uploads?: UploadSettings | undefined;
  linkPerMinute: number;
}> = async (fastify, { db, uploads, linkPerMinute }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const linkLimit = shortlistLinkLimit(fastify, linkPerMinute);
  const tags = ["shortlists"];
  const produces = ["application/octet-stream"];

  async function send(
    request: Parameters<typeof requestLocale>[0],
    reply: Parameters<typeof sendStoredFile>[0],
    reviewer: Relationship,
    applyId: number,
  ) {
    const locale = requestLocale(request);
    if (!uploads) throw new UploadRejected(503, "uploads_unavailable", "unavailable").toHttpError(locale);
    const file = await presentedCvFile(db, reviewer, applyId);
    if (!file) throw new UploadRejected(404, "not_found", "fileNotFound").toHttpError(locale);
    return sendStoredFile(reply, uploads.storage, file, locale);
  }

  app.get(
    "/shortlist_relationships/:uid/applies/:applyId/cv",
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "Download a shortlist candidate's CV, when the recruiter shows it (per-shortlist token)",
        params: z.strictObject({ uid: shortlistUidSchema, applyId: pathIdSchema }),
        produces,
      },
    },
    async (request, reply) =>
      send(request, reply, await byToken(db, linkLimit, request, reply, request.params.uid), request.params.applyId),
  );

  app.get(
    "/client_contacts/jobs/:jobId/shortlist_relationships/:uid/applies/:applyId/cv",
    {
      preHandler: requireSignIn(db, "client_contacts"),
      schema: {
        tags,
        summary: "Download a candidate's CV from a client contact's shortlist, when the recruiter shows it",
        params: z.strictObject({ jobId: pathIdSchema, uid: shortlistUidSchema, applyId: pathIdSchema }),
        produces,
      },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        await ofClientContact(db, request, request.params.jobId, request.params.uid),
        request.params.applyId,
      ),
  );
};
