/**
 * Shortlist review (spec §3 like_candidate, §6, §7):
 *   - someone outside the accounts, with the per-shortlist token as a Bearer header (kept locally, domain
 *     `shortlistAuthorization`): `GET /shortlist_relationships/{uid}/` (the validity check), and
 *     `POST|GET /shortlist_relationships/{uid}/like_candidates/`;
 *   - a signed-in client contact: the same under `/client_contacts/jobs/{jobId}/shortlist_relationships/{uid}/`, or
 *     under `/client_contacts/shortlist_relationships/{uid}/` without the job (the portal's review page);
 *   - both read and write comments (`…/comments/`); the link's pages keep the token in a cookie scoped to the
 *     shortlist's pages (`POST /shortlist_relationships/{uid}/cookie`).
 * A bad or expired token is a 401 `shortlist_token_invalid`: the link's problem, not an ended session, so it never
 * announces 'Session expired!'.
 */
import type {
  evaluatedSchema,
  likeCandidateBodySchema,
  likeCandidateSchema,
  likeCandidatesAnswerSchema,
  shortlistCommentAnswerSchema,
  shortlistCommentBodySchema,
  shortlistCommentSchema,
  shortlistCommentsAnswerSchema,
  shortlistReviewSchema,
  WireInputOf,
  WireOf,
} from "@seleta/domain/wire";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";

/** A shortlist as its reviewer sees it: the job, and its candidates in order with their counts. */
export type ShortlistReview = WireOf<typeof shortlistReviewSchema>;

/** Spec §7: a reviewer's evaluation of one apply. */
export type LikeCandidate = WireOf<typeof likeCandidateSchema>;

/** The evaluation the server kept and the apply's new counts (spec §4: counts come from the response). */
export type Evaluated = WireOf<typeof evaluatedSchema>;

type LikeCandidateBody = WireInputOf<typeof likeCandidateBodySchema>;

/** Like/dislike (type 1, with a description) or star (type 2) one apply; the path names the relationship. */
export type LikeCandidateInput = Omit<LikeCandidateBody["like_candidate"], "shortlist_relationship_uid">;

/** A comment in a reviewer's thread about one candidate: theirs, or a recruiter's answer. */
export type ShortlistComment = WireOf<typeof shortlistCommentSchema>;

export type ShortlistCommentInput = WireInputOf<typeof shortlistCommentBodySchema>["comment"];

/**
 * Who reviews: the outside reviewer with the shortlist's token, or a signed-in client contact (with the job the
 * shortlist belongs to, or by the relationship's uid alone).
 */
export type ShortlistReviewer = { kind: "token"; token: string } | { kind: "clientContact"; jobId?: number };

function base(reviewer: ShortlistReviewer, uid: string): string {
  const relationship = `/shortlist_relationships/${segment(uid)}/`;
  if (reviewer.kind === "token") return relationship;
  return reviewer.jobId === undefined
    ? `/client_contacts${relationship}`
    : `/client_contacts/jobs/${segment(reviewer.jobId)}${relationship}`;
}

/** The token replaces any session token; its 401 is the link's, not a session's. */
function as(reviewer: ShortlistReviewer) {
  return reviewer.kind === "token" ? { token: reviewer.token, signedIn: false } : {};
}

export function getShortlist(
  http: HttpClient,
  reviewer: ShortlistReviewer,
  uid: string,
  signal?: AbortSignal,
): Promise<ShortlistReview> {
  return http.get<ShortlistReview>(base(reviewer, uid), { ...as(reviewer), signal });
}

export async function getLikeCandidates(
  http: HttpClient,
  reviewer: ShortlistReviewer,
  uid: string,
  signal?: AbortSignal,
): Promise<LikeCandidate[]> {
  const body = await http.get<WireOf<typeof likeCandidatesAnswerSchema>>(`${base(reviewer, uid)}like_candidates/`, {
    ...as(reviewer),
    query: { shortlist_relationship_uid: uid },
    signal,
  });
  return body.like_candidates;
}

/** Like, dislike (with a description) or star; liking removes a prior dislike and the other way round. */
export function likeCandidate(
  http: HttpClient,
  reviewer: ShortlistReviewer,
  uid: string,
  input: LikeCandidateInput,
): Promise<Evaluated> {
  const body: LikeCandidateBody = { like_candidate: { ...input, shortlist_relationship_uid: uid } };
  return http.post<Evaluated>(`${base(reviewer, uid)}like_candidates/`, body, as(reviewer));
}

/** The reviewer's threads: their comments and the recruiters' answers, oldest first. */
export async function getShortlistComments(
  http: HttpClient,
  reviewer: ShortlistReviewer,
  uid: string,
  signal?: AbortSignal,
): Promise<ShortlistComment[]> {
  const body = await http.get<WireOf<typeof shortlistCommentsAnswerSchema>>(`${base(reviewer, uid)}comments/`, {
    ...as(reviewer),
    signal,
  });
  return body.comments;
}

/** A comment on one candidate of the shortlist. */
export async function addShortlistComment(
  http: HttpClient,
  reviewer: ShortlistReviewer,
  uid: string,
  comment: ShortlistCommentInput,
): Promise<ShortlistComment> {
  const body = await http.post<WireOf<typeof shortlistCommentAnswerSchema>>(
    `${base(reviewer, uid)}comments/`,
    { comment },
    as(reviewer),
  );
  return body.comment;
}

/**
 * The link's first open: the API answers a cookie holding the token, scoped to the shortlist's pages, which the
 * page passes on with its redirect to the address without the token.
 */
export async function keepShortlistLink(http: HttpClient, uid: string, token: string): Promise<void> {
  await http.post<void>(`/shortlist_relationships/${segment(uid)}/cookie`, undefined, { token, signedIn: false });
}

function reviewerKey(reviewer: ShortlistReviewer) {
  // Never the token itself in a cache key (devtools, persisted caches): only which kind of reviewer.
  if (reviewer.kind === "token") return "token";
  return reviewer.jobId === undefined ? "contact" : `job:${reviewer.jobId}`;
}

export const shortlistQueries = {
  all: ["shortlists"] as const,
  review: (http: HttpClient, reviewer: ShortlistReviewer, uid: string) =>
    queryOptions({
      queryKey: [...shortlistQueries.all, uid, reviewerKey(reviewer), "review"] as const,
      queryFn: ({ signal }) => getShortlist(http, reviewer, uid, signal),
    }),
  likeCandidates: (http: HttpClient, reviewer: ShortlistReviewer, uid: string) =>
    queryOptions({
      queryKey: [...shortlistQueries.all, uid, reviewerKey(reviewer), "likeCandidates"] as const,
      queryFn: ({ signal }) => getLikeCandidates(http, reviewer, uid, signal),
    }),
  comments: (http: HttpClient, reviewer: ShortlistReviewer, uid: string) =>
    queryOptions({
      queryKey: [...shortlistQueries.all, uid, reviewerKey(reviewer), "comments"] as const,
      queryFn: ({ signal }) => getShortlistComments(http, reviewer, uid, signal),
    }),
};

/** An evaluation changes the reviewer's evaluations and the apply's counts in the review: both refetch. */
export const shortlistMutations = {
  like: (http: HttpClient, reviewer: ShortlistReviewer, uid: string) =>
    mutationOptions({
      mutationKey: [...shortlistQueries.all, uid, reviewerKey(reviewer), "like"] as const,
      mutationFn: (input: LikeCandidateInput) => likeCandidate(http, reviewer, uid, input),
      onSuccess: (_evaluated, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: [...shortlistQueries.all, uid, reviewerKey(reviewer)] }),
    }),
};
