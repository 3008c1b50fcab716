/**
 * Shortlist review (spec §3 like_candidate, §6, §7):
 *   - someone outside the accounts, with the per-shortlist token as `Authorization: Bearer …`:
 *       GET  /shortlist_relationships/{uid}/                 the shortlist and its candidates (the validity check)
 *       POST /shortlist_relationships/{uid}/like_candidates/ an evaluation; GET the reviewer's evaluations;
 *   - a signed-in client contact, for their own relationship to a sent shortlist of their company's job:
 *       GET  /client_contacts/jobs/{jobId}/shortlist_relationships/{uid}/  and the same like_candidates pair.
 * A token opens its own shortlist and nothing else: it is not a session, so every other route answers 401.
 */
import {
  evaluatedSchema,
  likeCandidateBodySchema,
  likeCandidatesAnswerSchema,
  pathIdSchema,
  shortlistReviewSchema,
  shortlistUidSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn, unauthenticated } from "../../auth/http";
import type { Database } from "../../db/client";
import { bearerToken } from "../../edge/bearerToken";
import { HttpError, notFound } from "../../edge/errors";
import type { LiveBus } from "../../live/bus";
import type { NotifyContext } from "../../notifications/events";
import {
  evaluate,
  evaluationsOf,
  NotInShortlistError,
  type Relationship,
  relationshipByToken,
  relationshipOfClientContact,
  shortlistApplies,
  touchRelationship,
} from "../../shortlists/review";

const id = pathIdSchema;

function invalidToken(): HttpError {
  return new HttpError(401, "shortlist_token_invalid", "This shortlist link is invalid or has expired.");
}

/** The outside reviewer's relationship, or 401: no token, or a token that does not open this uid. */
export async function byToken(db: Database, request: FastifyRequest, relationshipUid: string): Promise<Relationship> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  if (token.length > 512) throw invalidToken();
  const found = await relationshipByToken(db, relationshipUid, token);
  if (!found) throw invalidToken();
  request.principal = { kind: "shortlist", shortlistId: found.shortlistId, businessId: found.businessId };
  return found;
}

export async function ofClientContact(db: Database, request: FastifyRequest, jobId: number, relationshipUid: string) {
  const principal = principalOf(request, "client_contacts");
  const found = await relationshipOfClientContact(db, principal, jobId, relationshipUid);
  // Another contact's relationship, another company's job, an unsent shortlist: all the same "not found".
  if (!found) throw notFound("There is no such shortlist.");
  return found;
}

async function shortlistOf(db: Database, relationship: Relationship) {
  await touchRelationship(db, relationship.id);
  return {
    shortlist_relationship: {
      uid: relationship.uid,
      name: relationship.name,
      expires_at: relationship.expiresAt,
    },
    shortlist: {
      id: relationship.shortlistId,
      name: relationship.shortlistName,
      sent_at: relationship.sentAt,
      job: { id: relationship.jobId, title: relationship.jobTitle },
    },
    applies: await shortlistApplies(db, relationship.shortlistId, relationship.businessId),
  };
}

async function evaluateAs(
  db: Database,
  relationship: Relationship,
  body: z.infer<typeof likeCandidateBodySchema>,
  notify: Omit<NotifyContext, "db">,
) {
  const input = body.like_candidate;
  if (input.shortlist_relationship_uid !== undefined && input.shortlist_relationship_uid !== relationship.uid) {
    throw new HttpError(400, "validation_failed", "Some fields are invalid.", {
      "like_candidate.shortlist_relationship_uid": ["Does not match the shortlist of this address."],
    });
  }
  try {
    const { evaluation, counts } = await evaluate(db, relationship, input, notify);
    return { like_candidate: evaluation, counts };
  } catch (error) {
    if (error instanceof NotInShortlistError) {
      throw new HttpError(422, "not_in_shortlist", "This candidate is not in the shortlist.", {
        "like_candidate.apply_id": ["Not in this shortlist."],
      });
    }
    throw error;
  }
}

/** `live` pushes the recruiters' "like" notifications as a reviewer rates (spec §4). */
export const shortlistRoutes: FastifyPluginAsync<{ db: Database; live?: LiveBus }> = async (fastify, { db, live }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["shortlists"];
  const security = [{ bearer: [] }];
  const clientContact = requireSignIn(db, "client_contacts");

  app.get(
    "/shortlist_relationships/:uid",
    {
      schema: {
        tags,
        security,
        summary: "The shortlist a per-shortlist token opens, with its candidates in order (the link's validity check)",
        params: z.strictObject({ uid: shortlistUidSchema }),
        response: { 200: shortlistReviewSchema },
      },
    },
    async (request) => shortlistOf(db, await byToken(db, request, request.params.uid)),
  );

  app.get(
    "/shortlist_relationships/:uid/like_candidates",
    {
      schema: {
        tags,
        security,
        summary: "The token holder's evaluations of the shortlist's candidates",
        params: z.strictObject({ uid: shortlistUidSchema }),
        querystring: z.object({ shortlist_relationship_uid: shortlistUidSchema.optional() }),
        response: { 200: likeCandidatesAnswerSchema },
      },
    },
    async (request) => {
      const relationship = await byToken(db, request, request.params.uid);
      return { like_candidates: await evaluationsOf(db, relationship.id) };
    },
  );

  app.post(
    "/shortlist_relationships/:uid/like_candidates",
    {
      schema: {
        tags,
        security,
        summary: "Like, dislike (with a description) or star a candidate of the shortlist; answers the new counts",
        params: z.strictObject({ uid: shortlistUidSchema }),
        body: likeCandidateBodySchema,
        response: { 200: evaluatedSchema },
      },
    },
    async (request) =>
      evaluateAs(db, await byToken(db, request, request.params.uid), request.body, { live, log: request.log }),
  );

  const clientParams = z.strictObject({ jobId: id, uid: shortlistUidSchema });

  app.get(
    "/client_contacts/jobs/:jobId/shortlist_relationships/:uid",
    {
      preHandler: clientContact,
      schema: {
        tags,
        summary: "A client contact's shortlist of one of their company's jobs, with its candidates in order",
        params: clientParams,
        response: { 200: shortlistReviewSchema },
      },
    },
    async (request) => shortlistOf(db, await ofClientContact(db, request, request.params.jobId, request.params.uid)),
  );

  app.get(
    "/client_contacts/jobs/:jobId/shortlist_relationships/:uid/like_candidates",
    {
      preHandler: clientContact,
      schema: {
        tags,
        summary: "The client contact's evaluations of a shortlist's candidates",
        params: clientParams,
        querystring: z.object({ shortlist_relationship_uid: shortlistUidSchema.optional() }),
        response: { 200: likeCandidatesAnswerSchema },
      },
    },
    async (request) => {
      const relationship = await ofClientContact(db, request, request.params.jobId, request.params.uid);
      return { like_candidates: await evaluationsOf(db, relationship.id) };
    },
  );

  app.post(
    "/client_contacts/jobs/:jobId/shortlist_relationships/:uid/like_candidates",
    {
      preHandler: clientContact,
      schema: {
        tags,
        summary: "A client contact likes, dislikes or stars a candidate of the shortlist; answers the new counts",
        params: clientParams,
        body: likeCandidateBodySchema,
        response: { 200: evaluatedSchema },
      },
    },
    async (request) =>
      evaluateAs(db, await ofClientContact(db, request, request.params.jobId, request.params.uid), request.body, {
        live,
        log: request.log,
      }),
  );
};
