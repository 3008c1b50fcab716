/**
 * Evaluations a firm sends a candidate: a recruiter who may update the apply sends one (the mail in the outbox with
 * the link on the business's site), a recruiter who may not is refused; the candidate reads and answers it once —
 * wrong answers named, a second answer refused plainly, a video kept as a file of the request —, another candidate
 * reaches nothing of it; the recruiter reads the answers; the export carries them and erasure clears the words.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { eraseCandidate } from "../src/privacy/anonymise";
import { candidateDataOf } from "../src/privacy/candidateExport";
import { type RunningServer, startServer } from "../src/server";
import { SAMPLES } from "./fixtures/uploads/files";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { candidateWithAccount, createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

const QUESTIONS = [
  { text: "Como você lidera uma equipe?", response_type: 0, options: [], required: true },
  { text: "Aceita viajar?", response_type: 1, options: [], required: true },
  { text: "Seu inglês", response_type: "choice", options: ["Básico", "Intermediário", "Fluente"], required: true },
  { text: "Apresente-se em vídeo", response_type: "video", options: [], required: false },
];

function multipart(json: unknown, video: Buffer) {
  const boundary = `----seleta${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="answers"\r\n\r\n${JSON.stringify(json)}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="video_3"; filename="a.webm"\r\n` +
        "Content-Type: video/webm\r\n\r\n",
    ),
    video,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(DEFAULT_DATABASE)("evaluations sent to a candidate on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens = { candidate: "", other: "", recruiter: "", admin: "" };
  const ids = { apply: 0, otherApply: 0, evaluation: 0, inactive: 0, request: 0, otherCandidate: 0 };
  let uid = "";

  const signIn = async (strategy: "candidates" | "recruiters", email: string) => {
    const response = await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };

  const send = (applyId: number, evaluationId: number, token = tokens.admin) =>
    call("POST", `/recruiters/applies/${applyId}/evaluation_requests`, {
      token,
      body: { evaluation_request: { evaluation_id: evaluationId } },
    });

  const open = (token = tokens.candidate, which = uid) =>
    call("GET", `/candidates/evaluations/${which}`, { token, headers: { "accept-language": "pt-BR" } });

  const answer = async (answers: unknown[], token = tokens.candidate) =>
    call("POST", `/candidates/evaluations/${uid}/answers`, {
      token,
      headers: { "accept-language": "pt-BR" },
      body: { answers, questions_version: (await open()).json().questions_version },
    });

  beforeAll(async () => {
    storage = await createTestStorage(kind, "candidate-evaluations");
    server = await startServer(testConfig(storage));
    world = await createWorld(server.db);
    call = caller(server.app);
    const job = await insert(server.db, schema.jobs, {
      business_id: world.business,
      title: "Diretor Financeiro",
      status: 1,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });
    ids.apply = await insert(server.db, schema.applies, {
      business_id: world.business,
      candidate_id: world.candidate.id,
      job_id: job,
      stage: 0,
    });
    ids.otherCandidate = (
      await candidateWithAccount(server.db, world.business, { email: "other@test.example", name: "Otávio Outro" })
    ).id;
    ids.otherApply = await insert(server.db, schema.applies, {
      business_id: world.business,
      candidate_id: ids.otherCandidate,
      job_id: job,
      stage: 0,
    });
    ids.evaluation = await insert(server.db, schema.evaluations, {
      business_id: world.business,
      title: "Liderança",
      description: "Quatro perguntas sobre como você trabalha.",
      questions: QUESTIONS,
      time_limit_minutes: 20,
      active: true,
    });
    ids.inactive = await insert(server.db, schema.evaluations, {
      business_id: world.business,
      title: "Antiga",
      questions: QUESTIONS.slice(0, 1),
      active: false,
    });
    tokens.candidate = await signIn("candidates", world.candidate.email);
    tokens.other = await signIn("candidates", "other@test.example");
    tokens.recruiter = await signIn("recruiters", world.recruiter.email);
    tokens.admin = await signIn("recruiters", world.admin.email);
  });

  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("sends an evaluation with a mail carrying its link, once, and only for a recruiter who may update the apply", async () => {
    const listed = await call("GET", `/recruiters/applies/${ids.apply}/evaluation_requests`, { token: tokens.admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({ evaluations: [{ id: ids.evaluation, title: "Liderança" }], requests: [] });

    expect((await send(ids.apply, ids.evaluation, tokens.recruiter)).statusCode).toBe(403);
    expect((await send(ids.apply, ids.inactive)).statusCode).toBe(422);
    expect((await send(ids.apply + 1000, ids.evaluation)).statusCode).toBe(404);

    const sent = await send(ids.apply, ids.evaluation);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().request).toMatchObject({ evaluation_title: "Liderança", answered_at: null, answers: null });
    ids.request = sent.json().request.id;

    const mails = await queryRows<{ to_email: string; subject: string; body: string; payload: { link: string } }>(
      server.db,
      sql`select to_email, subject, body, payload from outbox where kind = 'evaluation_request'`,
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to_email).toBe(world.candidate.email);
    expect(mail?.subject).toBe("Uma avaliação para você: Liderança");
    const link = mail?.payload.link ?? "";
    // The business's configured site, whatever Host the recruiter's request named.
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/candidates\/evaluations\/[A-Za-z0-9_-]{22}$/);
    expect(mail?.body).toContain(link);
    uid = link.split("/").at(-1) ?? "";

    const twice = await send(ids.apply, ids.evaluation);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe("already_sent");
  });

  it("shows the candidate the evaluation, and another candidate nothing", async () => {
    const response = await open();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      evaluation: {
        uid,
        title: "Liderança",
        description: "Quatro perguntas sobre como você trabalha.",
        time_limit_minutes: 20,
      },
      limits: { text_max: 2000, video_max_mb: 50, video_max_seconds: 180 },
      answered_at: null,
    });
    expect(response.json().evaluation.questions.map((q: { text: string }) => q.text)).toEqual(
      QUESTIONS.map((q) => q.text),
    );
    expect((await open(tokens.other)).statusCode).toBe(404);
    expect((await open(tokens.candidate, "unknownEvaluationUid00")).statusCode).toBe(404);
    const byOther = await call("POST", `/candidates/evaluations/${uid}/answers`, {
      token: tokens.other,
      body: { answers: ["Bem", true, "Fluente", null], questions_version: (await open()).json().questions_version },
    });
    expect(byOther.statusCode).toBe(404);
    // The recruiter's own routes refuse a candidate's session, and the apply of another candidate is not theirs.
    const asCandidate = await call("GET", `/recruiters/applies/${ids.apply}/evaluation_requests`, {
      token: tokens.candidate,
    });
    expect(asCandidate.statusCode).toBe(403);
  });

  it("names each wrong answer in the candidate's language and stores nothing", async () => {
    const response = await answer(["   ", "sim", "Avançado", null]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({
      "answers.0": ["Responda esta pergunta."],
      "answers.1": ["Responda sim ou não."],
      "answers.2": ["Escolha uma das opções."],
    });
    expect((await open()).json().answered_at).toBeNull();
  });

  it("takes the answers with a video once, and refuses a second answer plainly", async () => {
    const form = (await open()).json();
    const body = multipart(
      {
        answers: ["Dando autonomia com metas claras.", true, "Fluente", null],
        questions_version: form.questions_version,
      },
      SAMPLES.webm(),
    );
    const response = await server.app.inject({
      method: "POST",
      url: `/api/v1/candidates/evaluations/${uid}/answers`,
      headers: { "content-type": body.contentType, authorization: `Bearer ${tokens.candidate}` },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await open()).json().answered_at).toBe(response.json().answered_at);

    const again = await answer(["Outra resposta", false, "Básico", null]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "already_answered",
      message: "Você já respondeu esta avaliação. Obrigado!",
    });
    const [evaluation] = await queryRows<{ answers_count: number }>(
      server.db,
      sql`select answers_count from evaluations where id = ${ids.evaluation}`,
    );
    expect(Number(evaluation?.answers_count)).toBe(1);
  });

  it("shows the recruiter the answers on the apply, the video as a file of the request", async () => {
    const listed = await call("GET", `/recruiters/applies/${ids.apply}/evaluation_requests`, { token: tokens.admin });
    expect(listed.statusCode, listed.body).toBe(200);
    const [request] = listed.json().requests;
    expect(request.answered_at).not.toBeNull();
    expect(request.answers.map((a: { value: unknown }) => a.value)).toEqual([
      "Dando autonomia com metas claras.",
      true,
      "Fluente",
      null,
    ]);
    const fileId = request.answers[3].data_file_id;
    const [file] = await queryRows<{ reference_type: string; reference_id: number }>(
      server.db,
      sql`select reference_type, reference_id from data_files where id = ${fileId}`,
    );
    expect(file).toEqual({ reference_type: "EvaluationRequest", reference_id: ids.request });
    const other = await call("GET", `/recruiters/applies/${ids.otherApply}/evaluation_requests`, {
      token: tokens.admin,
    });
    expect(other.json().requests).toEqual([]);
  });

  it("puts the answers in the candidate's data export, and erasure clears their words and video", async () => {
    const { document, files } = await candidateDataOf(server.db, world.candidate.id);
    expect(document.evaluations).toEqual([
      expect.objectContaining({ title: "Liderança", answers: expect.arrayContaining([expect.any(Object)]) }),
    ]);
    expect(JSON.stringify(document.evaluations)).toContain("Dando autonomia com metas claras.");
    expect(files.map((file) => file.name)).toContain("video-4.webm");

    const log = { info: () => {}, warn: () => {}, error: () => {} };
    expect(
      await eraseCandidate(
        { db: server.db, storage: undefined, log },
        { candidateId: world.candidate.id, reason: "request" },
      ),
    ).toBe(true);
    const [row] = await queryRows<{ answers: { value: unknown; data_file_id?: unknown }[] }>(
      server.db,
      sql`select answers from evaluation_requests where id = ${ids.request}`,
    );
    expect(row?.answers.map((a) => a.value)).toEqual([null, true, "Fluente", null]);
    expect(row?.answers[3]?.data_file_id).toBeNull();
    const left = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from data_files where reference_type = 'EvaluationRequest'`,
    );
    expect(Number(left[0]?.n)).toBe(0);
  });
});
