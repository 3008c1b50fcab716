/**
 * A recruiter's side of a shortlist's comments (the reviewers' threads):
 *
 *   GET  /recruiters/shortlist_relationships/{uid}/comments   → {comments}  one reviewer's threads, oldest first
 *   POST /recruiters/shortlist_relationships/{uid}/comments   {comment: {apply_id, body}} → 201 {comment}  an answer
 *   GET  /recruiters/shortlists/{id}/comments                 → {comments}  every reviewer's threads, oldest first,
 *                                                                each naming its thread (the builder's view)
 *
 * Who: a recruiter's session in the shortlist's business; reading needs read on applies, answering update on
 * applies (else 403); a relationship of another business, or of a deleted job, is 404. A shortlist's threads follow
 * the builder's read rule (read on jobs and applies, the job in the policy's scope; else 403, or 404 as the builder). An answer notifies the job's
 * other recruiters (never the one who wrote it); the reviewer reads it in their thread.
 */
import { type AnyEntity, findEntity, type Locale } from "@seleta/domain";
import {
  pathIdSchema,
  shortlistCommentAnswerSchema,
  shortlistCommentBodySchema,
  shortlistCommentsAnswerSchema,
  shortlistThreadsAnswerSchema,
  shortlistUidSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import type { LiveBus } from "../../live/bus";
import { mayUseShortlists, readableShortlist } from "../../shortlists/builder";
import { addComment, commentsOf, shortlistThreads } from "../../shortlists/comments";
import { NotInShortlistError, relationshipOfRecruiter } from "../../shortlists/review";

const appliesEntity = findEntity("applies") as AnyEntity;

const MESSAGES = {
  notFound: { "pt-BR": "Esta shortlist não existe.", en: "There is no such shortlist." },
  notInShortlist: {
    "pt-BR": "Este candidato não está nesta shortlist.",
    en: "This candidate is not in this shortlist.",
  },
} satisfies Record<string, Record<Locale, string>>;

export const shortlistCommentRoutes: FastifyPluginAsync<{ db: Database; live?: LiveBus }> = async (
  fastify,
  { db, live },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const recruiter = requireSignIn(db, "recruiters");
  const params = z.strictObject({ uid: shortlistUidSchema });

  async function relationshipFor(request: FastifyRequest, uid: string, action: "read" | "update") {
    const principal = principalOf(request, "recruiters");
    if (!allows(principal, action, appliesEntity)) throw forbidden();
    const found =
      principal.businessId === null ? undefined : await relationshipOfRecruiter(db, principal.businessId, uid);
    if (!found) throw notFound(MESSAGES.notFound[requestLocale(request)]);
    return { principal, relationship: found };
  }

  app.get(
    "/recruiters/shortlist_relationships/:uid/comments",
    {
      preHandler: recruiter,
      schema: {
        tags: ["shortlists"],
        summary: "One reviewer's comments on a shortlist's candidates, with the recruiters' answers",
        params,
        response: { 200: shortlistCommentsAnswerSchema },
      },
    },
    async (request) => {
      const { relationship } = await relationshipFor(request, request.params.uid, "read");
      return { comments: await commentsOf(db, relationship) };
    },
  );

  app.get(
    "/recruiters/shortlists/:id/comments",
    {
      preHandler: recruiter,
      schema: {
        tags: ["shortlists"],
        summary: "Every reviewer's comments on the shortlist's candidates, with the recruiters' answers, by thread",
        params: z.strictObject({ id: pathIdSchema }),
        response: { 200: shortlistThreadsAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      if (!mayUseShortlists(principal, false)) throw forbidden();
      const shortlist = await readableShortlist(db, principal, request.params.id, requestLocale(request));
      return { comments: await shortlistThreads(db, shortlist.id, principal.businessId as number) };
    },
  );

  app.post(
    "/recruiters/shortlist_relationships/:uid/comments",
    {
      preHandler: recruiter,
      schema: {
        tags: ["shortlists"],
        summary: "A recruiter answers a reviewer in their thread about one candidate of the shortlist",
        params,
        body: shortlistCommentBodySchema,
        response: { 201: shortlistCommentAnswerSchema },
      },
    },
    async (request, reply) => {
      const { principal, relationship } = await relationshipFor(request, request.params.uid, "update");
      try {
        const comment = await addComment(
          db,
          relationship,
          request.body.comment,
          { live, log: request.log },
          { id: principal.id },
        );
        return reply.code(201).send({ comment });
      } catch (error) {
        if (error instanceof NotInShortlistError) {
          const message = MESSAGES.notInShortlist[requestLocale(request)];
          throw new HttpError(422, "not_in_shortlist", message, { "comment.apply_id": [message] });
        }
        throw error;
      }
    },
  );
};
