/**
 * Where a candidate's applications stand (`/candidates/applies`): the candidate's steps as a recruiter moves the
 * card on the kanban, nothing of the firm's internals in the answer, withdrawing (the kanban's Withdrawn column, the
 * apply's history, the job's followers told), and the object-level rule: another candidate neither lists nor
 * withdraws an application that is not theirs.
 */
import { findEntry, rejectReasons, submissionStatuses } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { candidateWithAccount, createWorld, insert, link, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

type Step = { status: string; closure: string | null; at: string };
type Candidacy = {
  id: number;
  job: { title: string; company: string };
  applied_at: string;
  status: string;
  closure: string | null;
  timeline: Step[];
  withdrawable: boolean;
};

/** Stages of the pipeline (catalogues/applyStages). */
const STAGE = { webResponse: 0, submission: 1, internalInterview: 4, interview: 5, rejected: 9, withdrawn: 15 };
/** A reject reason and a submission sub-status the firm records, and their labels: never shown to the candidate. */
const REJECT_REASON = 5;
const SUBMISSION_STATUS = 3;
const labels = (entry: { label: { "pt-BR": string; en: string } } | undefined) =>
  entry ? [entry.label["pt-BR"], entry.label.en] : [];
const INTERNAL_LABELS = [
  ...labels(findEntry(rejectReasons, REJECT_REASON)),
  ...labels(findEntry(submissionStatuses, SUBMISSION_STATUS)),
];
const NOTE_TEXT = "Perfil agressivo na entrevista, não recomendar";

describe.each(DEFAULT_DATABASE)("a candidate's applications on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let job: number;
  let otherJob: number;
  /** The demo's first candidate's applications: one to move and withdraw, one rejected, one of a job that closes. */
  let moving: number;
  let rejected: number;
  let closing: number;
  let closingJob: number;
  /** The other candidate's own application. */
  let othersApply: number;
  const tokens = { admin: "", candidate: "", other: "" };

  const signIn = async (strategy: "recruiters" | "candidates", email: string) => {
    const response = await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };
  const list = async (token = tokens.candidate) => {
    const response = await call("GET", "/candidates/applies", { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().applies as Candidacy[];
  };
  const candidacy = async (id: number, token = tokens.candidate) =>
    (await list(token)).find((item) => item.id === id) as Candidacy;
  const withdraw = (id: number, token = tokens.candidate, headers?: Record<string, string>) =>
    call("POST", `/candidates/applies/${id}/withdraw`, { token, ...(headers ? { headers } : {}) });
  const move = async (jobId: number, id: number, body: Record<string, unknown>) => {
    const response = await call("PATCH", `/recruiters/jobs/${jobId}/applies/${id}/move`, {
      token: tokens.admin,
      body: { position: 0, ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const stageOf = async (id: number) =>
    Number((await queryRows<{ stage: number }>(server.db, sql`select stage from applies where id = ${id}`))[0]?.stage);

  beforeAll(async () => {
    storage = await createTestStorage(kind, "candidacy");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    const db = server.db;

    // A confidential job of the client company Acme Ltda: the candidate sees the firm, never the client.
    job = await insert(db, schema.jobs, {
      business_id: world.business,
      title: "Diretora de Operações",
      status: 1,
      confidential: true,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });
    await link(db, schema.jobs_recruiters, job, world.recruiter.id);
    otherJob = await insert(db, schema.jobs, {
      business_id: world.business,
      title: "Gerente de Compras",
      status: 1,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });
    closingJob = await insert(db, schema.jobs, {
      business_id: world.business,
      title: "Analista Fiscal",
      status: 1,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });

    const other = (await candidateWithAccount(db, world.business, { email: "outra@test.example", name: "Olga Outra" }))
      .id;

    const applyOf = (candidate: number, jobId: number, values: Record<string, unknown>) =>
      insert(db, schema.applies, {
        business_id: world.business,
        candidate_id: candidate,
        job_id: jobId,
        position: 0,
        ...values,
      });
    moving = await applyOf(world.candidate.id, job, {
      stage: STAGE.webResponse,
      applied_at: "2026-11-02T09:00:00.000Z",
      candidate_name: "Carla Candidata",
    });
    rejected = await applyOf(world.candidate.id, otherJob, {
      stage: STAGE.rejected,
      reject_reason: REJECT_REASON,
      submission_status: SUBMISSION_STATUS,
      applied_at: "2026-10-20T09:00:00.000Z",
    });
    closing = await applyOf(world.candidate.id, closingJob, {
      stage: STAGE.submission,
      applied_at: "2026-10-01T09:00:00.000Z",
    });
    othersApply = await applyOf(other, job, { stage: STAGE.webResponse, position: 1 });
    await insert(db, schema.notes, {
      business_id: world.business,
      action: "Entrevista",
      body: `<p>${NOTE_TEXT}</p>`,
      reference_type: "applies",
      reference_id: rejected,
    });

    tokens.admin = await signIn("recruiters", world.admin.email);
    tokens.candidate = await signIn("candidates", world.candidate.email);
    tokens.other = await signIn("candidates", "outra@test.example");
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("lists the candidate's own applications, newest first, with the firm the job is published under", async () => {
    const applies = await list();
    expect(applies.map((item) => [item.id, item.job.title])).toEqual([
      [moving, "Diretora de Operações"],
      [rejected, "Gerente de Compras"],
      [closing, "Analista Fiscal"],
    ]);
    expect(applies[0]).toEqual({
      id: moving,
      job: { title: "Diretora de Operações", company: "Seleta Executive Search" },
      applied_at: "2026-11-02T09:00:00.000Z",
      status: "received",
      closure: null,
      timeline: [{ status: "received", closure: null, at: "2026-11-02T09:00:00.000Z" }],
      withdrawable: true,
    });
    expect((await list(tokens.other)).map((item) => item.id)).toEqual([othersApply]);
  });

  it("follows the recruiter's moves on the kanban in the candidate's words, one step per status", async () => {
    await move(job, moving, { stage: STAGE.submission, submission_status: SUBMISSION_STATUS });
    expect((await candidacy(moving)).status).toBe("inReview");
    await move(job, moving, { stage: STAGE.internalInterview });
    await move(job, moving, { stage: STAGE.interview });
    const moved = await candidacy(moving);
    expect(moved.status).toBe("interviewing");
    expect(moved.timeline.map((step) => step.status)).toEqual(["received", "inReview", "interviewing"]);
    // Each step is dated by the move that entered it, after the application.
    const [received, inReview, interviewing] = moved.timeline.map((step) => Date.parse(step.at));
    expect(inReview).toBeGreaterThan(received as number);
    expect(interviewing).toBeGreaterThanOrEqual(inReview as number);
  });

  it("says a rejected application is closed, and nothing of the reason, sub-status or notes", async () => {
    const response = await call("GET", "/candidates/applies", { token: tokens.candidate });
    expect(INTERNAL_LABELS).toHaveLength(4);
    const closed = (response.json().applies as Candidacy[]).find((item) => item.id === rejected);
    expect(closed).toMatchObject({ status: "closed", closure: "notSelected", withdrawable: false });
    for (const secret of [
      "reject_reason",
      "submission_status",
      "stage",
      ...INTERNAL_LABELS,
      NOTE_TEXT,
      "Acme Ltda",
      "Entrevista",
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("closes an open application when its job closes", async () => {
    await queryRows(server.db, sql`update jobs set status = 5, closed_at = '2026-11-20' where id = ${closingJob}`);
    const closed = await candidacy(closing);
    expect(closed).toMatchObject({ status: "closed", closure: "jobClosed", withdrawable: false });
    expect(closed.timeline.at(-1)).toEqual({ status: "closed", closure: "jobClosed", at: "2026-11-20" });
  });

  it("withdraws: the card goes to the Withdrawn column, the history says who, the job's followers hear of it", async () => {
    const response = await withdraw(moving);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().apply as Candidacy;
    expect(answer).toMatchObject({ id: moving, status: "closed", closure: "withdrawn", withdrawable: false });
    expect(answer.timeline.map((step) => step.status)).toEqual(["received", "inReview", "interviewing", "closed"]);

    const board = await call("GET", `/recruiters/jobs/${job}/applies/board`, { token: tokens.admin });
    const card = (board.json().applies as { id: number; stage: number; position: number }[]).find(
      (item) => item.id === moving,
    );
    expect(card).toMatchObject({ stage: STAGE.withdrawn, position: 0 });

    const [history] = await queryRows<{ account_id: number; changes: { stage: [number, number] } }>(
      server.db,
      sql`select account_id, changes from audit_logs where entity = 'applies' and record_id = ${moving}
          order by id desc limit 1`,
    );
    expect(history?.account_id).toBe(world.candidate.accountId);
    expect(history?.changes.stage).toEqual([STAGE.interview, STAGE.withdrawn]);

    const told = await queryRows<{ recruiter_id: number; message: string; link: string }>(
      server.db,
      sql`select recruiter_id, message, link from notifications where message like '%retirou%' order by recruiter_id`,
    );
    expect(told.map((item) => item.recruiter_id).sort()).toEqual([world.admin.id, world.recruiter.id].sort());
    expect(told[0]?.message).toBe("Carla Candidata retirou a candidatura à vaga Diretora de Operações");
    expect(told[0]?.link).toBe(`/recruiters/jobs/${job}/applies/kanban`);
  });

  it("refuses to withdraw an application twice, or one already closed, with a clear message", async () => {
    const again = await withdraw(moving);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "already_withdrawn",
      message: "Você já retirou esta candidatura.",
    });
    const inEnglish = await withdraw(rejected, tokens.candidate, { "accept-language": "en" });
    expect(inEnglish.statusCode).toBe(409);
    expect(inEnglish.json().error).toMatchObject({
      code: "candidacy_closed",
      message: "This application is already closed and cannot be withdrawn.",
    });
    expect(await stageOf(rejected)).toBe(STAGE.rejected);
  });

  it("never lets another candidate see or withdraw an application: the same 404 as an unknown id", async () => {
    expect((await list(tokens.other)).map((item) => item.id)).not.toContain(moving);
    const foreign = await withdraw(othersApply);
    expect(foreign.statusCode).toBe(404);
    const unknown = await withdraw(2_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe(unknown.json().error.code);
    expect(await stageOf(othersApply)).toBe(STAGE.webResponse);
  });

  it("answers only a signed-in candidate", async () => {
    expect((await call("GET", "/candidates/applies")).statusCode).toBe(401);
    expect((await call("GET", "/candidates/applies", { token: tokens.admin })).statusCode).toBe(403);
    expect((await withdraw(othersApply, tokens.admin)).statusCode).toBe(403);
  });
});
