/**
 * A candidate applies to a job with its questions: the four kinds of answers (a video as a file of the apply), the
 * wrong answers named, a second apply and a closed job refused with a clear message, a video over the limits or of
 * another type refused — each refusal leaving no row and no file — the job's followers notified live, and another
 * candidate kept from the apply and its files.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { streams } from "../src/live/bus";
import { type RunningServer, startServer } from "../src/server";
import { uploadDirs } from "../src/uploads/storage";
import { SAMPLES } from "./fixtures/uploads/files";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { candidateWithAccount, createWorld, insert, link, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";
import { snapshot } from "./support/processes";

const QUESTIONS = [
  { text: "Por que esta vaga?", response_type: 0, options: [], required: true },
  { text: "Tem disponibilidade para viagens?", response_type: 1, options: [], required: true },
  { text: "Seu inglês", response_type: "choice", options: ["Básico", "Intermediário", "Fluente"], required: true },
  { text: "Apresente-se em vídeo", response_type: "video", options: [], required: true },
];

type Upload = { field: string; bytes: Buffer; filename?: string };

function multipart(json: unknown, files: Upload[]) {
  const boundary = `----seleta${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="apply"\r\n\r\n${JSON.stringify(json)}\r\n`),
  ];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename ?? "a.webm"}"` +
          "\r\nContent-Type: video/webm\r\n\r\n",
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An MP4 whose movie header states `seconds` (timescale 1000). */
function mp4Lasting(seconds: number): Buffer {
  const mvhd = Buffer.alloc(8 + 100);
  mvhd.writeUInt32BE(mvhd.length, 0);
  mvhd.write("mvhd", 4, "latin1");
  mvhd.writeUInt32BE(1000, 8 + 12);
  mvhd.writeUInt32BE(seconds * 1000, 8 + 16);
  const moov = Buffer.concat([Buffer.from([0, 0, 0, mvhd.length + 8]), Buffer.from("moov", "latin1"), mvhd]);
  return Buffer.concat([SAMPLES.mp4(), moov]);
}

describe.each(DEFAULT_DATABASE)("applying to a job on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens = { candidate: "", other: "", recruiter: "", admin: "" };
  const uids = { open: "", closing: "", closed: "", plain: "", foreign: "" };
  const ids = { open: 0, closing: 0 };

  const signIn = async (strategy: "candidates" | "recruiters", email: string) => {
    const response = await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };

  const form = (uid: string, token = tokens.candidate) =>
    call("GET", `/candidates/jobs/${uid}/apply`, { token, headers: { "accept-language": "pt-BR" } });

  const send = (uid: string, json: unknown, files: Upload[] = [], token = tokens.candidate) => {
    const body = multipart(json, files);
    return server.app.inject({
      method: "POST",
      url: `/api/v1/candidates/jobs/${uid}/applies`,
      headers: { "content-type": body.contentType, authorization: `Bearer ${token}`, "accept-language": "pt-BR" },
      payload: body.payload,
    });
  };

  const body = async (uid: string, answers: unknown[]) => ({
    answers,
    questions_version: (await form(uid)).json().questions_version,
    consent: true,
    consent_version: (await form(uid)).json().consent_version,
  });

  /** Rows and stored files: proves a refusal left nothing behind. */
  const leftovers = async () => ({
    applies: Number((await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from applies`))[0]?.n),
    files: Number((await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from data_files`))[0]?.n),
    stored: existsSync(uploadDirs(storage.dataDir).root) ? snapshot(uploadDirs(storage.dataDir).root) : {},
  });

  const job = (values: Record<string, unknown>) =>
    insert(server.db, schema.jobs, {
      business_id: world.business,
      status: 1,
      published: true,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
      description: "<p>Liderar a área financeira.</p><script>alert(1)</script>",
      ...values,
    });

  beforeAll(async () => {
    storage = await createTestStorage(kind, "candidate-apply");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    uids.open = "openJobUid0000000000AA";
    uids.closing = "closingJobUid0000000AA";
    uids.closed = "closedJobUid00000000AA";
    uids.plain = "plainJobUid000000000AA";
    uids.foreign = "foreignJobUid0000000AA";
    ids.open = await job({ title: "Diretor Financeiro", uid: uids.open, questions: QUESTIONS });
    await link(server.db, schema.jobs_recruiters, ids.open, world.recruiter.id);
    ids.closing = await job({ title: "Gerente de Vendas", uid: uids.closing, questions: QUESTIONS.slice(0, 1) });
    await job({ title: "Vaga encerrada", uid: uids.closed, status: 1, closed_at: "2026-01-01" });
    await job({ title: "Analista", uid: uids.plain });
    const otherCompany = await insert(server.db, schema.client_companies, {
      business_id: world.otherBusiness,
      name: "Outra",
      status: 1,
    });
    await insert(server.db, schema.jobs, {
      business_id: world.otherBusiness,
      title: "Vaga de outra empresa",
      status: 1,
      published: true,
      uid: uids.foreign,
      client_company_id: otherCompany,
      owner_id: world.admin.id,
    });
    await candidateWithAccount(server.db, world.business, { email: "other@test.example", name: "Otávio Outro" });
    tokens.candidate = await signIn("candidates", world.candidate.email);
    tokens.other = await signIn("candidates", "other@test.example");
    tokens.recruiter = await signIn("recruiters", world.recruiter.email);
    tokens.admin = await signIn("recruiters", world.admin.email);
  });

  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("shows the job's public facts and its questions, and 404 for a closed, unknown or other business's job", async () => {
    const response = await form(uids.open);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.job).toEqual({
      uid: uids.open,
      title: "Diretor Financeiro",
      city: null,
      state: null,
      description_html: "<p>Liderar a área financeira.</p>",
    });
    expect(answer.questions.map((q: { text: string }) => q.text)).toEqual(QUESTIONS.map((q) => q.text));
    expect(answer.limits).toEqual({ text_max: 2000, video_max_mb: 50, video_max_seconds: 180 });
    expect(answer.applied).toBeNull();
    for (const uid of [uids.closed, uids.foreign, "unknownJobUid000000000"]) {
      expect((await form(uid)).statusCode).toBe(404);
    }
    // Only a candidate's session reaches it.
    const asRecruiter = await call("GET", `/candidates/jobs/${uids.open}/apply`, { token: tokens.recruiter });
    expect(asRecruiter.statusCode).toBe(403);
  });

  it("names each wrong answer, in the candidate's language, and stores nothing", async () => {
    const before = await leftovers();
    const response = await send(uids.open, await body(uids.open, ["  ", "sim", "Avançado", null]));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({
      "answers.0": ["Responda esta pergunta."],
      "answers.1": ["Responda sim ou não."],
      "answers.2": ["Escolha uma das opções."],
      "answers.3": ["Responda esta pergunta."],
    });
    const noConsent = await send(uids.open, { ...(await body(uids.open, [])), consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(Object.keys(noConsent.json().error.fields)).toEqual(["consent"]);
    expect(await leftovers()).toEqual(before);
  });

  it("refuses a video of another type, over the size or over the duration, leaving no row and no file", async () => {
    const before = await leftovers();
    const answers = await body(uids.open, ["Porque sim", true, "Fluente", null]);
    const pdf = await send(uids.open, answers, [{ field: "video_3", bytes: Buffer.from("%PDF-1.4\n%%EOF\n") }]);
    expect(pdf.statusCode, pdf.body).toBe(415);
    expect(pdf.json().error.fields["answers.3"][0]).toMatch(/MP4, WebM ou QuickTime/);
    const long = await send(uids.open, answers, [{ field: "video_3", bytes: mp4Lasting(181), filename: "a.mp4" }]);
    expect(long.statusCode, long.body).toBe(413);
    expect(long.json().error.code).toBe("video_too_long");
    const big = Buffer.concat([SAMPLES.webm(), Buffer.alloc(50 * 1024 * 1024)]);
    const large = await send(uids.open, answers, [{ field: "video_3", bytes: big }]);
    expect(large.statusCode, large.body).toBe(413);
    expect(large.json().error.message).toBe("O vídeo passa de 50 MB. Grave uma resposta mais curta.");
    expect(await leftovers()).toEqual(before);
  });

  it("refuses video answers that would take the candidate past their storage quota, leaving nothing", async () => {
    const [other] = await queryRows<{ account_id: number }>(
      server.db,
      sql`select account_id from candidates where email = 'other@test.example'`,
    );
    const accountId = Number(other?.account_id);
    // What the candidate stores already, a few bytes under the default quota (50 MB).
    await server.db.drizzle.insert(schema.dataFiles).values({
      business_id: world.business,
      reference_type: "Candidate",
      reference_id: world.candidate.id,
      name: "quase-cheio.pdf",
      storage_key: `legacy/${randomBytes(8).toString("hex")}.pdf`,
      content_type: "application/pdf",
      size: 50_000_000 - 20,
      sha256: "0".repeat(64),
      created_by: accountId,
    });
    const before = await leftovers();
    const answers = await body(uids.open, ["Porque sim", true, "Fluente", null]);
    const refused = await send(uids.open, answers, [{ field: "video_3", bytes: SAMPLES.webm() }], tokens.other);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.code).toBe("upload_quota_reached");
    expect(refused.json().error.message).toMatch(/^Limite de armazenamento atingido: você já usa 50 MB de 50 MB/);
    expect(await leftovers()).toEqual(before);
    await server.db.drizzle.execute(sql`delete from data_files where created_by = ${accountId}`);
  });

  it("lands the apply at Web Response with its four answers and the consent, and tells the job's followers live", async () => {
    const heard: unknown[] = [];
    const stop = server.live.subscribe(streams.notifications(world.recruiter.id), (message) => heard.push(message));
    try {
      const response = await send(uids.open, await body(uids.open, ["Porque sim", true, "Fluente", null]), [
        { field: "video_3", bytes: SAMPLES.webm() },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 10_000, interval: 20 });
    } finally {
      stop();
    }
    const [apply] = await queryRows<Record<string, unknown>>(
      server.db,
      sql`select id, stage, source, answers, consent_version, consent_at from applies
          where job_id = ${ids.open} and candidate_id = ${world.candidate.id}`,
    );
    expect(apply).toMatchObject({ stage: 0, source: 1, consent_version: "apply-2026-11" });
    expect(apply?.consent_at).not.toBeNull();
    const [file] = await queryRows<{ id: number; content_type: string; reference_type: string }>(
      server.db,
      sql`select id, content_type, reference_type from data_files where reference_id = ${apply?.id}`,
    );
    expect(file).toMatchObject({ content_type: "video/webm", reference_type: "Apply" });
    expect(apply?.answers).toEqual([
      { question: "Por que esta vaga?", kind: "text", required: true, value: "Porque sim" },
      { question: "Tem disponibilidade para viagens?", kind: "yesNo", required: true, value: true },
      { question: "Seu inglês", kind: "choice", required: true, value: "Fluente" },
      { question: "Apresente-se em vídeo", kind: "video", required: true, value: null, data_file_id: file?.id },
    ]);
    const [notification] = await queryRows<{ kind: string; link: string }>(
      server.db,
      sql`select kind, link from notifications where recruiter_id = ${world.recruiter.id}`,
    );
    expect(notification).toEqual({ kind: "newApply", link: `/recruiters/jobs/${ids.open}/applies` });

    // The job's owner plays the video back; the candidate reads their own file; another candidate learns nothing.
    const asRecruiter = await call("GET", `/recruiters/data_files/${file?.id}`, { token: tokens.admin });
    expect(asRecruiter.statusCode).toBe(200);
    expect(asRecruiter.headers["content-type"]).toBe("video/webm");
    expect((await call("GET", `/candidates/data_files/${file?.id}`, { token: tokens.candidate })).statusCode).toBe(200);
    const stolen = await call("GET", `/candidates/data_files/${file?.id}`, { token: tokens.other });
    expect(stolen.statusCode).toBe(404);
    const listed = await call("GET", `/candidates/data_files?reference_type=Apply&reference_id=${apply?.id}`, {
      token: tokens.other,
    });
    expect(listed.statusCode).toBe(404);
    // The other candidate's form of the same job says nothing of the first one's apply.
    expect((await form(uids.open, tokens.other)).json().applied).toBeNull();
    expect((await form(uids.open)).json().applied).toMatchObject({ id: apply?.id });
  });

  it("refuses a second apply to the same job with a clear message, in the database too", async () => {
    const before = await leftovers();
    const again = await send(uids.open, await body(uids.open, ["De novo", false, "Básico", null]), [
      { field: "video_3", bytes: SAMPLES.webm() },
    ]);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "already_applied",
      message: "Você já se candidatou a esta vaga. Acompanhe sua candidatura em Candidaturas.",
    });
    expect(await leftovers()).toEqual(before);
    // The unique index itself refuses a row the route's check would not have seen.
    await expect(
      insert(server.db, schema.applies, {
        business_id: world.business,
        job_id: ids.open,
        candidate_id: world.candidate.id,
        stage: 0,
      }),
    ).rejects.toThrow();
  });

  it("tells a candidate whose job closed while they answered, and one whose questions changed", async () => {
    const answers = await body(uids.closing, ["Experiência em vendas"]);
    await server.db.drizzle.execute(sql`update jobs set questions = ${JSON.stringify(QUESTIONS)}::jsonb
                                        where id = ${ids.closing}`);
    const changed = await send(uids.closing, answers);
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json().error.code).toBe("questions_changed");
    await server.db.drizzle.execute(sql`update jobs set questions = ${JSON.stringify(QUESTIONS.slice(0, 1))}::jsonb,
                                        status = 5 where id = ${ids.closing}`);
    const closed = await send(uids.closing, answers);
    expect(closed.statusCode, closed.body).toBe(409);
    expect(closed.json().error).toMatchObject({
      code: "job_closed",
      message: "Esta vaga foi encerrada enquanto você respondia: sua candidatura não foi enviada.",
    });
    const [count] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from applies where job_id = ${ids.closing}`,
    );
    expect(count?.n).toBe(0);
  });

  it("takes a plain JSON apply to a job without questions", async () => {
    const response = await call("POST", `/candidates/jobs/${uids.plain}/applies`, {
      token: tokens.other,
      body: await body(uids.plain, []),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
