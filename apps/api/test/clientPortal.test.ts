/**
 * Spec §2 "Client-contact area", §6: a client contact reads their company's jobs (with counts and the shortlists sent
 * to them) and, as a portal administrator, its projects; another company's job or project is a 404 by id or uid,
 * projects without `is_admin` a 403 (and no menu entry), anyone else a 401.
 */
import { clientContactMenu } from "@seleta/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { account, createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

describe.each(DEFAULT_DATABASE)("the client contacts' portal on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let ownJob: number;
  let closedJob: number;
  let deletedJob: number;
  let foreignJob: number;
  let ownProject: number;
  let foreignProject: number;
  let shortlist: number;
  let firstApply: number;
  let secondApply: number;
  let contactToken: string;
  let adminToken: string;
  let foreignToken: string;
  let recruiterToken: string;
  let candidateToken: string;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "client-portal");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    const db = server.db;
    const business = world.business;
    const company = world.clientContact.company;

    const foreignCompany = await insert(db, schema.client_companies, {
      business_id: business,
      name: "Beta SA",
      status: 1,
    });
    ownProject = await insert(db, schema.projects, {
      business_id: business,
      name: "Reestruturação financeira",
      client_company_id: company,
      owner_id: world.admin.id,
      status: 1,
      description: "Três posições de diretoria",
    });
    foreignProject = await insert(db, schema.projects, {
      business_id: business,
      name: "Projeto da Beta",
      client_company_id: foreignCompany,
      owner_id: world.admin.id,
      status: 1,
    });
    const job = (values: Record<string, unknown>) =>
      insert(db, schema.jobs, { business_id: business, status: 1, owner_id: world.admin.id, ...values });
    ownJob = await job({
      title: "Diretora Financeira",
      uid: "ownJobUid0000000000000a",
      client_company_id: company,
      project_id: ownProject,
      city: "São Paulo",
      opened_at: "2026-10-01",
    });
    closedJob = await job({
      title: "Controller",
      uid: "ownJobUid0000000000000b",
      client_company_id: company,
      status: 5,
    });
    deletedJob = await job({
      title: "Vaga removida",
      uid: "ownJobUid0000000000000c",
      client_company_id: company,
      deleted_at: new Date().toISOString(),
    });
    foreignJob = await job({
      title: "Gerente de TI",
      uid: "foreignJobUid000000000a",
      client_company_id: foreignCompany,
    });

    const applyTo = async (jobId: number, name: string, email: string) => {
      const candidate = await insert(db, schema.candidates, { business_id: business, name, email, status: 3 });
      return insert(db, schema.applies, { business_id: business, candidate_id: candidate, job_id: jobId, stage: 5 });
    };
    firstApply = await applyTo(ownJob, "Beatriz Souza", "b@test.example");
    secondApply = await applyTo(ownJob, "Artur Lima", "a@test.example");
    await applyTo(ownJob, "Caio Dias", "c@test.example");
    await applyTo(foreignJob, "Outra Pessoa", "o@test.example");

    shortlist = await insert(db, schema.shortlists as never, {
      business_id: business,
      job_id: ownJob,
      name: "Shortlist — Diretora Financeira",
      sent_at: "2026-11-02T12:00:00.000Z",
    });
    for (const [apply, position] of [
      [secondApply, 2],
      [firstApply, 1],
    ] as const) {
      await insert(db, schema.shortlistItems as never, {
        business_id: business,
        shortlist_id: shortlist,
        apply_id: apply,
        position,
      });
    }
    // A draft: neither listed nor counted.
    const draft = await insert(db, schema.shortlists as never, {
      business_id: business,
      job_id: ownJob,
      name: "Rascunho",
    });
    await insert(db, schema.shortlistItems as never, {
      business_id: business,
      shortlist_id: draft,
      apply_id: secondApply,
      position: 1,
    });
    await insert(db, schema.shortlistRelationships as never, {
      business_id: business,
      uid: "draftrel00001",
      shortlist_id: draft,
      client_contact_id: world.clientContact.id,
    });
    const relationship = await insert(db, schema.shortlistRelationships as never, {
      business_id: business,
      uid: "portalrel0001",
      shortlist_id: shortlist,
      client_contact_id: world.clientContact.id,
      sent_at: "2026-11-02T12:00:00.000Z",
    });
    // Newer sent shortlists whose relationship to the contact was revoked or has expired: neither shown nor latest.
    for (const [uid, ended] of [
      ["revokedrel0001", { revoked_at: "2026-11-20T12:00:00.000Z" }],
      ["expiredrel0001", { expires_at: "2020-01-01T00:00:00.000Z" }],
    ] as const) {
      const later = await insert(db, schema.shortlists as never, {
        business_id: business,
        job_id: ownJob,
        name: `Shortlist ${uid}`,
        sent_at: "2026-11-15T12:00:00.000Z",
      });
      await insert(db, schema.shortlistRelationships as never, {
        business_id: business,
        uid,
        shortlist_id: later,
        client_contact_id: world.clientContact.id,
        sent_at: "2026-11-15T12:00:00.000Z",
        ...ended,
      });
    }
    // The contact's own ratings, and another reviewer's that must not show as theirs.
    await insert(db, schema.likeCandidates as never, {
      business_id: business,
      shortlist_relationship_id: relationship,
      apply_id: firstApply,
      type_avaliation: 1,
      like_avaliation: true,
    });
    await insert(db, schema.likeCandidates as never, {
      business_id: business,
      shortlist_relationship_id: relationship,
      apply_id: firstApply,
      type_avaliation: 2,
      like_avaliation: true,
    });
    const outsider = await insert(db, schema.shortlistRelationships as never, {
      business_id: business,
      uid: "outsiderrel01",
      shortlist_id: shortlist,
      name: "Conselheira",
    });
    await insert(db, schema.likeCandidates as never, {
      business_id: business,
      shortlist_relationship_id: outsider,
      apply_id: secondApply,
      type_avaliation: 1,
      like_avaliation: false,
      description: "Não",
    });

    const contact = async (email: string, companyId: number, isAdmin: boolean) => {
      const accountId = await account(db, "client_contacts", email, business);
      await insert(db, schema.client_contacts, {
        business_id: business,
        name: email,
        email,
        client_company_id: companyId,
        portal_access: true,
        active: true,
        is_admin: isAdmin,
        account_id: accountId,
      });
    };
    await contact("admin.client@test.example", company, true);
    await contact("foreign.client@test.example", foreignCompany, true);

    const signIn = async (strategy: string, email: string) =>
      (await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } })).json().token as string;
    contactToken = await signIn("client_contacts", world.clientContact.email);
    adminToken = await signIn("client_contacts", "admin.client@test.example");
    foreignToken = await signIn("client_contacts", "foreign.client@test.example");
    recruiterToken = await signIn("recruiters", world.admin.email);
    candidateToken = await signIn("candidates", world.candidate.email);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  describe("the jobs", () => {
    it("lists only the company's live jobs, with counts and the latest live shortlist sent to the contact", async () => {
      const response = await call("GET", "/client_contacts/jobs", { token: contactToken });
      expect(response.statusCode).toBe(200);
      const { jobs } = response.json() as { jobs: Array<Record<string, unknown>> };
      expect(jobs.map((job) => job.id).sort()).toEqual([ownJob, closedJob].sort());
      expect(jobs.find((job) => job.id === ownJob)).toEqual({
        id: ownJob,
        uid: "ownJobUid0000000000000a",
        title: "Diretora Financeira",
        status: 1,
        city: "São Paulo",
        state: null,
        opened_at: "2026-10-01",
        applies_count: 3,
        // The draft's candidate is not presented: only sent shortlists count.
        shortlisted_count: 2,
        latest_shortlist: {
          id: shortlist,
          name: "Shortlist — Diretora Financeira",
          sent_at: "2026-11-02T12:00:00.000Z",
          relationship_uid: "portalrel0001",
        },
      });
      expect(jobs.find((job) => job.id === closedJob)).toMatchObject({ status: 5, latest_shortlist: null });
      expect(response.body).not.toContain("Gerente de TI");
      expect(response.body).not.toContain("Vaga removida");
    });

    it("gives the other company's contact their own jobs only", async () => {
      const { jobs } = (await call("GET", "/client_contacts/jobs", { token: foreignToken })).json() as {
        jobs: Array<{ id: number; latest_shortlist: unknown }>;
      };
      expect(jobs.map((job) => job.id)).toEqual([foreignJob]);
    });

    it("opens a job by uid or id: the shortlists sent to the contact, candidates in order with their own rating", async () => {
      const byUid = await call("GET", "/client_contacts/jobs/ownJobUid0000000000000a", { token: contactToken });
      expect(byUid.statusCode).toBe(200);
      const body = byUid.json();
      expect(body.job).toMatchObject({ id: ownJob, title: "Diretora Financeira", applies_count: 3 });
      expect(body.shortlists).toEqual([
        {
          id: shortlist,
          name: "Shortlist — Diretora Financeira",
          sent_at: "2026-11-02T12:00:00.000Z",
          relationship_uid: "portalrel0001",
          candidates: [
            {
              apply_id: firstApply,
              position: 1,
              name: "Beatriz Souza",
              role_name: null,
              rating: { vote: "like", starred: true },
            },
            // Another reviewer's dislike is not this contact's rating.
            {
              apply_id: secondApply,
              position: 2,
              name: "Artur Lima",
              role_name: null,
              rating: { vote: null, starred: false },
            },
          ],
        },
      ]);
      for (const hidden of ["draftrel00001", "revokedrel0001", "expiredrel0001"])
        expect(byUid.body).not.toContain(hidden);
      const byId = await call("GET", `/client_contacts/jobs/${ownJob}`, { token: contactToken });
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toEqual(body);
    });

    it("answers another company's job, by id or uid, with the same 404 as an unknown one", async () => {
      const unknown = await call("GET", "/client_contacts/jobs/noSuchJobUid0000000000", { token: contactToken });
      expect(unknown.statusCode).toBe(404);
      for (const path of [`/client_contacts/jobs/${foreignJob}`, "/client_contacts/jobs/foreignJobUid000000000a"]) {
        const response = await call("GET", path, { token: contactToken });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain("Gerente de TI");
        expect(response.json().error.code).toBe(unknown.json().error.code);
      }
      // And the other way round.
      const reverse = await call("GET", "/client_contacts/jobs/ownJobUid0000000000000a", { token: foreignToken });
      expect(reverse.statusCode).toBe(404);
      expect(reverse.body).not.toContain("Diretora Financeira");
      // A deleted job of the company is gone too.
      expect((await call("GET", `/client_contacts/jobs/${deletedJob}`, { token: contactToken })).statusCode).toBe(404);
    });
  });

  describe("the projects", () => {
    it("are refused (403) to a contact who is not a portal administrator, whose menu has no Projects entry", async () => {
      const me = (await call("GET", "/client_contacts", { token: contactToken })).json().client_contact;
      expect(me.is_admin).toBe(false);
      expect(clientContactMenu(me).map((entry) => entry.route)).toEqual(["/client_contacts/jobs"]);
      for (const path of ["/client_contacts/projects", `/client_contacts/projects/${ownProject}`]) {
        const response = await call("GET", path, { token: contactToken });
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain("Reestruturação");
      }
    });

    it("are the company's own for a portal administrator, whose menu has Projects", async () => {
      const me = (await call("GET", "/client_contacts", { token: adminToken })).json().client_contact;
      expect(clientContactMenu(me).map((entry) => entry.route)).toEqual([
        "/client_contacts/jobs",
        "/client_contacts/projects",
      ]);
      const list = await call("GET", "/client_contacts/projects", { token: adminToken });
      expect(list.statusCode).toBe(200);
      expect(list.json().projects).toEqual([
        {
          id: ownProject,
          name: "Reestruturação financeira",
          status: 1,
          start_date: null,
          end_date: null,
          jobs_count: 1,
        },
      ]);
      const one = await call("GET", `/client_contacts/projects/${ownProject}`, { token: adminToken });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({
        project: { id: ownProject, description: "Três posições de diretoria" },
        jobs: [{ id: ownJob, uid: "ownJobUid0000000000000a", title: "Diretora Financeira", status: 1 }],
      });
      const foreign = await call("GET", `/client_contacts/projects/${foreignProject}`, { token: adminToken });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain("Beta");
    });
  });

  it("answers 401 to an anonymous call, and 403 to another kind of account's session", async () => {
    const paths = [
      "/client_contacts/jobs",
      `/client_contacts/jobs/${ownJob}`,
      "/client_contacts/projects",
      `/client_contacts/projects/${ownProject}`,
    ];
    for (const path of paths) {
      const anonymous = await call("GET", path);
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.body).not.toContain("Diretora");
      for (const token of [recruiterToken, candidateToken]) {
        const response = await call("GET", path, { token });
        expect(response.statusCode, path).toBe(403);
        expect(response.body).not.toContain("Diretora");
      }
    }
  });
});
