/**
 * Shortlist review through the client, against the real API: an outside reviewer with the shortlist's own token,
 * and a signed-in client contact (spec §3 like_candidate, §4 like/dislike, §6, §7).
 */
import { createHash, randomBytes } from "node:crypto";
import { DEMO_ACCOUNTS } from "@seleta/api";
import { LIKE_DISLIKE, STAR } from "@seleta/domain";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  addShortlistComment,
  getLikeCandidates,
  getShortlist,
  getShortlistComments,
  keepShortlistLink,
  likeCandidate,
  type SessionExpiredEvent,
  type ShortlistReviewer,
  shortlistMutations,
  shortlistQueries,
} from "../src";
import { rawQuery, runMutation, startTestApi, type TestApi } from "./support/api";

let api: TestApi;
/** An outside reviewer's relationship, with a token issued for the test. */
let outside: { uid: string; token: string };
/** The demo client contact's relationship to a sent shortlist of their company's job. */
let portal: { uid: string; jobId: number };

beforeAll(async () => {
  api = await startTestApi();
  const [relationship] = await rawQuery<{ id: number; uid: string }>(
    api,
    `select r.id, r.uid from shortlist_relationships r
     where r.client_contact_id is null and r.revoked_at is null
       and exists (select 1 from shortlist_items i where i.shortlist_id = r.shortlist_id)
     order by r.id limit 1`,
  );
  if (!relationship) throw new Error("The demo has an outside reviewer's shortlist");
  const token = randomBytes(32).toString("base64url");
  // Only the token's SHA-256 is stored (apps/api/src/shortlists/tokens.ts), as issuing one does.
  await rawQuery(api, "update shortlist_relationships set token_hash = $1, expires_at = null where id = $2", [
    createHash("sha256").update(token).digest("hex"),
    relationship.id,
  ]);
  // A reviewer with no evaluations yet, so each vote's effect on the counts is known.
  await rawQuery(api, "delete from like_candidates where shortlist_relationship_id = $1", [relationship.id]);
  outside = { uid: relationship.uid, token };

  const [own] = await rawQuery<{ uid: string; job_id: number }>(
    api,
    `select r.uid, s.job_id from shortlist_relationships r
     join shortlists s on s.id = r.shortlist_id
     join client_contacts c on c.id = r.client_contact_id
     where lower(c.email) = $1 and s.sent_at is not null
       and exists (select 1 from shortlist_items i where i.shortlist_id = r.shortlist_id)
     order by r.id limit 1`,
    [DEMO_ACCOUNTS.client.email],
  );
  if (!own) throw new Error("The demo client has a sent shortlist");
  portal = { uid: own.uid, jobId: Number(own.job_id) };
}, 120_000);

afterAll(async () => {
  await api?.close();
});

function recordSessionExpiry(http: { onSessionExpired: (listener: (event: SessionExpiredEvent) => void) => unknown }) {
  const events: SessionExpiredEvent[] = [];
  http.onSessionExpired((event) => events.push(event));
  return events;
}

describe("an outside reviewer with the shortlist's token", () => {
  it("opens the shortlist, likes, changes to a dislike and stars, with counts from the server", async () => {
    const http = api.anonymous();
    const reviewer: ShortlistReviewer = { kind: "token", token: outside.token };
    const review = await getShortlist(http, reviewer, outside.uid);
    expect(review.shortlist_relationship.uid).toBe(outside.uid);
    expect(review.applies.length).toBeGreaterThan(0);
    const apply = review.applies[0];
    if (!apply) throw new Error("unreachable");

    const liked = await likeCandidate(http, reviewer, outside.uid, {
      apply_id: apply.id,
      like_avaliation: true,
      type_avaliation: LIKE_DISLIKE,
      description: "Muito bom",
    });
    expect(liked.like_candidate).toMatchObject({ apply_id: apply.id, avaliation: true, description: "Muito bom" });
    expect(liked.counts.like_candidate).toBeGreaterThanOrEqual(1);

    // Spec §4: disliking removes the prior like — one vote per reviewer.
    const disliked = await likeCandidate(http, reviewer, outside.uid, {
      apply_id: apply.id,
      like_avaliation: false,
      type_avaliation: LIKE_DISLIKE,
      description: "Pensando melhor, não",
    });
    expect(disliked.counts.like_candidate).toBe(liked.counts.like_candidate - 1);
    expect(disliked.counts.deslike_candidate).toBe(liked.counts.deslike_candidate + 1);

    const starred = await likeCandidate(http, reviewer, outside.uid, {
      apply_id: apply.id,
      like_avaliation: true,
      type_avaliation: STAR,
      description: "",
    });
    expect(starred.counts.star_candidate).toBe(disliked.counts.star_candidate + 1);
    expect(starred.counts.deslike_candidate).toBe(disliked.counts.deslike_candidate);

    const evaluations = await getLikeCandidates(http, reviewer, outside.uid);
    expect(evaluations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ apply_id: apply.id, type_avaliation: LIKE_DISLIKE, avaliation: false }),
        expect.objectContaining({ apply_id: apply.id, type_avaliation: STAR, avaliation: true }),
      ]),
    );
  });

  it("answers a bad token with a typed 401 that ends nobody's session, even beside a signed-in one", async () => {
    const { http } = await api.signedIn("recruiter");
    const events = recordSessionExpiry(http);
    const error = await getShortlist(http, { kind: "token", token: "not-the-token" }, outside.uid).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe("shortlist_token_invalid");
    expect(events).toEqual([]);
  });

  it("refuses an apply outside the shortlist, naming the field", async () => {
    const error = (await likeCandidate(api.anonymous(), { kind: "token", token: outside.token }, outside.uid, {
      apply_id: 2_000_000_000,
      like_avaliation: true,
      type_avaliation: LIKE_DISLIKE,
      description: "",
    }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(Object.keys(error.fields)).toEqual(["like_candidate.apply_id"]);
  });

  it("refetches the review and the evaluations after an evaluation, and keeps the token out of the keys", async () => {
    const http = api.anonymous();
    const reviewer: ShortlistReviewer = { kind: "token", token: outside.token };
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const review = shortlistQueries.review(http, reviewer, outside.uid);
    const evaluations = shortlistQueries.likeCandidates(http, reviewer, outside.uid);
    expect(JSON.stringify([review.queryKey, evaluations.queryKey])).not.toContain(outside.token);
    const before = await queryClient.fetchQuery(review);
    await queryClient.fetchQuery(evaluations);
    const apply = before.applies.at(-1);
    if (!apply) throw new Error("unreachable");

    await runMutation(queryClient, shortlistMutations.like(http, reviewer, outside.uid), {
      apply_id: apply.id,
      like_avaliation: true,
      type_avaliation: LIKE_DISLIKE,
      description: "",
    });
    expect(queryClient.getQueryState(review.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(evaluations.queryKey)?.isInvalidated).toBe(true);
    const after = await queryClient.fetchQuery(review);
    expect(after.applies.find((item) => item.id === apply.id)?.like_candidates).toBeGreaterThanOrEqual(
      apply.like_candidates,
    );
  });
});

describe("a signed-in client contact", () => {
  it("reviews their company's shortlist under the job", async () => {
    const { http } = await api.signedIn("client");
    const reviewer: ShortlistReviewer = { kind: "clientContact", jobId: portal.jobId };
    const review = await getShortlist(http, reviewer, portal.uid);
    expect(review.shortlist.job.id).toBe(portal.jobId);
    const apply = review.applies[0];
    if (!apply) throw new Error("The demo client's shortlist has candidates");
    const liked = await likeCandidate(http, reviewer, portal.uid, {
      apply_id: apply.id,
      like_avaliation: true,
      type_avaliation: LIKE_DISLIKE,
      description: "Gostei",
    });
    expect(liked.like_candidate.apply_id).toBe(apply.id);
    await expect(getLikeCandidates(http, reviewer, portal.uid)).resolves.toEqual(
      expect.arrayContaining([expect.objectContaining({ apply_id: apply.id, avaliation: true })]),
    );
  });

  it("does not find another job's shortlist, and a signed-out contact's 401 is an expired session", async () => {
    const { http, token } = await api.signedIn("client");
    const other = (await getShortlist(http, { kind: "clientContact", jobId: portal.jobId + 100_000 }, portal.uid).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(other.status).toBe(404);

    const stale = api.anonymous({ getToken: () => `${token}x` });
    const events = recordSessionExpiry(stale);
    await getShortlist(stale, { kind: "clientContact", jobId: portal.jobId }, portal.uid).catch(() => undefined);
    expect(events).toHaveLength(1);
  });
});

describe("comments", () => {
  it("a link holder comments on a candidate and reads their thread; a client contact by uid alone too", async () => {
    const http = api.anonymous();
    const reviewer: ShortlistReviewer = { kind: "token", token: outside.token };
    const [apply] = (await getShortlist(http, reviewer, outside.uid)).applies;
    if (!apply) throw new Error("The demo's link has candidates");
    const comment = await addShortlistComment(http, reviewer, outside.uid, { apply_id: apply.id, body: "Disponível?" });
    expect(comment).toMatchObject({ apply_id: apply.id, author: { kind: "reviewer" }, body: "Disponível?" });
    expect(await getShortlistComments(http, reviewer, outside.uid)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: comment.id })]),
    );

    const { http: contactHttp } = await api.signedIn("client");
    const contact: ShortlistReviewer = { kind: "clientContact" };
    const review = await getShortlist(contactHttp, contact, portal.uid);
    expect(review.shortlist.job.id).toBe(portal.jobId);
    const [first] = review.applies;
    if (!first) throw new Error("unreachable");
    await addShortlistComment(contactHttp, contact, portal.uid, { apply_id: first.id, body: "Quero conhecer" });
    const thread = await getShortlistComments(contactHttp, contact, portal.uid);
    expect(thread.map((item) => item.body)).toContain("Quero conhecer");
    expect(thread.map((item) => item.id)).not.toContain(comment.id);
  });

  it("refuses a comment over its limit, naming the field", async () => {
    const reviewer: ShortlistReviewer = { kind: "token", token: outside.token };
    const [apply] = (await getShortlist(api.anonymous(), reviewer, outside.uid)).applies;
    const error = (await addShortlistComment(api.anonymous(), reviewer, outside.uid, {
      apply_id: apply?.id ?? 0,
      body: "x".repeat(2001),
    }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields)).toContain("comment.body");
  });
});

describe("the link's first open", () => {
  it("keeps a working token (the API answers its cookie) and refuses a wrong one with the link's 401", async () => {
    await expect(keepShortlistLink(api.anonymous(), outside.uid, outside.token)).resolves.toBeUndefined();
    const error = (await keepShortlistLink(api.anonymous(), outside.uid, "not-the-token").catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(401);
    expect(error.code).toBe("shortlist_token_invalid");
  });
});
