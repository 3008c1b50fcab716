/**
 * Spec §3/§6/§7: a per-shortlist token opens its own shortlist and nothing else; its holder and
 * the client's contacts evaluate the shortlist's candidates (one evaluation per type, a like replaces a dislike).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../src/auth/secrets";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createShortlistReviewer, issueShortlistToken, revokeShortlistToken } from "../src/shortlists/tokens";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { account, createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";
import { shortlistWorld } from "./support/shortlistWorld";

const like = (apply_id: number, extra: Record<string, unknown> = {}) => ({
  body: { like_candidate: { like_avaliation: true, type_avaliation: 1, apply_id, description: "", ...extra } },
});

describe.each(DEFAULT_DATABASE)("shortlist review on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let job: number;
  let otherJob: number;
  let shortlist: number;
  let otherShortlist: number;
  let unsentShortlist: number;
  let applyIds: number[];
  let otherApply: number;
  let reviewer: { id: number; uid: string; token: string };
  let otherReviewer: { id: number; uid: string; token: string };
  let contactUid: string;
  let otherCompanyContactToken: string;
  let clientToken: string;
  let recruiterToken: string;
  let candidateToken: string;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "shortlists");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    const db = server.db;
    const business = world.business;

    const otherCompany = await insert(db, schema.client_companies, {
      business_id: business,
      name: "Beta SA",
      status: 1,
    });
    const people = [
      {
        name: "Beatriz Souza",
        role_name: "CFO",
        city: "São Paulo",
        cpf: "52998224725",
        mobile_phone: "+5511999990000",
        current_experience: {
          company: "Banco X",
          role: "CFO",
          start_date: "2020-01-01",
          salary: 45000,
          bonus: 90000,
          benefits: "carro",
        },
        other_experiences: [{ company: "Banco Y", role: "Controller", start_date: "2015-01-01", salary: 20000 }],
        skills: [{ name: "IFRS", years: 3, level: 3 }],
      },
      { name: "Artur Lima", role_name: "Controller" },
      { name: "Caio Dias", role_name: "Tesoureiro" },
    ];
    ({ job, applyIds, shortlist } = await shortlistWorld(db, world, {
      title: "Diretora Financeira",
      candidates: people.map((person, index) => ({
        email: `person${index}@test.example`,
        status: 3,
        ethnicity: 1,
        ...person,
      })),
      shortlist: "Shortlist — Diretora Financeira",
      // Positions, not insertion order, give the order the client sees.
      items: [
        { candidate: 1, position: 2, comments: null },
        { candidate: 0, position: 1, comments: "Forte em M&A" },
        { candidate: 2, position: 3, comments: null },
      ],
    }));
    const other = await shortlistWorld(db, world, {
      title: "Gerente de TI",
      company: otherCompany,
      candidates: [world.candidate.id],
      shortlist: "Shortlist — Gerente de TI",
    });
    otherJob = other.job;
    otherShortlist = other.shortlist;
    otherApply = other.applyIds[0] as number;

    unsentShortlist = await insert(db, schema.shortlists as never, {
      business_id: business,
      job_id: job,
      name: "Rascunho",
    });

    reviewer = await createShortlistReviewer(db, { shortlistId: shortlist, name: "Conselheira", email: "c@x.example" });
    otherReviewer = await createShortlistReviewer(db, { shortlistId: otherShortlist, name: "Outro" });

    contactUid = "clientrel0001";
    await insert(db, schema.shortlistRelationships as never, {
      business_id: business,
      uid: contactUid,
      shortlist_id: shortlist,
      client_contact_id: world.clientContact.id,
      sent_at: new Date().toISOString(),
    });
    await insert(db, schema.shortlistRelationships as never, {
      business_id: business,
      uid: "clientunsent01",
      shortlist_id: unsentShortlist,
      client_contact_id: world.clientContact.id,
    });
    // A contact of another company, with a relationship to their own company's shortlist.
    const otherAccount = await account(db, "client_contacts", "other.client@test.example", business);
    const otherContact = await insert(db, schema.client_contacts, {
      business_id: business,
      name: "Otto",
      email: "other.client@test.example",
      client_company_id: otherCompany,
      portal_access: true,
      active: true,
      account_id: otherAccount,
    });
    await insert(db, schema.shortlistRelationships as never, {
      business_id: business,
      uid: "otherclient001",
      shortlist_id: otherShortlist,
      client_contact_id: otherContact,
      sent_at: new Date().toISOString(),
    });

    const signIn = async (strategy: string, email: string) =>
      (await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } })).json().token as string;
    clientToken = await signIn("client_contacts", world.clientContact.email);
    otherCompanyContactToken = await signIn("client_contacts", "other.client@test.example");
    recruiterToken = await signIn("recruiters", world.admin.email);
    candidateToken = await signIn("candidates", world.candidate.email);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });
  beforeEach(async () => {
    await queryRows(server.db, sql`delete from like_candidates`);
  });

  describe("a per-shortlist token", () => {
    it("is at least 128 bits, stored only as its SHA-256", async () => {
      expect(Buffer.from(reviewer.token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
      const rows = await queryRows<{ token_hash: string }>(
        server.db,
        sql`select token_hash from shortlist_relationships where id = ${reviewer.id}`,
      );
      expect(rows[0]?.token_hash).toBe(hashToken(reviewer.token));
      expect(JSON.stringify(rows)).not.toContain(reviewer.token);
    });

    it("opens its shortlist: the applies in position order with the candidates' public profile", async () => {
      const response = await call("GET", `/shortlist_relationships/${reviewer.uid}/`, { token: reviewer.token });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.shortlist).toMatchObject({
        id: shortlist,
        name: "Shortlist — Diretora Financeira",
        job: { id: job, title: "Diretora Financeira" },
      });
      expect(body.shortlist_relationship).toMatchObject({ uid: reviewer.uid, name: "Conselheira" });
      expect(body.applies.map((apply: { id: number }) => apply.id)).toEqual(applyIds);
      const [first] = body.applies;
      expect(first).toMatchObject({
        position: 1,
        // The presentation is HTML; `comments` its plain text, as the reviewers' pages read it.
        presentation: "Forte em M&amp;A",
        comments: "Forte em M&A",
        like_candidates: 0,
        candidate: {
          // Not turned on by the recruiter: neither leaves.
          salary_expectation: null,
          cv: null,
          name: "Beatriz Souza",
          role_name: "CFO",
          city: "São Paulo",
          current_experience: { company: "Banco X", role: "CFO" },
          other_experiences: [{ company: "Banco Y", role: "Controller" }],
          skills: [{ name: "IFRS" }],
        },
      });
      // An allow-list: no contact details, documents, diversity data or pay reach the reviewer.
      for (const secret of ["52998224725", "person0@test.example", "+5511999990000", "45000", "90000", "carro"]) {
        expect(response.body).not.toContain(secret);
      }
      for (const key of ["email", "cpf", "mobile_phone", "ethnicity", "salary", "bonus"]) {
        expect(response.body).not.toContain(`"${key}"`);
      }
      const [{ last_access_at: touched } = { last_access_at: null }] = await queryRows<{
        last_access_at: string | null;
      }>(server.db, sql`select last_access_at from shortlist_relationships where id = ${reviewer.id}`);
      expect(touched).not.toBeNull();
    });

    it("opens only its own shortlist", async () => {
      const other = await call("GET", `/shortlist_relationships/${otherReviewer.uid}/`, { token: reviewer.token });
      expect(other.statusCode).toBe(401);
      expect(other.json().error.code).toBe("shortlist_token_invalid");
      expect(
        (await call("GET", `/shortlist_relationships/${otherReviewer.uid}/like_candidates/`, { token: reviewer.token }))
          .statusCode,
      ).toBe(401);
      const vote = await call("POST", `/shortlist_relationships/${otherReviewer.uid}/like_candidates/`, {
        token: reviewer.token,
        ...like(otherApply),
      });
      expect(vote.statusCode).toBe(401);
      // Nor a client contact's relationship to the very same shortlist.
      expect((await call("GET", `/shortlist_relationships/${contactUid}/`, { token: reviewer.token })).statusCode).toBe(
        401,
      );
    });

    it("gives access to nothing else: it is no session", async () => {
      const elsewhere = [
        "/recruiters",
        "/recruiters/businesses",
        "/recruiters/candidates",
        "/recruiters/entity_pages",
        "/recruiters/global_searchs?term=a&entity=%5B%22candidates%22%5D",
        "/candidates",
        "/client_contacts",
        `/client_contacts/jobs/${job}/shortlist_relationships/${reviewer.uid}/like_candidates/`,
      ];
      for (const path of elsewhere) {
        const response = await call("GET", path, { token: reviewer.token });
        expect(response.statusCode, path).toBe(401);
      }
    });

    it("answers 401 without a token, with a wrong one, a revoked one or an expired one", async () => {
      const path = `/shortlist_relationships/${reviewer.uid}/`;
      const missing = await call("GET", path);
      expect(missing.statusCode).toBe(401);
      expect(missing.json().error.code).toBe("unauthenticated");
      expect((await call("GET", path, { token: `${reviewer.token}x` })).statusCode).toBe(401);
      expect((await call("GET", path, { token: "x".repeat(600) })).statusCode).toBe(401);
      // A recruiter's own session is not a shortlist token either.
      expect((await call("GET", path, { token: recruiterToken })).statusCode).toBe(401);

      const temporary = await createShortlistReviewer(server.db, { shortlistId: shortlist });
      const temporaryPath = `/shortlist_relationships/${temporary.uid}/`;
      expect((await call("GET", temporaryPath, { token: temporary.token })).statusCode).toBe(200);
      await revokeShortlistToken(server.db, temporary.id);
      expect((await call("GET", temporaryPath, { token: temporary.token })).statusCode).toBe(401);

      const renewed = await issueShortlistToken(server.db, temporary.id, { expiresAt: new Date(Date.now() - 1000) });
      expect((await call("GET", temporaryPath, { token: renewed })).statusCode).toBe(401);
      const fresh = await issueShortlistToken(server.db, temporary.id);
      expect((await call("GET", temporaryPath, { token: fresh })).statusCode).toBe(200);
      // Issuing again replaced the earlier token.
      expect((await call("GET", temporaryPath, { token: temporary.token })).statusCode).toBe(401);
    });

    it("closes when the job is deleted", async () => {
      await queryRows(server.db, sql`update jobs set deleted_at = now() where id = ${job}`);
      try {
        const response = await call("GET", `/shortlist_relationships/${reviewer.uid}/`, { token: reviewer.token });
        expect(response.statusCode).toBe(401);
      } finally {
        await queryRows(server.db, sql`update jobs set deleted_at = null where id = ${job}`);
      }
    });
  });

  describe("evaluations by the token holder", () => {
    const post = (body: { body: unknown }) =>
      call("POST", `/shortlist_relationships/${reviewer.uid}/like_candidates/`, { token: reviewer.token, ...body });
    const mine = async () =>
      (await call("GET", `/shortlist_relationships/${reviewer.uid}/like_candidates/`, { token: reviewer.token })).json()
        .like_candidates;

    it("records a like and answers the apply's counts", async () => {
      const [first] = applyIds as [number];
      const response = await post(
        like(first, { description: "Perfil aderente", shortlist_relationship_uid: reviewer.uid }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        like_candidate: { apply_id: first, type_avaliation: 1, avaliation: true, description: "Perfil aderente" },
        counts: { like_candidate: 1, deslike_candidate: 0, star_candidate: 0, amount_description: 1 },
      });
      expect(await mine()).toEqual([
        { apply_id: first, type_avaliation: 1, avaliation: true, description: "Perfil aderente" },
      ]);
      // The recruiters' lists read the same counts on the apply.
      const [apply] = await queryRows<{ like_candidates: number; amount_description: number }>(
        server.db,
        sql`select like_candidates, amount_description from applies where id = ${first}`,
      );
      expect(apply).toEqual({ like_candidates: 1, amount_description: 1 });
    });

    it("keeps one like/dislike per reviewer and apply: a dislike replaces the like", async () => {
      const [first] = applyIds as [number];
      await post(like(first));
      const response = await post(like(first, { like_avaliation: false, description: "Pouca experiência" }));
      expect(response.json().counts).toEqual({
        like_candidate: 0,
        deslike_candidate: 1,
        star_candidate: 0,
        amount_description: 1,
      });
      expect(await mine()).toEqual([
        { apply_id: first, type_avaliation: 1, avaliation: false, description: "Pouca experiência" },
      ]);
    });

    it("stars beside the like, and a second toggle takes the star away", async () => {
      const [, second] = applyIds as [number, number];
      await post(like(second));
      const starred = await post(like(second, { type_avaliation: 2, description: "ignored" }));
      expect(starred.json()).toMatchObject({
        like_candidate: { type_avaliation: 2, avaliation: true, description: null },
        counts: { like_candidate: 1, star_candidate: 1, amount_description: 0 },
      });
      const unstarred = await post(like(second, { type_avaliation: 2, like_avaliation: false }));
      expect(unstarred.json().counts).toMatchObject({ like_candidate: 1, star_candidate: 0 });
      expect(await mine()).toHaveLength(2);
    });

    it("counts every reviewer's evaluations of the apply, the client contact's too", async () => {
      const [, , third] = applyIds as [number, number, number];
      await post(like(third));
      const response = await call(
        "POST",
        `/client_contacts/jobs/${job}/shortlist_relationships/${contactUid}/like_candidates/`,
        { token: clientToken, ...like(third, { description: "Quero entrevistar" }) },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().counts).toEqual({
        like_candidate: 2,
        deslike_candidate: 0,
        star_candidate: 0,
        amount_description: 1,
      });
      // Each reviewer reads only their own evaluations.
      expect(await mine()).toEqual([{ apply_id: third, type_avaliation: 1, avaliation: true, description: null }]);
      const contacts = await call(
        "GET",
        `/client_contacts/jobs/${job}/shortlist_relationships/${contactUid}/like_candidates/`,
        { token: clientToken },
      );
      expect(contacts.json().like_candidates).toEqual([
        { apply_id: third, type_avaliation: 1, avaliation: true, description: "Quero entrevistar" },
      ]);
    });

    it("refuses an apply outside the shortlist, storing nothing", async () => {
      const response = await post(like(otherApply));
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().error.fields)).toEqual(["like_candidate.apply_id"]);
      expect(await mine()).toEqual([]);
    });

    const bad: [string, unknown, string][] = [
      [
        "a type outside 1 and 2",
        { like_avaliation: true, type_avaliation: 3, apply_id: 1 },
        "like_candidate.type_avaliation",
      ],
      ["a text like", { like_avaliation: "yes", type_avaliation: 1, apply_id: 1 }, "like_candidate.like_avaliation"],
      ["no apply", { like_avaliation: true, type_avaliation: 1 }, "like_candidate.apply_id"],
      [
        "a text apply id",
        { like_avaliation: true, type_avaliation: 1, apply_id: "1 or 1=1" },
        "like_candidate.apply_id",
      ],
      [
        "a long description",
        { like_avaliation: true, type_avaliation: 1, apply_id: 1, description: "d".repeat(2001) },
        "like_candidate.description",
      ],
      [
        "an unknown field",
        { like_avaliation: true, type_avaliation: 1, apply_id: 1, shortlist_relationship_id: 9 },
        "like_candidate.shortlist_relationship_id",
      ],
      [
        "another relationship's uid",
        { like_avaliation: true, type_avaliation: 1, apply_id: 1, shortlist_relationship_uid: "someoneelse01" },
        "like_candidate.shortlist_relationship_uid",
      ],
    ];
    it.each(bad)("answers 400 for %s, naming the field", async (_name, likeCandidate, field) => {
      const input = likeCandidate as Record<string, unknown>;
      if (input.apply_id === 1) input.apply_id = applyIds[0];
      const response = await post({ body: { like_candidate: input } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
      expect(await mine()).toEqual([]);
    });

    it("answers 400 for a malformed uid", async () => {
      for (const uid of ["short", "has%20space", "x".repeat(65)]) {
        const response = await call("GET", `/shortlist_relationships/${uid}/`, { token: reviewer.token });
        expect(response.statusCode, uid).toBe(400);
      }
    });
  });

  describe("client contacts", () => {
    const base = (jobId: number, uid: string) => `/client_contacts/jobs/${jobId}/shortlist_relationships/${uid}`;

    it("open their own relationship to a sent shortlist of their company's job", async () => {
      const response = await call("GET", `${base(job, contactUid)}/`, { token: clientToken });
      expect(response.statusCode).toBe(200);
      expect(response.json().applies.map((apply: { id: number }) => apply.id)).toEqual(applyIds);
      expect((await call("GET", `${base(job, contactUid)}/like_candidates/`, { token: clientToken })).json()).toEqual({
        like_candidates: [],
      });
    });

    it("see nothing of another job, another company, another contact's relationship or an unsent shortlist", async () => {
      const refused: [string, string][] = [
        [base(otherJob, contactUid), clientToken],
        [base(otherJob, "otherclient001"), clientToken],
        [base(job, reviewer.uid), clientToken],
        [base(job, "clientunsent01"), clientToken],
        [base(job, contactUid), otherCompanyContactToken],
      ];
      for (const [path, token] of refused) {
        for (const suffix of ["/", "/like_candidates/"]) {
          const response = await call("GET", `${path}${suffix}`, { token });
          expect(response.statusCode, `${path}${suffix}`).toBe(404);
        }
        const vote = await call("POST", `${path}/like_candidates/`, { token, ...like(applyIds[0] as number) });
        expect(vote.statusCode, path).toBe(404);
      }
      const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
        server.db,
        sql`select count(*)::int as n from like_candidates`,
      );
      expect(n).toBe(0);
    });

    it("is for signed-in client contacts only", async () => {
      const path = `${base(job, contactUid)}/like_candidates/`;
      expect((await call("GET", path)).statusCode).toBe(401);
      expect((await call("GET", path, { token: recruiterToken })).statusCode).toBe(403);
      expect((await call("GET", path, { token: candidateToken })).statusCode).toBe(403);
      expect((await call("POST", path, { token: recruiterToken, ...like(applyIds[0] as number) })).statusCode).toBe(
        403,
      );
    });

    it("answers 400 for a job id that is not a number", async () => {
      const response = await call("GET", `${base(0, contactUid).replace("/0/", "/abc/")}/like_candidates/`, {
        token: clientToken,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(["params.jobId"]);
    });
  });
});
