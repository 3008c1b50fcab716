/**
 * Reviewing a shortlist by link and its comments (spec §4, §6, §7): the link's token is exchanged for a cookie scoped
 * to its shortlist's pages; a token opens one shortlist; unknown, wrong, revoked and expired tokens get one answer;
 * guessing is limited per address; the answers are noindex and send no referrer; a dislike says why; comments are
 * kept per reviewer and apply, answered by recruiters, and reach the job's recruiters live. On both databases: the
 * comments' SQL and check, the live messages and the limit's counters are theirs.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { streams } from "../src/live/bus";
import { type RunningServer, startServer } from "../src/server";
import { createShortlistReviewer, issueShortlistToken, revokeShortlistToken } from "../src/shortlists/tokens";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { ALL_PERMISSIONS, account, createWorld, insert, link, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";
import { shortlistWorld } from "./support/shortlistWorld";

type Reviewer = { id: number; uid: string; token: string };

describe.each(DATABASE_KINDS)("a shortlist by link, and its comments, on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let job: number;
  let shortlist: number;
  let otherShortlist: number;
  let applyIds: number[];
  let otherApply: number;
  let reviewer: Reviewer;
  let otherReviewer: Reviewer;
  const contactUid = "linkcontact01";
  const otherContactUid = "linkcontact02";
  const tokens: Record<"client" | "otherClient" | "admin" | "reader" | "outsider" | "candidate", string> = {
    client: "",
    otherClient: "",
    admin: "",
    reader: "",
    outsider: "",
    candidate: "",
  };

  beforeAll(async () => {
    storage = await createTestStorage(kind, "shortlistLink");
    server = await startServer(testConfig(storage, { SHORTLIST_LINK_PER_MINUTE: "1000" }), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    const db = server.db;
    const business = world.business;
    const otherCompany = await insert(db, schema.client_companies, { business_id: business, name: "Beta", status: 1 });
    const sent = new Date().toISOString();
    ({ job, applyIds, shortlist } = await shortlistWorld(db, world, {
      title: "Diretora Financeira",
      candidates: ["Beatriz Souza", "Artur Lima"].map((name, index) => ({
        name,
        email: `link${index}@test.example`,
        status: 3,
      })),
      shortlist: "Shortlist A",
      sentAt: sent,
    }));
    const other = await shortlistWorld(db, world, {
      title: "Gerente de TI",
      company: otherCompany,
      candidates: [world.candidate.id],
      shortlist: "Shortlist B",
      sentAt: sent,
    });
    otherShortlist = other.shortlist;
    otherApply = other.applyIds[0] as number;
    reviewer = await createShortlistReviewer(db, { shortlistId: shortlist, name: "Conselheira" });
    otherReviewer = await createShortlistReviewer(db, { shortlistId: otherShortlist, name: "Outro" });
    await insert(db, schema.shortlistRelationships as never, {
      business_id: business,
      uid: contactUid,
      shortlist_id: shortlist,
      client_contact_id: world.clientContact.id,
      sent_at: sent,
    });
    const otherAccount = await account(db, "client_contacts", "b.client@test.example", business);
    const otherContact = await insert(db, schema.client_contacts, {
      business_id: business,
      name: "Otto",
      email: "b.client@test.example",
      client_company_id: otherCompany,
      portal_access: true,
      active: true,
      account_id: otherAccount,
    });
    await insert(db, schema.shortlistRelationships as never, {
      business_id: business,
      uid: otherContactUid,
      shortlist_id: otherShortlist,
      client_contact_id: otherContact,
      sent_at: sent,
    });
    // A recruiter who may do anything, but in another business only.
    const outsiderAccount = await account(db, "recruiters", "outsider@test.example", null);
    const outsiderRole = await insert(db, schema.roles, { name: "Tudo", permissions: ALL_PERMISSIONS });
    const outsider = await insert(db, schema.recruiters, {
      name: "Olga Outra",
      email: "outsider@test.example",
      role_id: outsiderRole,
      is_admin: false,
      active: true,
      account_id: outsiderAccount,
    });
    await link(db, schema.recruiters_businesses, outsider, world.otherBusiness);

    const signIn = async (strategy: string, email: string) =>
      (await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } })).json().token as string;
    tokens.client = await signIn("client_contacts", world.clientContact.email);
    tokens.otherClient = await signIn("client_contacts", "b.client@test.example");
    tokens.admin = await signIn("recruiters", world.admin.email);
    tokens.reader = await signIn("recruiters", world.recruiter.email);
    tokens.outsider = await signIn("recruiters", "outsider@test.example");
    tokens.candidate = await signIn("candidates", world.candidate.email);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });
  beforeEach(async () => {
    await queryRows(server.db, sql`delete from like_candidates`);
    await queryRows(server.db, sql`delete from shortlist_comments`);
  });

  const count = async (table: "like_candidates" | "shortlist_comments") =>
    Number(
      (await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]?.n ?? -1,
    );

  describe("the link's exchange for a cookie", () => {
    it("sets an HttpOnly, SameSite=Lax cookie holding the token, scoped to that shortlist's pages", async () => {
      const response = await call("POST", `/shortlist_relationships/${reviewer.uid}/cookie`, { token: reviewer.token });
      expect(response.statusCode, response.body).toBe(204);
      const cookies = [response.headers["set-cookie"]].flat().filter(Boolean) as string[];
      expect(cookies).toHaveLength(1);
      const [cookie] = cookies as [string];
      expect(cookie.startsWith(`seleta_shortlist=${reviewer.token};`)).toBe(true);
      expect(cookie).toContain(`Path=/shortlist/${reviewer.uid};`);
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Lax");
      expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(86_400);
    });

    it("lives no longer than the link", async () => {
      const soon = await createShortlistReviewer(server.db, {
        shortlistId: shortlist,
        expiresAt: new Date(Date.now() + 3600_000),
      });
      const response = await call("POST", `/shortlist_relationships/${soon.uid}/cookie`, { token: soon.token });
      const cookie = String(response.headers["set-cookie"]);
      expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeLessThanOrEqual(3600);
    });

    it("sets nothing for a token of another shortlist, a revoked or an expired one", async () => {
      const revoked = await createShortlistReviewer(server.db, { shortlistId: shortlist });
      await revokeShortlistToken(server.db, revoked.id);
      const expired = await createShortlistReviewer(server.db, { shortlistId: shortlist });
      const expiredToken = await issueShortlistToken(server.db, expired.id, { expiresAt: new Date(Date.now() - 1000) });
      for (const [uid, token] of [
        [otherReviewer.uid, reviewer.token],
        [revoked.uid, revoked.token],
        [expired.uid, expiredToken],
      ] as const) {
        const response = await call("POST", `/shortlist_relationships/${uid}/cookie`, { token });
        expect(response.statusCode).toBe(401);
        expect(response.headers["set-cookie"]).toBeUndefined();
      }
    });
  });

  describe("one link, one shortlist", () => {
    it("opens A with A's token, and B with no token but B's", async () => {
      expect(
        (await call("GET", `/shortlist_relationships/${reviewer.uid}/`, { token: reviewer.token })).statusCode,
      ).toBe(200);
      for (const path of ["/", "/like_candidates/", "/comments/"]) {
        const response = await call("GET", `/shortlist_relationships/${otherReviewer.uid}${path}`, {
          token: reviewer.token,
        });
        expect(response.statusCode, path).toBe(401);
      }
      const comment = await call("POST", `/shortlist_relationships/${otherReviewer.uid}/comments/`, {
        token: reviewer.token,
        body: { comment: { apply_id: otherApply, body: "Entrei?" } },
      });
      expect(comment.statusCode).toBe(401);
      expect(await count("shortlist_comments")).toBe(0);
    });

    it("answers an unknown, a wrong, a revoked and an expired token alike (no oracle)", async () => {
      const revoked = await createShortlistReviewer(server.db, { shortlistId: shortlist });
      await revokeShortlistToken(server.db, revoked.id);
      const expired = await createShortlistReviewer(server.db, { shortlistId: shortlist });
      const expiredToken = await issueShortlistToken(server.db, expired.id, { expiresAt: new Date(Date.now() - 1000) });
      const answers = [];
      for (const [uid, token] of [
        ["unknownuid0001", reviewer.token],
        [reviewer.uid, `${reviewer.token.slice(0, -2)}xx`],
        [revoked.uid, revoked.token],
        [expired.uid, expiredToken],
      ] as const) {
        const response = await call("GET", `/shortlist_relationships/${uid}/`, { token });
        const { request_id: _id, ...error } = response.json().error;
        answers.push([response.statusCode, error]);
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]?.[0]).toBe(401);
    });

    it("opens each link by its own token when links are opened together (looked up in one batch)", async () => {
      const wrong = `${reviewer.token.slice(0, -2)}xx`;
      const together = await Promise.all(
        [
          [reviewer.uid, wrong],
          [reviewer.uid, reviewer.token],
          [otherReviewer.uid, reviewer.token],
          [otherReviewer.uid, otherReviewer.token],
          [reviewer.uid, otherReviewer.token],
        ].map(([uid, token]) => call("GET", `/shortlist_relationships/${uid}/`, { token })),
      );
      expect(together.map((response) => response.statusCode)).toEqual([401, 200, 401, 200, 401]);
      expect(together[1]?.json().shortlist_relationship.uid).toBe(reviewer.uid);
      expect(together[3]?.json().shortlist_relationship.uid).toBe(otherReviewer.uid);
    });

    it("answers in the reviewer's language", async () => {
      const response = await call("GET", "/shortlist_relationships/unknownuid0001/", {
        token: reviewer.token,
        headers: { "accept-language": "en" },
      });
      expect(response.json().error.message).toBe("This shortlist link is invalid or has expired.");
      const pt = await call("GET", "/shortlist_relationships/unknownuid0001/", {
        token: reviewer.token,
        headers: { "accept-language": "pt-BR" },
      });
      expect(pt.json().error.message).toBe("Este link de shortlist não é válido ou expirou.");
    });

    it("is noindex and sends no referrer, whatever the answer", async () => {
      for (const token of [reviewer.token, "wrong-token"]) {
        const response = await call("GET", `/shortlist_relationships/${reviewer.uid}/`, { token });
        expect(response.headers["x-robots-tag"]).toBe("noindex");
        expect(response.headers["referrer-policy"]).toBe("no-referrer");
      }
    });
  });

  describe("ratings", () => {
    const rate = (likeCandidate: Record<string, unknown>) =>
      call("POST", `/shortlist_relationships/${reviewer.uid}/like_candidates/`, {
        token: reviewer.token,
        headers: { "accept-language": "pt-BR" },
        body: { like_candidate: { type_avaliation: 1, apply_id: applyIds[0], ...likeCandidate } },
      });

    it("refuses a dislike without a description, keeping nothing, then takes it with one", async () => {
      for (const description of [undefined, null, "", "   "]) {
        const refused = await rate({ like_avaliation: false, description });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().error).toMatchObject({
          code: "dislike_needs_description",
          fields: { "like_candidate.description": ["Diga por que não gostou do candidato."] },
        });
      }
      expect(await count("like_candidates")).toBe(0);
      const taken = await rate({ like_avaliation: false, description: "Pouca experiência" });
      expect(taken.statusCode).toBe(200);
      expect(taken.json().counts).toMatchObject({ deslike_candidate: 1, amount_description: 1 });
      // A like needs none, and replaces the dislike.
      const liked = await rate({ like_avaliation: true });
      expect(liked.json().counts).toMatchObject({ like_candidate: 1, deslike_candidate: 0 });
    });

    it("marks the link opened when its holder rates, even by a call that opened nothing first", async () => {
      const fresh = await createShortlistReviewer(server.db, { shortlistId: shortlist });
      const openedAt = async () =>
        (
          await queryRows<{ last_access_at: unknown }>(
            server.db,
            sql`select last_access_at from shortlist_relationships where id = ${fresh.id}`,
          )
        )[0]?.last_access_at ?? null;
      expect(await openedAt()).toBeNull();
      const rated = await call("POST", `/shortlist_relationships/${fresh.uid}/like_candidates/`, {
        token: fresh.token,
        body: { like_candidate: { type_avaliation: 2, apply_id: applyIds[0], like_avaliation: true } },
      });
      expect(rated.statusCode, rated.body).toBe(200);
      expect(await openedAt()).not.toBeNull();
      await queryRows(server.db, sql`delete from shortlist_relationships where id = ${fresh.id}`);
    });

    it("refuses an apply of another shortlist in the reviewer's language", async () => {
      const response = await rate({ like_avaliation: true, apply_id: otherApply });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toBe("Este candidato não está nesta shortlist.");
      expect(await count("like_candidates")).toBe(0);
    });

    it("keeps the apply's counts exact when many reviewers rate the same candidate at once", async () => {
      const [, second] = applyIds as [number, number];
      const crowd = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          createShortlistReviewer(server.db, { shortlistId: shortlist, name: `Sócia ${index + 1}` }),
        ),
      );
      try {
        const answers = await Promise.all(
          crowd.map((member, index) =>
            call("POST", `/shortlist_relationships/${member.uid}/like_candidates/`, {
              token: member.token,
              body: {
                like_candidate: {
                  type_avaliation: 1,
                  apply_id: second,
                  like_avaliation: index % 3 !== 0,
                  description: index % 3 === 0 ? "Pouca vivência em M&A" : "",
                },
              },
            }),
          ),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(crowd.map(() => 200));
        const [stored] = await queryRows<{ like_candidates: number; deslike_candidates: number; amount: number }>(
          server.db,
          sql`select like_candidates, deslike_candidates, amount_description as amount from applies
              where id = ${second}`,
        );
        expect(stored).toEqual({ like_candidates: 8, deslike_candidates: 4, amount: 4 });
        // Each answer counts every rating kept before it: the last one kept counts them all.
        const likes = answers.map((answer) => answer.json().counts.like_candidate as number);
        const dislikes = answers.map((answer) => answer.json().counts.deslike_candidate as number);
        expect(Math.max(...likes.map((like, index) => like + (dislikes[index] as number)))).toBe(12);
      } finally {
        await queryRows(
          server.db,
          sql`delete from shortlist_relationships where id in (${sql.join(
            crowd.map((member) => sql`${member.id}`),
            sql`, `,
          )})`,
        );
      }
    });

    // PGlite runs one query at a time on the server's thread: a burst of ratings is served one statement after
    // the other, so what one rating costs is its count of statements (docs/performance.md, the ratings' burst).
    it.runIf(kind === "pglite")(
      "costs one statement for the link's limit, one for the token, four for the rating, one to notify",
      async () => {
        expect((await rate({ like_avaliation: true })).statusCode).toBe(200);
        await server.settled();
        const client = (server.db.driver as { client: { _runExclusiveQuery: (query: () => unknown) => unknown } })
          .client;
        const original = client._runExclusiveQuery;
        let statements = 0;
        client._runExclusiveQuery = function (this: unknown, query: () => unknown) {
          statements += 1;
          return original.call(this, query);
        };
        // The server's own timers (the mail delivery's and the jobs' polls) may query during one rating: the least
        // of three ratings of the same kind is what a rating costs.
        const counts: number[] = [];
        try {
          for (const like of [false, true, false]) {
            statements = 0;
            const body = like
              ? { like_avaliation: true }
              : { like_avaliation: false, description: "Pouca experiência" };
            expect((await rate(body)).statusCode).toBe(200);
            await server.settled();
            counts.push(statements);
          }
        } finally {
          client._runExclusiveQuery = original;
        }
        // The link's limit, the token, BEGIN, the evaluation kept under the apply's lock, the recount, COMMIT, and the
        // notification with its recipients.
        expect(Math.min(...counts)).toBe(7);
      },
    );
  });

  describe("comments", () => {
    const post = (body: unknown, token = reviewer.token) =>
      call("POST", `/shortlist_relationships/${reviewer.uid}/comments/`, { token, body });
    const read = async () =>
      (await call("GET", `/shortlist_relationships/${reviewer.uid}/comments/`, { token: reviewer.token })).json()
        .comments;

    it("keeps the reviewer's comment, and a recruiter's answer in the same thread", async () => {
      const [first] = applyIds as [number];
      const created = await post({ comment: { apply_id: first, body: "  Podemos entrevistar na terça?  " } });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().comment).toMatchObject({
        apply_id: first,
        author: { kind: "reviewer", name: "Conselheira" },
        body: "Podemos entrevistar na terça?",
      });
      const answer = await call("POST", `/recruiters/shortlist_relationships/${reviewer.uid}/comments/`, {
        token: tokens.admin,
        body: { comment: { apply_id: first, body: "Sim, às 10h." } },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().comment.author).toEqual({ kind: "recruiter", name: "Ana Admin" });
      expect((await read()).map((comment: { body: string }) => comment.body)).toEqual([
        "Podemos entrevistar na terça?",
        "Sim, às 10h.",
      ]);
      const recruiterView = await call("GET", `/recruiters/shortlist_relationships/${reviewer.uid}/comments/`, {
        token: tokens.admin,
      });
      expect(recruiterView.json().comments).toHaveLength(2);
    });

    it("keeps each reviewer's threads their own", async () => {
      const [first] = applyIds as [number];
      await post({ comment: { apply_id: first, body: "Só meu" } });
      const contact = await call("GET", `/client_contacts/shortlist_relationships/${contactUid}/comments/`, {
        token: tokens.client,
      });
      expect(contact.statusCode).toBe(200);
      expect(contact.json().comments).toEqual([]);
    });

    it("refuses a comment over its limit, a blank one and one on an apply outside the shortlist, keeping nothing", async () => {
      const [first] = applyIds as [number];
      const long = await post({ comment: { apply_id: first, body: "x".repeat(2001) } });
      expect(long.statusCode).toBe(400);
      expect(Object.keys(long.json().error.fields)).toContain("comment.body");
      const blank = await post({ comment: { apply_id: first, body: "   " } });
      expect(blank.statusCode).toBe(400);
      const outside = await post({ comment: { apply_id: otherApply, body: "Este?" } });
      expect(outside.statusCode).toBe(422);
      expect(Object.keys(outside.json().error.fields)).toEqual(["comment.apply_id"]);
      expect(await count("shortlist_comments")).toBe(0);
      // Exactly at the limit is kept.
      expect((await post({ comment: { apply_id: first, body: "x".repeat(2000) } })).statusCode).toBe(201);
    });

    it("is held to its length by the database too, whatever writes it", async () => {
      const write = (body: string) =>
        queryRows(
          server.db,
          sql`insert into shortlist_comments (business_id, shortlist_relationship_id, apply_id, body)
              values (${world.business}, ${reviewer.id}, ${applyIds[0]}, ${body})`,
        );
      await expect(write("x".repeat(2001))).rejects.toThrow();
      await expect(write("")).rejects.toThrow();
      expect(await count("shortlist_comments")).toBe(0);
    });

    it("reaches the job's recruiters live as a Shortlist notification linking to the shortlist", async () => {
      const [, second] = applyIds as [number, number];
      const heard: unknown[] = [];
      const stop = server.live.subscribe(streams.notifications(world.admin.id), (message) => heard.push(message));
      try {
        expect((await post({ comment: { apply_id: second, body: "Gostei da trajetória" } })).statusCode).toBe(201);
        await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 5000, interval: 20 });
      } finally {
        stop();
      }
      expect(heard[0]).toMatchObject({
        notification: {
          kind: "like",
          category: "shortlist",
          message: "Conselheira comentou sobre Artur Lima na shortlist de Diretora Financeira",
          link: `/recruiters/jobs/${job}/applies?shortlist=${shortlist}`,
        },
        shortlist: { id: shortlist, job_id: job, apply_id: second },
      });
    });

    it("lets a recruiter read and answer only with the right on applies, in their own business", async () => {
      const path = `/recruiters/shortlist_relationships/${reviewer.uid}/comments/`;
      const body = { comment: { apply_id: applyIds[0], body: "Resposta" } };
      expect((await call("GET", path, { token: tokens.reader })).statusCode).toBe(403);
      expect((await call("POST", path, { token: tokens.reader, body })).statusCode).toBe(403);
      expect((await call("GET", path, { token: tokens.outsider })).statusCode).toBe(404);
      expect((await call("POST", path, { token: tokens.outsider, body })).statusCode).toBe(404);
      expect((await call("GET", path, { token: tokens.candidate })).statusCode).toBe(403);
      expect((await call("GET", path, { token: tokens.client })).statusCode).toBe(403);
      expect((await call("GET", path)).statusCode).toBe(401);
      // The link's token is no recruiter.
      expect((await call("GET", path, { token: reviewer.token })).statusCode).toBe(401);
      expect(await count("shortlist_comments")).toBe(0);
    });
  });

  describe("a shortlist's threads on the builder", () => {
    const threads = (id: number, token = tokens.admin) =>
      call("GET", `/recruiters/shortlists/${id}/comments`, { token });

    it("reads every reviewer's thread of the shortlist, each named, oldest first, and no other shortlist's", async () => {
      const [first, second] = applyIds as [number, number];
      const link = (uid: string, token: string, apply: number, body: string) =>
        call("POST", `/shortlist_relationships/${uid}/comments/`, {
          token,
          body: { comment: { apply_id: apply, body } },
        });
      expect((await link(reviewer.uid, reviewer.token, first, "Primeiro")).statusCode).toBe(201);
      const byContact = await call("POST", `/client_contacts/shortlist_relationships/${contactUid}/comments/`, {
        token: tokens.client,
        body: { comment: { apply_id: second, body: "Do contato" } },
      });
      expect(byContact.statusCode, byContact.body).toBe(201);
      const answer = await call("POST", `/recruiters/shortlist_relationships/${reviewer.uid}/comments/`, {
        token: tokens.admin,
        body: { comment: { apply_id: first, body: "Resposta" } },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      expect((await link(otherReviewer.uid, otherReviewer.token, otherApply, "Outra shortlist")).statusCode).toBe(201);

      const read = await threads(shortlist);
      expect(read.statusCode, read.body).toBe(200);
      expect(
        read
          .json()
          .comments.map((comment: { apply_id: number; body: string; author: unknown; thread: unknown }) => [
            comment.apply_id,
            comment.body,
            comment.author,
            comment.thread,
          ]),
      ).toEqual([
        [first, "Primeiro", { kind: "reviewer", name: "Conselheira" }, { uid: reviewer.uid, reviewer: "Conselheira" }],
        [
          second,
          "Do contato",
          { kind: "reviewer", name: "Clara Cliente" },
          { uid: contactUid, reviewer: "Clara Cliente" },
        ],
        [first, "Resposta", { kind: "recruiter", name: "Ana Admin" }, { uid: reviewer.uid, reviewer: "Conselheira" }],
      ]);

      // A candidate taken out of the shortlist takes their threads off the builder; back in, they return.
      const bodies = async () =>
        (await threads(shortlist)).json().comments.map((comment: { body: string }) => comment.body);
      const removed = await call("DELETE", `/recruiters/shortlists/${shortlist}/items/${second}`, {
        token: tokens.admin,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await bodies()).toEqual(["Primeiro", "Resposta"]);
      const back = await call("POST", `/recruiters/shortlists/${shortlist}/items`, {
        token: tokens.admin,
        body: { apply_ids: [second] },
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(await bodies()).toEqual(["Primeiro", "Do contato", "Resposta"]);
    });

    it("follows the builder's read rule: 403 without the right, 404 for another business's or an unknown one", async () => {
      expect((await threads(shortlist, tokens.reader)).statusCode).toBe(403);
      expect((await threads(shortlist, tokens.outsider)).statusCode).toBe(404);
      expect((await threads(999_999)).statusCode).toBe(404);
      expect((await threads(shortlist, tokens.client)).statusCode).toBe(403);
      expect((await call("GET", `/recruiters/shortlists/${shortlist}/comments`)).statusCode).toBe(401);
    });
  });

  describe("a client contact's review by the relationship's uid alone", () => {
    const base = (uid: string) => `/client_contacts/shortlist_relationships/${uid}`;

    it("opens their own relationship, rates and comments there", async () => {
      const opened = await call("GET", `${base(contactUid)}/`, { token: tokens.client });
      expect(opened.statusCode).toBe(200);
      expect(opened.json().applies.map((apply: { id: number }) => apply.id)).toEqual(applyIds);
      const rated = await call("POST", `${base(contactUid)}/like_candidates/`, {
        token: tokens.client,
        body: { like_candidate: { like_avaliation: true, type_avaliation: 2, apply_id: applyIds[0] } },
      });
      expect(rated.statusCode).toBe(200);
      const commented = await call("POST", `${base(contactUid)}/comments/`, {
        token: tokens.client,
        body: { comment: { apply_id: applyIds[0], body: "Favorita" } },
      });
      expect(commented.json().comment.author).toEqual({ kind: "reviewer", name: "Clara Cliente" });
    });

    it("is the same 404 for another company's contact, another contact's uid and a link's uid", async () => {
      const refused: [string, string][] = [
        [contactUid, tokens.otherClient],
        [otherContactUid, tokens.client],
        [reviewer.uid, tokens.client],
      ];
      for (const [uid, token] of refused) {
        for (const suffix of ["/", "/like_candidates/", "/comments/"]) {
          expect((await call("GET", `${base(uid)}${suffix}`, { token })).statusCode, `${uid}${suffix}`).toBe(404);
        }
        const comment = await call("POST", `${base(uid)}/comments/`, {
          token,
          body: { comment: { apply_id: applyIds[0], body: "Oi" } },
        });
        expect(comment.statusCode).toBe(404);
      }
      expect(await count("shortlist_comments")).toBe(0);
    });
  });
});

describe.each(DATABASE_KINDS)("guessing shortlist links on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "shortlistGuess");
    server = await startServer(testConfig(storage, { SHORTLIST_LINK_PER_MINUTE: "5" }));
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("is limited per address: past the limit every token gets 429, other addresses still get through", async () => {
    const call = caller(server.app);
    const guess = (address: string) =>
      server.app.inject({
        method: "GET",
        url: "/api/v1/shortlist_relationships/guesseduid001/",
        headers: { authorization: "Bearer not-the-token" },
        remoteAddress: address,
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess("203.0.113.7")).statusCode).toBe(401);
    const limited = await guess("203.0.113.7");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe("shortlist_link_rate_limited");
    expect((await guess("198.51.100.9")).statusCode).toBe(401);
    // Without a token nothing is counted or guessed.
    expect((await call("GET", "/shortlist_relationships/guesseduid001/")).statusCode).toBe(401);
  });
});
