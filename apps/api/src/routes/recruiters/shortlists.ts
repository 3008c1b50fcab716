/**
 * The recruiter's shortlist builder: a job's shortlists and what each presents to the client.
 *
 *   GET    /recruiters/jobs/{jobId}/shortlists              the job's shortlists with their status and counts
 *   POST   /recruiters/jobs/{jobId}/shortlists              a new one (name; optionally its first applies) → 201
 *   GET    /recruiters/shortlists/{id}                      one, with its candidates in order
 *   PATCH  /recruiters/shortlists/{id}                      rename
 *   DELETE /recruiters/shortlists/{id}                      a draft (409 once sent) → 204
 *   POST   /recruiters/shortlists/{id}/items                add applies of the job at the end, each once
 *   DELETE /recruiters/shortlists/{id}/items/{applyId}      remove one (the rest close up)
 *   PUT    /recruiters/shortlists/{id}/order                the whole new order
 *   PATCH  /recruiters/shortlists/{id}/items/{applyId}      a candidate's presentation, salary and CV switches
 *   GET    /recruiters/shortlists/{id}/preview              exactly what a client would receive
 *   POST   /recruiters/shortlists/{id}/apply_template       a template's presentation where none, and its switches
 *
 * Who: a recruiter's session; read on jobs and applies to read, and update on jobs to change (403 otherwise). A job,
 * shortlist or apply outside what the policy lets them reach is 404. The rules and their SQL are the feature
 * module's (shortlists/builder.ts); refusals come in the caller's language.
 */
import {
  pathIdSchema,
  presentedShortlistSchema,
  shortlistAddBodySchema,
  shortlistAnswerSchema,
  shortlistApplyTemplateBodySchema,
  shortlistCreateBodySchema,
  shortlistItemBodySchema,
  shortlistListAnswerSchema,
  shortlistOrderBodySchema,
  shortlistRenameBodySchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import type { RecruiterPrincipal } from "../../auth/principal";
import type { Database } from "../../db/client";
import { requestLocale } from "../../edge/errors";
import {
  addToShortlist,
  applyShortlistTemplate,
  createShortlist,
  deleteShortlist,
  jobShortlists,
  mayUseShortlists,
  removeFromShortlist,
  renameShortlist,
  reorderShortlist,
  shortlistDetail,
  shortlistPreview,
  updateShortlistItem,
} from "../../shortlists/builder";

const jobParams = z.object({ jobId: pathIdSchema });
const shortlistParams = z.object({ id: pathIdSchema });
const itemParams = z.object({ id: pathIdSchema, applyId: pathIdSchema });

/** The signed-in recruiter, if their role may read (or, for `change`, change) shortlists; else 403. */
function recruiter(request: FastifyRequest, change: boolean): RecruiterPrincipal {
  const principal = principalOf(request, "recruiters");
  if (!mayUseShortlists(principal, change)) throw forbidden();
  return principal;
}

export const shortlistBuilderRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["shortlists"];

  app.get(
    "/recruiters/jobs/:jobId/shortlists",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A job's shortlists, newest first, with their status (draft, sent, viewed, rated) and counts",
        params: jobParams,
        response: { 200: shortlistListAnswerSchema },
      },
    },
    async (request) => ({
      shortlists: await jobShortlists(db, recruiter(request, false), request.params.jobId, requestLocale(request)),
    }),
  );

  app.post(
    "/recruiters/jobs/:jobId/shortlists",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Create a shortlist of the job, optionally with its first applies in order",
        params: jobParams,
        body: shortlistCreateBodySchema,
        response: { 201: shortlistAnswerSchema },
      },
    },
    async (request, reply) => {
      const principal = recruiter(request, true);
      const shortlist = await createShortlist(
        db,
        principal,
        request.params.jobId,
        request.body.shortlist,
        requestLocale(request),
      );
      return reply.code(201).send({ shortlist });
    },
  );

  app.get(
    "/recruiters/shortlists/:id",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A shortlist with its candidates in order, their presentations and what the client sees",
        params: shortlistParams,
        response: { 200: shortlistAnswerSchema },
      },
    },
    async (request) => ({
      shortlist: await shortlistDetail(db, recruiter(request, false), request.params.id, requestLocale(request)),
    }),
  );

  app.patch(
    "/recruiters/shortlists/:id",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Rename a shortlist",
        params: shortlistParams,
        body: shortlistRenameBodySchema,
        response: { 200: shortlistAnswerSchema },
      },
    },
    async (request) => ({
      shortlist: await renameShortlist(
        db,
        recruiter(request, true),
        request.params.id,
        request.body.shortlist.name,
        requestLocale(request),
      ),
    }),
  );

  app.delete(
    "/recruiters/shortlists/:id",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Delete a draft shortlist (one already sent is kept: 409)",
        params: shortlistParams,
      },
    },
    async (request, reply) => {
      await deleteShortlist(db, recruiter(request, true), request.params.id, requestLocale(request));
      return reply.code(204).send();
    },
  );

  app.post(
    "/recruiters/shortlists/:id/items",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Add applies of the shortlist's job at the end, each once (one already in keeps its place)",
        params: shortlistParams,
        body: shortlistAddBodySchema,
        response: { 200: shortlistAnswerSchema },
      },
    },
    async (request) => ({
      shortlist: await addToShortlist(
        db,
        recruiter(request, true),
        request.params.id,
        request.body.apply_ids,
        requestLocale(request),
      ),
    }),
  );

  app.delete(
    "/recruiters/shortlists/:id/items/:applyId",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Remove an apply from the shortlist; the others close up",
        params: itemParams,
        response: { 200: shortlistAnswerSchema },
      },
    },
    async (request) => ({
      shortlist: await removeFromShortlist(
        db,
        recruiter(request, true),
        request.params.id,
        request.params.applyId,
        requestLocale(request),
      ),
    }),
  );

  app.put(
    "/recruiters/shortlists/:id/order",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Set the whole order: exactly the shortlist's applies, each once, first to last",
        params: shortlistParams,
        body: shortlistOrderBodySchema,
        response: { 200: shortlistAnswerSchema },
      },
    },
    async (request) => ({
      shortlist: await reorderShortlist(
        db,
        recruiter(request, true),
        request.params.id,
        request.body.apply_ids,
        requestLocale(request),
      ),
    }),
  );

  app.patch(
    "/recruiters/shortlists/:id/items/:applyId",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A candidate's presentation (sanitised rich text) and whether the client sees salary and CV",
        params: itemParams,
        body: shortlistItemBodySchema,
        response: { 200: shortlistAnswerSchema },
      },
    },
    async (request) => ({
      shortlist: await updateShortlistItem(
        db,
        recruiter(request, true),
        request.params.id,
        request.params.applyId,
        request.body.item,
        requestLocale(request),
      ),
    }),
  );

  app.post(
    "/recruiters/shortlists/:id/apply_template",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "Apply a shortlist template: its presentation to each candidate without one, its salary and CV switches to all",
        params: shortlistParams,
        body: shortlistApplyTemplateBodySchema,
        response: { 200: shortlistAnswerSchema },
      },
    },
    async (request) => ({
      shortlist: await applyShortlistTemplate(
        db,
        recruiter(request, true),
        request.params.id,
        request.body.template_id,
        requestLocale(request),
      ),
    }),
  );

  app.get(
    "/recruiters/shortlists/:id/preview",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Exactly what a client receives of the shortlist: its candidates' presented profiles in order",
        params: shortlistParams,
        response: { 200: presentedShortlistSchema },
      },
    },
    async (request) => shortlistPreview(db, recruiter(request, false), request.params.id, requestLocale(request)),
  );
};
