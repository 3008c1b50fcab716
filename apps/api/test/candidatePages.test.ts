/**
 * The candidate area's other pages (routes/candidates/candidatePages.ts): the cultural-fit questionnaire scored and stored on
 * the signed-in candidate's own record, their interviews and meetings without anything internal, their business's
 * active partners, and the public jobs that match them — each for a candidate session only, and never another
 * candidate's or another business's rows.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { newPublicUid } from "../src/engine/publicUid";
import { roleSearchTerms } from "../src/routes/candidates/candidatePages";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { candidateWithAccount, createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

const DAY_MS = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const answers = (value: number) => Array.from({ length: 50 }, () => value);

describe.each(DEFAULT_DATABASE)("candidate pages on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let first: string;
  let second: string;
  let stranger: string;
  let recruiter: string;
  let secondId: number;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "candidatePages");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    const db = server.db;
    world = await createWorld(db);
    call = caller(server.app);

    // A second candidate of the same business, and one of another business.
    secondId = (await candidateWithAccount(db, world.business, { email: "second@test.example", name: "Bruno Segundo" }))
      .id;
    const strangerId = (
      await candidateWithAccount(db, world.otherBusiness, { email: "stranger@test.example", name: "Estela Estranha" })
    ).id;
    await queryRows(
      db,
      sql`update candidates set role_name = 'Gerente de Controladoria' where id = ${world.candidate.id}`,
    );

    const finance = await insert(db, schema.category_sectors, { name: "Finanças", slug: "financas" });
    const legal = await insert(db, schema.category_sectors, { name: "Jurídico", slug: "juridico" });
    const job = (values: Record<string, unknown>) =>
      insert(db, schema.jobs, {
        business_id: world.business,
        uid: newPublicUid(),
        status: 1,
        client_company_id: world.clientContact.company,
        owner_id: world.admin.id,
        published: true,
        fee_percent: 25,
        ...values,
      });
    const appliedJob = await job({ title: "Gerente Financeiro", category_sector_id: finance, published: false });
    await job({ title: "Especialista em Controladoria", created_at: at(-3) });
    await job({ title: "Analista de Tesouraria", category_sector_id: finance, created_at: at(-2) });
    await job({ title: "Advogado Trabalhista", category_sector_id: legal, created_at: at(-1) });
    await job({ title: "Head de Controladoria (rascunho)", published: false });

    const apply = (candidateId: number, businessId = world.business) =>
      insert(db, schema.applies, { business_id: businessId, candidate_id: candidateId, job_id: appliedJob, stage: 2 });
    const firstApply = await apply(world.candidate.id);
    const secondApply = await apply(secondId);
    const interview = (values: Record<string, unknown>) =>
      insert(db, schema.interviews, {
        business_id: world.business,
        job_id: appliedJob,
        status: 2,
        duration_minutes: 60,
        interviewer_id: world.recruiter.id,
        rating: 2,
        feedback: "SECRET-FEEDBACK: hesitant",
        ...values,
      });
    await interview({
      apply_id: firstApply,
      candidate_id: world.candidate.id,
      scheduled_at: at(5),
      meeting_url: "https://meet.example/abc",
    });
    await interview({
      apply_id: firstApply,
      candidate_id: world.candidate.id,
      scheduled_at: at(-10),
      location: "Av. Paulista, 1000",
    });
    await interview({ apply_id: secondApply, candidate_id: secondId, scheduled_at: at(3), location: "SECOND-ONLY" });
    // An interview naming the first candidate on the second one's application is not theirs to see.
    await interview({
      apply_id: secondApply,
      candidate_id: world.candidate.id,
      scheduled_at: at(4),
      location: "MISMATCH",
    });
    await insert(db, schema.meetings, {
      business_id: world.business,
      title: "Conversa de alinhamento",
      starts_at: at(7),
      ends_at: new Date(Date.now() + 7 * DAY_MS + 30 * 60_000).toISOString(),
      owner_id: world.recruiter.id,
      candidate_id: world.candidate.id,
      description: "SECRET-AGENDA: negotiate fee",
      outlook_event_id: "SECRET-OUTLOOK",
      meeting_url: "javascript:alert(1)",
    });

    await insert(db, schema.partners, {
      business_id: world.business,
      name: "Instituto Carreira",
      uid: "instituto",
      website: "https://instituto.example",
      description:
        '<p>Mentoria <strong>gratuita</strong>.</p><ul><li>Online</li></ul><script>alert(1)</script><img src=x onerror="alert(1)">',
      active: true,
    });
    await insert(db, schema.partners, {
      business_id: world.business,
      name: "Antigo Parceiro",
      uid: "antigo",
      active: false,
    });
    await insert(db, schema.partners, {
      business_id: world.otherBusiness,
      name: "Parceiro da Tech",
      uid: "tech-only",
      active: true,
    });

    const signIn = async (strategy: string, email: string) =>
      (await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } })).json().token as string;
    first = await signIn("candidates", world.candidate.email);
    second = await signIn("candidates", "second@test.example");
    stranger = await signIn("candidates", "stranger@test.example");
    recruiter = await signIn("recruiters", world.admin.email);
    expect(strangerId).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("answers only candidate sessions", async () => {
    for (const path of [
      "/candidates/cultural_fit",
      "/candidates/meetings",
      "/candidates/partners",
      "/candidates/jobs_for_you",
    ]) {
      expect((await call("GET", path)).statusCode).toBe(401);
      expect((await call("GET", path, { token: recruiter })).statusCode).toBe(403);
    }
    expect((await call("POST", "/candidates/cultural_fit", { body: { answers: answers(3) } })).statusCode).toBe(401);
  });

  it("scores the questionnaire on the server and stores it on the candidate's own record only", async () => {
    expect((await call("GET", "/candidates/cultural_fit", { token: first })).json()).toEqual({ bigfive_50: null });

    const incomplete = await call("POST", "/candidates/cultural_fit", {
      token: first,
      body: { answers: answers(3).slice(1) },
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().error.message).toBe("Responda às 50 afirmações, de 1 a 5, para ver o seu resultado.");
    const english = await call("POST", "/candidates/cultural_fit", {
      token: first,
      headers: { "accept-language": "en" },
      body: { answers: [...answers(3).slice(1), 9] },
    });
    expect(english.json().error.message).toBe("Answer all 50 statements, from 1 to 5, to see your result.");

    // A smuggled candidate id or score is ignored: the session names the record, the server computes the score.
    const answered = await call("POST", "/candidates/cultural_fit", {
      token: first,
      body: { answers: answers(5), candidate_id: secondId, bigfive_50: { openness: 1 } },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().bigfive_50).toMatchObject({
      extraversion: 50,
      neuroticism: 80,
      openness: 70,
      answered_at: expect.any(String),
    });
    expect((await call("GET", "/candidates/cultural_fit", { token: first })).json().bigfive_50).toMatchObject({
      openness: 70,
    });
    expect((await call("GET", "/candidates/cultural_fit", { token: second })).json()).toEqual({ bigfive_50: null });

    // The recruiter sees it on the candidate's record.
    const record = await call("GET", `/recruiters/candidates/${world.candidate.id}`, { token: recruiter });
    expect(JSON.stringify(record.json())).toContain('"openness":70');
    const other = await call("GET", `/recruiters/candidates/${secondId}`, { token: recruiter });
    expect(JSON.stringify(other.json())).not.toContain("openness");
  });

  it("lists the candidate's own interviews and meetings, with nothing internal", async () => {
    const response = await call("GET", "/candidates/meetings", { token: first });
    expect(response.statusCode).toBe(200);
    const { upcoming, past } = response.json();
    expect(upcoming).toEqual([
      expect.objectContaining({
        kind: "interview",
        title: "Gerente Financeiro",
        round: 2,
        meeting_url: "https://meet.example/abc",
        location: null,
      }),
      expect.objectContaining({ kind: "meeting", title: "Conversa de alinhamento", round: null, meeting_url: null }),
    ]);
    expect(past).toEqual([expect.objectContaining({ kind: "interview", location: "Av. Paulista, 1000" })]);
    expect(Object.keys(upcoming[0]).sort()).toEqual(
      ["ends_at", "key", "kind", "location", "meeting_url", "round", "starts_at", "title"].sort(),
    );
    expect(response.body).not.toMatch(/SECRET|SECOND-ONLY|MISMATCH|rating|feedback|interviewer/);

    const theirs = (await call("GET", "/candidates/meetings", { token: second })).json();
    expect(theirs.upcoming).toEqual([expect.objectContaining({ location: "SECOND-ONLY" })]);
    expect((await call("GET", "/candidates/meetings", { token: stranger })).json()).toEqual({ upcoming: [], past: [] });
  });

  it("shows the active partners of the candidate's business, sanitised, and 404s any other", async () => {
    const list = (await call("GET", "/candidates/partners", { token: first })).json();
    expect(list.partners).toEqual([
      {
        uid: "instituto",
        name: "Instituto Carreira",
        logo: null,
        website: "https://instituto.example",
        summary: "Mentoria gratuita. Online",
      },
    ]);
    const page = await call("GET", "/candidates/partners/instituto", { token: first });
    expect(page.statusCode).toBe(200);
    expect(page.json().description_html).toBe("<p>Mentoria <strong>gratuita</strong>.</p><ul><li>Online</li></ul>");

    for (const uid of ["antigo", "tech-only", "nobody"]) {
      const missing = await call("GET", `/candidates/partners/${uid}`, { token: first });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe("Parceiro não encontrado.");
    }
    const tech = (await call("GET", "/candidates/partners", { token: stranger })).json();
    expect(tech.partners.map((partner: { uid: string }) => partner.uid)).toEqual(["tech-only"]);
    expect((await call("GET", "/candidates/partners/instituto", { token: stranger })).statusCode).toBe(404);
  });

  it("searches a role as written and by its function", () => {
    expect(roleSearchTerms("Gerente de Recursos Humanos")).toEqual(["Gerente de Recursos Humanos", "Recursos Humanos"]);
    expect(roleSearchTerms(" Head of  Sales ")).toEqual(["Head of Sales", "Sales"]);
    expect(roleSearchTerms("Controller")).toEqual(["Controller"]);
  });

  it("finds open public jobs matching the candidate's role and their applications' areas", async () => {
    const found = (await call("GET", "/candidates/jobs_for_you", { token: first })).json();
    expect(found.role).toBe("Gerente de Controladoria");
    expect(found.areas).toEqual(["Finanças"]);
    // The role's function ("Controladoria") finds what the whole role would not; newest first; the unpublished jobs
    // (the applied one, the draft) and other areas' are not offered.
    expect(found.jobs.map((job: { title: string }) => job.title)).toEqual([
      "Analista de Tesouraria",
      "Especialista em Controladoria",
    ]);
    expect(JSON.stringify(found)).not.toMatch(/client|owner|fee/);

    // No role, same applications: the area alone.
    const areaOnly = (await call("GET", "/candidates/jobs_for_you", { token: second })).json();
    expect(areaOnly.jobs.map((job: { title: string }) => job.title)).toEqual(["Analista de Tesouraria"]);
    // Nothing to match on: nothing offered (another business's jobs never are).
    expect((await call("GET", "/candidates/jobs_for_you", { token: stranger })).json()).toEqual({
      role: null,
      areas: [],
      jobs: [],
    });
  });
});
