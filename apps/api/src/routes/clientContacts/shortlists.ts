/**
 * Shortlist review (spec §3 like_candidate, §6, §7):
 *   - someone outside the accounts, with the per-shortlist token as `Authorization: Bearer …`:
 *       GET  /shortlist_relationships/{uid}/                 the shortlist and its candidates (the validity check)
 *       POST /shortlist_relationships/{uid}/like_candidates/ an evaluation; GET the reviewer's evaluations;
 *       POST /shortlist_relationships/{uid}/comments/        a comment; GET the reviewer's threads;
 *       POST /shortlist_relationships/{uid}/cookie           the link's pages keep the token in a cookie (204);
 *   - a signed-in client contact, for their own relationship to a sent shortlist of their company's job:
 *       GET  /client_contacts/jobs/{jobId}/shortlist_relationships/{uid}/  and the same like_candidates pair;
 *       the same three under /client_contacts/shortlist_relationships/{uid}/ without the job (the portal's page).
 * A token opens its own shortlist and nothing else: it is not a session, so every other route answers 401. Every
 * call that presents a token counts against the caller's address (`linkPerMinute`, 429 past it), so tokens cannot
 * be guessed at speed; unknown, wrong, revoked and expired tokens get one answer. Every answer of these routes
 * says `Referrer-Policy: no-referrer` and `X-Robots-Tag: noindex`, like the pages that show them.
 */
import { type Locale, ratingNeedsDescription } from "@seleta/domain";
import {
  evaluatedSchema,
  likeCandidateBodySchema,
  likeCandidatesAnswerSchema,
  pathIdSchema,
  shortlistCommentAnswerSchema,
  shortlistCommentBodySchema,
  shortlistCommentsAnswerSchema,
  shortlistReviewSchema,
  shortlistUidSchema,
} from "@seleta/domain/wire";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn, setShortlistCookie, unauthenticated } from "../../auth/http";
import type { Database } from "../../db/client";
import { bearerToken } from "../../edge/bearerToken";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { namedRateLimit } from "../../edge/rateLimitStore";
import type { LiveBus } from "../../live/bus";
import type { NotifyContext } from "../../notifications/events";
import { addComment, CommentLengthError, commentsOf } from "../../shortlists/comments";
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
import { SHORTLIST_TOKEN_LIFETIME_DAYS } from "../../shortlists/tokens";

const id = pathIdSchema;

const MESSAGES = {
  invalidToken: {
    "pt-BR": "Este link de shortlist não é válido ou expirou.",
    en: "This shortlist link is invalid or has expired.",
  },
  tooMany: {
    "pt-BR": "Muitas tentativas deste endereço. Aguarde um minuto e tente de novo.",
    en: "Too many attempts from this address. Wait a minute and try again.",
  },
  notFound: { "pt-BR": "Esta shortlist não existe.", en: "There is no such shortlist." },
  invalid: { "pt-BR": "Alguns campos são inválidos.", en: "Some fields are invalid." },
  otherUid: {
    "pt-BR": "Não corresponde à shortlist deste endereço.",
    en: "Does not match the shortlist of this address.",
  },
  notInShortlist: {
    "pt-BR": "Este candidato não está nesta shortlist.",
    en: "This candidate is not in this shortlist.",
  },
  notInShortlistField: { "pt-BR": "Não está nesta shortlist.", en: "Not in this shortlist." },
  descriptionRequired: {
    "pt-BR": "Diga por que não gostou do candidato.",
    en: "Say why you did not like the candidate.",
  },
  commentLength: {
    "pt-BR": "O comentário deve ter de 1 a 2000 caracteres.",
    en: "A comment has 1 to 2000 characters.",
  },
} satisfies Record<string, Record<Locale, string>>;

const say = (request: FastifyRequest, key: keyof typeof MESSAGES) => MESSAGES[key][requestLocale(request)];

function invalidToken(request: FastifyRequest): HttpError {
  return new HttpError(401, "shortlist_token_invalid", say(request, "invalidToken"));
}

export type LinkLimit = ReturnType<typeof namedRateLimit>;

/** The one count of calls presenting a shortlist link's token, per address, whichever route they call. */
export function shortlistLinkLimit(fastify: FastifyInstance, perMinute: number): LinkLimit {
  return namedRateLimit(fastify, "shortlist-link", { max: perMinute, timeWindow: 60_000 });
}

/**
 * The outside reviewer's relationship, or 401: no token, or a token that does not open this uid — the same answer
 * for an unknown, a wrong, a revoked and an expired token. Each call presenting a token counts for its address
 * first: past the limit, 429 whatever the token.
 */
export async function byToken(
  db: Database,
  limit: LinkLimit,
  request: FastifyRequest,
  reply: FastifyReply,
  relationshipUid: string,
): Promise<Relationship> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const verdict = await limit(request);
  if (!verdict.isAllowed && verdict.isExceeded) {
    reply.header("retry-after", String(verdict.ttlInSeconds));
    throw new HttpError(429, "shortlist_link_rate_limited", say(request, "tooMany"));
  }
  if (token.length > 512) throw invalidToken(request);
  const found = await relationshipByToken(db, relationshipUid, token);
  if (!found) throw invalidToken(request);
  request.principal = { kind: "shortlist", shortlistId: found.shortlistId, businessId: found.businessId };
  return found;
}

export async function ofClientContact(
  db: Database,
  request: FastifyRequest,
  jobId: number | null,
  relationshipUid: string,
) {
  const principal = principalOf(request, "client_contacts");
  const found = await relationshipOfClientContact(db, principal, jobId, relationshipUid);
  // Another contact's relationship, another company's job, an unsent shortlist: all the same "not found".
  if (!found) throw notFound(say(request, "notFound"));
  return found;
}

/** How long the link's cookie lives: until the link expires, and never past a link's default lifetime. */
function cookieLifetimeSeconds(relationship: Relationship): number {
  const longest = SHORTLIST_TOKEN_LIFETIME_DAYS * 86_400;
  if (relationship.expiresAt === null) return longest;
  const left = Math.floor((Date.parse(relationship.expiresAt) - Date.now()) / 1000);
  return Math.max(1, Math.min(longest, left));
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

function notInShortlist(request: FastifyRequest, field: string): HttpError {
  return new HttpError(422, "not_in_shortlist", say(request, "notInShortlist"), {
    [field]: [say(request, "notInShortlistField")],
  });
}

async function evaluateAs(
  db: Database,
  request: FastifyRequest,
  relationship: Relationship,
  body: z.infer<typeof likeCandidateBodySchema>,
  notify: Omit<NotifyContext, "db">,
) {
  const input = body.like_candidate;
  if (input.shortlist_relationship_uid !== undefined && input.shortlist_relationship_uid !== relationship.uid) {
    throw new HttpError(400, "validation_failed", say(request, "invalid"), {
      "like_candidate.shortlist_relationship_uid": [say(request, "otherUid")],
    });
  }
  if (ratingNeedsDescription(input)) {
    throw new HttpError(422, "dislike_needs_description", say(request, "descriptionRequired"), {
      "like_candidate.description": [say(request, "descriptionRequired")],
    });
  }
  try {
    const { evaluation, counts } = await evaluate(db, relationship, input, notify);
    return { like_candidate: evaluation, counts };
  } catch (error) {
    if (error instanceof NotInShortlistError) throw notInShortlist(request, "like_candidate.apply_id");
    throw error;
  }
}

async function commentAs(
  db: Database,
  request: FastifyRequest,
  relationship: Relationship,
  body: z.infer<typeof shortlistCommentBodySchema>,
  notify: Omit<NotifyContext, "db">,
) {
  try {
    return { comment: await addComment(db, relationship, body.comment, notify) };
  } catch (error) {
    if (error instanceof NotInShortlistError) throw notInShortlist(request, "comment.apply_id");
    if (error instanceof CommentLengthError) {
      throw new HttpError(400, "validation_failed", say(request, "commentLength"), {
        "comment.body": [say(request, "commentLength")],
      });
    }
    throw error;
  }
}

/** `live` pushes the recruiters' "like" notifications as a reviewer rates or comments (spec §4). */
export const shortlistRoutes: FastifyPluginAsync<{ db: Database; live?: LiveBus; linkPerMinute: number }> = async (
  fastify,
  { db, live, linkPerMinute },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["shortlists"];
  const security = [{ bearer: [] }];
  const clientContact = requireSignIn(db, "client_contacts");
  const linkLimit = shortlistLinkLimit(fastify, linkPerMinute);
  const token = (request: FastifyRequest, reply: FastifyReply, uid: string) =>
    byToken(db, linkLimit, request, reply, uid);
  const notifyOf = (request: FastifyRequest) => ({ live, log: request.log });

  // What a shortlist shows is for its reviewer only: no search engine keeps it, no page it links to learns its address.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("referrer-policy", "no-referrer");
    reply.header("x-robots-tag", "noindex");
  });

  const uidParams = z.strictObject({ uid: shortlistUidSchema });
  const uidQuery = z.object({ shortlist_relationship_uid: shortlistUidSchema.optional() });

  app.get(
    "/shortlist_relationships/:uid",
    {
      schema: {
        tags,
        security,
        summary: "The shortlist a per-shortlist token opens, with its candidates in order (the link's validity check)",
        params: uidParams,
        response: { 200: shortlistReviewSchema },
      },
    },
    async (request, reply) => shortlistOf(db, await token(request, reply, request.params.uid)),
  );

  app.post(
    "/shortlist_relationships/:uid/cookie",
    {
      schema: {
        tags,
        security,
        summary: "Keeps the link's token in an HttpOnly cookie scoped to the shortlist's pages (the link's first open)",
        params: uidParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const relationship = await token(request, reply, request.params.uid);
      setShortlistCookie(
        request,
        reply,
        relationship.uid,
        bearerToken(request) as string,
        cookieLifetimeSeconds(relationship),
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/shortlist_relationships/:uid/like_candidates",
    {
      schema: {
        tags,
        security,
        summary: "The token holder's evaluations of the shortlist's candidates",
        params: uidParams,
        querystring: uidQuery,
        response: { 200: likeCandidatesAnswerSchema },
      },
    },
    async (request, reply) => {
      const relationship = await token(request, reply, request.params.uid);
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
        params: uidParams,
        body: likeCandidateBodySchema,
        response: { 200: evaluatedSchema },
      },
    },
    async (request, reply) =>
      evaluateAs(db, request, await token(request, reply, request.params.uid), request.body, notifyOf(request)),
  );

  app.get(
    "/shortlist_relationships/:uid/comments",
    {
      schema: {
        tags,
        security,
        summary: "The token holder's comments on the shortlist's candidates and the recruiters' answers",
        params: uidParams,
        response: { 200: shortlistCommentsAnswerSchema },
      },
    },
    async (request, reply) => ({ comments: await commentsOf(db, await token(request, reply, request.params.uid)) }),
  );

  app.post(
    "/shortlist_relationships/:uid/comments",
    {
      schema: {
        tags,
        security,
        summary: "A comment of the token holder on one candidate of the shortlist",
        params: uidParams,
        body: shortlistCommentBodySchema,
        response: { 201: shortlistCommentAnswerSchema },
      },
    },
    async (request, reply) => {
      const relationship = await token(request, reply, request.params.uid);
      const answer = await commentAs(db, request, relationship, request.body, notifyOf(request));
      return reply.code(201).send(answer);
    },
  );

  // A client contact's relationship, by the job and its uid (spec §7) or by its uid alone (the portal's page).
  for (const withJob of [true, false]) {
    const base = withJob
      ? "/client_contacts/jobs/:jobId/shortlist_relationships/:uid"
      : "/client_contacts/shortlist_relationships/:uid";
    const params = withJob ? z.strictObject({ jobId: id, uid: shortlistUidSchema }) : uidParams;
    const relationshipOf = (request: FastifyRequest) => {
      const path = request.params as { jobId?: number; uid: string };
      return ofClientContact(db, request, path.jobId ?? null, path.uid);
    };

    app.get(
      base,
      {
        preHandler: clientContact,
        schema: {
          tags,
          summary: "A client contact's shortlist of one of their company's jobs, with its candidates in order",
          params,
          response: { 200: shortlistReviewSchema },
        },
      },
      async (request) => shortlistOf(db, await relationshipOf(request)),
    );

    app.get(
      `${base}/like_candidates`,
      {
        preHandler: clientContact,
        schema: {
          tags,
          summary: "The client contact's evaluations of a shortlist's candidates",
          params,
          querystring: uidQuery,
          response: { 200: likeCandidatesAnswerSchema },
        },
      },
      async (request) => ({ like_candidates: await evaluationsOf(db, (await relationshipOf(request)).id) }),
    );

    app.post(
      `${base}/like_candidates`,
      {
        preHandler: clientContact,
        schema: {
          tags,
          summary: "A client contact likes, dislikes or stars a candidate of the shortlist; answers the new counts",
          params,
          body: likeCandidateBodySchema,
          response: { 200: evaluatedSchema },
        },
      },
      async (request) => evaluateAs(db, request, await relationshipOf(request), request.body, notifyOf(request)),
    );

    app.get(
      `${base}/comments`,
      {
        preHandler: clientContact,
        schema: {
          tags,
          summary: "The client contact's comments on a shortlist's candidates and the recruiters' answers",
          params,
          response: { 200: shortlistCommentsAnswerSchema },
        },
      },
      async (request) => ({ comments: await commentsOf(db, await relationshipOf(request)) }),
    );

    app.post(
      `${base}/comments`,
      {
        preHandler: clientContact,
        schema: {
          tags,
          summary: "A client contact's comment on one candidate of the shortlist",
          params,
          body: shortlistCommentBodySchema,
          response: { 201: shortlistCommentAnswerSchema },
        },
      },
      async (request, reply) => {
        const answer = await commentAs(db, request, await relationshipOf(request), request.body, notifyOf(request));
        return reply.code(201).send(answer);
      },
    );
  }
};
