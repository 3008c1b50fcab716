/**
 * A candidate's LGPD self-service: consents recorded per purpose with their history, the ZIP of all their data
 * (opened and read), another candidate's 404s, account deletion confirmed by mail and the candidate anonymised
 * everywhere a recruiter looks, and the retention job's warning then erasure on a driven clock.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_RETENTION } from "@seleta/domain/privacy";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import yauzl from "yauzl";
import { createSession } from "../src/auth/session";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { runRetention } from "../src/privacy/retention";
import { type RunningServer, startServer } from "../src/server";
import { localFileStorage, newStorageKey, uploadDirs } from "../src/uploads/storage";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { candidateWithAccount, createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

const DAY_MS = 86_400_000;

/** The entries of a ZIP, by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe.each(DATABASE_KINDS)("candidate privacy on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let files: ReturnType<typeof localFileStorage>;
  let job: number;
  const tokens: Record<string, string> = {};
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(server.db, query);

  const signInCandidate = async (email: string) => {
    const response = await call("POST", "/candidates/sessions", { body: { email, password: PASSWORD } });
    return { status: response.statusCode, token: response.json().token as string | undefined };
  };

  /** A candidate with a login in the world's business. */
  const candidateWithLogin = (email: string, name: string, values: Record<string, unknown> = {}) =>
    candidateWithAccount(server.db, world.business, { email, name, ...values });

  /** A stored file on a record, with its bytes in storage. */
  const storedFile = async (referenceType: string, referenceId: number, name: string, content: string) => {
    const dir = await mkdtemp(join(tmpdir(), "privacy-file-"));
    const path = join(dir, "file");
    await writeFile(path, content);
    const key = newStorageKey("pdf");
    await files.put(key, path, "application/pdf");
    await insert(server.db, schema.dataFiles as never, {
      business_id: world.business,
      reference_type: referenceType,
      reference_id: referenceId,
      name,
      storage_key: key,
      content_type: "application/pdf",
      size: content.length,
      sha256: "0".repeat(64),
    });
    return key;
  };

  const brunoId = async () =>
    Number((await rows<{ id: number }>(sql`select id from candidates where email = 'bruno@test.example'`))[0]?.id);

  const auditActions = (candidateId: number) =>
    rows<{ action: string; changes: Record<string, unknown> }>(
      sql`select action, changes from audit_logs where entity = 'candidates' and record_id = ${candidateId} order by id`,
    );

  beforeAll(async () => {
    storage = await createTestStorage(kind, "privacy");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    files = localFileStorage(uploadDirs(storage.dataDir).root);
    job = await insert(server.db, schema.jobs, {
      business_id: world.business,
      title: "Diretora de Dados",
      status: 1,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });
    await rows(sql`update candidates set cpf = '52998224725', mobile_phone = '+5511999990000',
                     self_introduction = 'Carla gosta de dados' where id = ${world.candidate.id}`);
    tokens.carla = (await signInCandidate(world.candidate.email)).token as string;
    await candidateWithLogin("bruno@test.example", "Bruno Outro");
    tokens.bruno = (await signInCandidate("bruno@test.example")).token as string;
    tokens.admin = (
      await call("POST", "/recruiters/sessions", { body: { email: world.admin.email, password: PASSWORD } })
    ).json().token as string;
  });

  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("records each consent change as a new row with the text version, the latest being the current choice", async () => {
    const empty = await call("GET", "/candidates/consents", { token: tokens.carla });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().consents.current).toEqual({ talent_pool: null, marketing_emails: null });

    const put = (consents: Record<string, boolean>, token = tokens.carla) =>
      call("PUT", "/candidates/consents", { token, body: { consents } });
    expect((await put({ talent_pool: true, marketing_emails: false })).statusCode).toBe(200);
    await put({ talent_pool: true }); // unchanged: no new row
    const changed = await put({ talent_pool: false });
    const consents = changed.json().consents;
    expect(consents.current.talent_pool).toMatchObject({ granted: false, text_version: consents.text_version });
    expect(consents.current.marketing_emails).toMatchObject({ granted: false });
    expect(consents.history.map((row: { purpose: string; granted: boolean }) => [row.purpose, row.granted])).toEqual([
      ["talent_pool", false],
      ["marketing_emails", false],
      ["talent_pool", true],
    ]);
    expect((await put({})).statusCode).toBe(400);

    // Another candidate's consents are their own.
    const bruno = await call("GET", "/candidates/consents", { token: tokens.bruno });
    expect(bruno.json().consents.history).toEqual([]);
    // Recruiters have no candidate session.
    expect((await call("GET", "/candidates/consents", { token: tokens.admin })).statusCode).toBe(403);

    const audited = (await auditActions(world.candidate.id)).filter((entry) => entry.action === "consent");
    expect(audited.map((entry) => entry.changes)).toEqual([
      { talent_pool: true, marketing_emails: false },
      { talent_pool: false },
    ]);
  });

  it("exports all of the candidate's data as a ZIP only they can fetch, without the firm's internal fields", async () => {
    const apply = await insert(server.db, schema.applies, {
      business_id: world.business,
      candidate_id: world.candidate.id,
      job_id: job,
      stage: 9,
      reject_reason: 1,
      position: 0,
      cover_letter: "Quero muito esta vaga",
      answers: [
        { question: "Conte uma conquista", kind: "text", required: true, value: "Lidero times de dados há dez anos" },
      ],
      consent_version: "apply-2026-11",
      candidate_name: "Carla Candidata",
      job_title: "Diretora de Dados",
    });
    await storedFile("Candidate", world.candidate.id, "curriculo.pdf", "%PDF-cv-bytes");
    await storedFile("Apply", apply, "video.webm", "video-bytes");

    const created = await call("POST", "/candidates/data_exports", { token: tokens.carla });
    expect(created.statusCode).toBe(201);
    const id = created.json().data_export.id as number;
    // The page polls the same answer until the job is done (generous wait: a loaded machine).
    const state = await vi.waitFor(
      async () => {
        const answer = (await call("GET", `/candidates/data_exports/${id}`, { token: tokens.carla })).json()
          .data_export;
        if (answer.status === "processing") throw new Error("still processing");
        return answer;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(state).toMatchObject({
      status: "completed",
      progress: 100,
      file: `/api/v1/candidates/data_exports/${id}/file`,
    });
    expect(Date.parse(state.expires_at) - Date.parse(state.created_at)).toBe(7 * DAY_MS);

    const file = await call("GET", `/candidates/data_exports/${id}/file`, { token: tokens.carla });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/zip");
    const entries = await unzip(file.rawPayload);
    const data = JSON.parse(String(entries.get("dados.json")));
    expect(data.profile).toMatchObject({ name: "Carla Candidata", cpf: "52998224725", email: world.candidate.email });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      job_title: "Diretora de Dados",
      cover_letter: "Quero muito esta vaga",
      answers: [
        { question: "Conte uma conquista", kind: "text", required: true, value: "Lidero times de dados há dez anos" },
      ],
      consent_version: "apply-2026-11",
    });
    for (const internal of ["reject_reason", "stage", "owner_id", "position", "like_candidates", "submission_status"]) {
      expect(data.applications[0]).not.toHaveProperty(internal);
    }
    expect(data.consents).toHaveLength(3);
    expect(data.files.map((entry: { name: string }) => entry.name).sort()).toEqual(["curriculo.pdf", "video.webm"]);
    for (const entry of data.files as { path: string }[]) expect(entries.has(entry.path)).toBe(true);
    const cv = data.files.find((entry: { name: string }) => entry.name === "curriculo.pdf");
    expect(String(entries.get(cv.path))).toBe("%PDF-cv-bytes");

    // Another candidate learns nothing: the same 404 as an id that does not exist.
    expect((await call("GET", `/candidates/data_exports/${id}`, { token: tokens.bruno })).statusCode).toBe(404);
    expect((await call("GET", `/candidates/data_exports/${id}/file`, { token: tokens.bruno })).statusCode).toBe(404);
    expect((await call("GET", `/candidates/data_exports/${id + 1000}`, { token: tokens.bruno })).statusCode).toBe(404);
    // Nor does a recruiter through their own downloads.
    expect((await call("GET", `/recruiters/recruiter_downloads/${id}`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await auditActions(world.candidate.id)).map((entry) => entry.action)).toContain("data_export");
  });

  /** The candidate's export once its job has ended. */
  const finishedExport = (id: number, token: string) =>
    vi.waitFor(
      async () => {
        const answer = (await call("GET", `/candidates/data_exports/${id}`, { token })).json().data_export;
        if (answer.status === "processing") throw new Error("still processing");
        return answer;
      },
      { timeout: 60_000, interval: 100 },
    );
  const exportRows = (candidateId: number) =>
    rows<{ id: number; storage_name: string | null; file_size: number | string | null }>(
      sql`select id, storage_name, file_size from recruiter_downloads where candidate_id = ${candidateId} order by id`,
    );

  it("keeps one export per account: a new request replaces the one before, its row and its file", async () => {
    const bruno = tokens.bruno as string;
    const first = await call("POST", "/candidates/data_exports", { token: bruno });
    expect(first.statusCode).toBe(201);
    const firstId = first.json().data_export.id as number;
    expect((await finishedExport(firstId, bruno)).status).toBe("completed");
    const [firstRow] = await exportRows(await brunoId());
    const firstKey = firstRow?.storage_name as string;
    expect(await files.open(firstKey)).toBeDefined();

    // Two requests at once (a double click, a script): one export is left, the newest.
    const again = await Promise.all([
      call("POST", "/candidates/data_exports", { token: bruno }),
      call("POST", "/candidates/data_exports", { token: bruno }),
    ]);
    expect(again.map((response) => response.statusCode)).toEqual([201, 201]);
    const kept = await exportRows(await brunoId());
    expect(kept).toHaveLength(1);
    const keptId = Number(kept[0]?.id);
    expect(again.map((response) => response.json().data_export.id)).toContain(keptId);
    // The replaced export is gone: its row (404, like any id not theirs) and its file.
    expect((await call("GET", `/candidates/data_exports/${firstId}`, { token: bruno })).statusCode).toBe(404);
    expect(await files.open(firstKey)).toBeUndefined();

    // The kept one completes, and its size is recorded: it counts in the account's storage (uploadLimits.test.ts).
    expect((await finishedExport(keptId, bruno)).status).toBe("completed");
    const file = await call("GET", `/candidates/data_exports/${keptId}/file`, { token: bruno });
    expect(file.statusCode).toBe(200);
    const [done] = await exportRows(await brunoId());
    expect(Number(done?.file_size)).toBe(file.rawPayload.length);
  });

  it("refuses an unconfirmed account's export with 403 in its language, queuing nothing", async () => {
    const unconfirmed = await candidateWithLogin("nao.confirmou@test.example", "Nina Nova", { confirmed: false });
    const { token } = await createSession(server.db, unconfirmed.accountId);
    const refused = await call("POST", "/candidates/data_exports", { token, headers: { "accept-language": "pt-BR" } });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "account_not_confirmed",
      message:
        "Confirme seu e-mail antes de pedir uma cópia dos seus dados: abra o link que enviamos para a sua caixa de entrada.",
    });
    const inEnglish = await call("POST", "/candidates/data_exports", { token, headers: { "accept-language": "en" } });
    expect(inEnglish.json().error.message).toBe(
      "Confirm your e-mail before asking for a copy of your data: open the link we sent to your inbox.",
    );
    expect(await exportRows(unconfirmed.id)).toEqual([]);
  });

  it("erases the candidate everywhere once the mailed link confirms the deletion", async () => {
    const wrong = await call("POST", "/candidates/account_deletions", {
      token: tokens.carla,
      body: { account_deletion: { password: "not the password" } },
    });
    expect(wrong.statusCode).toBe(422);
    const asked = await call("POST", "/candidates/account_deletions", {
      token: tokens.carla,
      body: { account_deletion: { password: PASSWORD } },
    });
    expect(asked.statusCode).toBe(202);
    const [mail] = await rows<{ payload: { token: string; link: string } }>(
      sql`select payload from outbox where to_email = ${world.candidate.email} and kind = 'account_deletion'`,
    );
    expect(mail?.payload.link).toMatch(/\/account_deletion\/[A-Za-z0-9_-]{43}$/);
    const [stored] = await rows<{ token_hash: string }>(
      sql`select token_hash from auth_tokens where purpose = 'account_deletion' and account_id = ${world.candidate.accountId}`,
    );
    expect(stored?.token_hash).not.toBe(mail?.payload.token);
    const keys = await rows<{ storage_key: string }>(
      sql`select storage_key from data_files where reference_type = 'Candidate' and reference_id = ${world.candidate.id}`,
    );
    expect(keys).toHaveLength(1);

    const [apply] = await rows<{ id: number }>(sql`select id from applies where candidate_id = ${world.candidate.id}`);
    // What others wrote about her in a shortlist: the presentation, a rating's reason, a comment thread.
    const [shortlist] = await rows<{ id: number }>(
      sql`insert into shortlists (business_id, job_id, name, sent_at) values (${world.business}, ${job}, 'Finalistas', now())
          returning id`,
    );
    await rows(sql`insert into shortlist_items (business_id, shortlist_id, apply_id, position, comments)
                   values (${world.business}, ${shortlist?.id}, ${apply?.id}, 0, '<p>Carla lidera dados há dez anos</p>')`);
    const [reviewer] = await rows<{ id: number }>(
      sql`insert into shortlist_relationships (business_id, uid, shortlist_id, name, sent_at)
          values (${world.business}, 'erasure-review-1', ${shortlist?.id}, 'Conselheira', now()) returning id`,
    );
    await rows(sql`insert into like_candidates (business_id, shortlist_relationship_id, apply_id, type_avaliation,
                                                like_avaliation, description)
                   values (${world.business}, ${reviewer?.id}, ${apply?.id}, 1, false, 'Carla saiu cedo do último emprego')`);
    await rows(sql`insert into shortlist_comments (business_id, shortlist_relationship_id, apply_id, body)
                   values (${world.business}, ${reviewer?.id}, ${apply?.id}, 'A Carla fala inglês?')`);
    await rows(sql`insert into notifications (business_id, recruiter_id, category, kind, message, link, reference_type, reference_id)
                   values (${world.business}, ${world.admin.id}, 'notifications', 'newApply',
                           'Carla Candidata se candidatou a Diretora de Dados', '/recruiters/jobs', 'applies', ${apply?.id})`);
    const confirmed = await call("POST", "/candidates/account_deletions/confirmation", {
      body: { token: mail?.payload.token },
    });
    expect(confirmed.statusCode).toBe(200);
    // The erased account keeps no token: the link is no longer valid.
    const again = await call("POST", "/candidates/account_deletions/confirmation", {
      body: { token: mail?.payload.token },
    });
    expect(again.json().error.code).toBe("invalid_token");

    // The recruiter's view: the record and the application remain, with nothing personal in them.
    const record = (await call("GET", `/recruiters/candidates/${world.candidate.id}`, { token: tokens.admin })).json()
      .candidate;
    expect(record.name).toBe("Candidato anonimizado");
    expect(record.email).toMatch(/@anonimizado\.invalid$/);
    for (const field of ["cpf", "mobile_phone", "self_introduction", "linkedin"])
      expect(record[field] ?? null).toBeNull();
    const applies = (await call("GET", `/recruiters/applies?per_page=100`, { token: tokens.admin })).json().applies as {
      candidate_name: string;
      cover_letter: string | null;
      answers: unknown;
      stage: number;
      job_title: string;
    }[];
    expect(applies).toHaveLength(1);
    expect(applies[0]).toMatchObject({ candidate_name: "Candidato anonimizado", stage: 9, cover_letter: null });
    expect(applies[0]?.answers ?? null).toBeNull();
    // The shortlist keeps her place and the rating, not what was written about her.
    const [item] = await rows<{ comments: string | null }>(
      sql`select comments from shortlist_items where apply_id = ${apply?.id}`,
    );
    expect(item).toEqual({ comments: null });
    const ratings = await rows<{ like_avaliation: boolean; description: string | null }>(
      sql`select like_avaliation, description from like_candidates where apply_id = ${apply?.id}`,
    );
    expect(ratings).toEqual([{ like_avaliation: false, description: null }]);
    expect(await rows(sql`select id from shortlist_comments where apply_id = ${apply?.id}`)).toEqual([]);
    const search = (
      await call("GET", "/recruiters/candidates?term=Carla&per_page=100", { token: tokens.admin })
    ).json();
    expect(search.candidates).toEqual([]);
    const searchCpf = await call("GET", "/recruiters/candidates?term=dados&per_page=100", { token: tokens.admin });
    expect(searchCpf.json().candidates).toEqual([]);
    const [notification] = await rows<{ message: string }>(
      sql`select message from notifications where reference_type = 'applies' and reference_id = ${apply?.id}`,
    );
    expect(notification?.message).toBe("Candidato anonimizado se candidatou a Diretora de Dados");
    // Files gone from the rows and from storage; sessions and sign-in gone.
    expect(await files.open(keys[0]?.storage_key as string)).toBeUndefined();
    expect((await call("GET", "/candidates", { token: tokens.carla })).statusCode).toBe(401);
    expect((await signInCandidate(world.candidate.email)).status).toBe(401);
    const actions = (await auditActions(world.candidate.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["erasure_request", "anonymise"]));
    expect(JSON.stringify(await auditActions(world.candidate.id))).not.toMatch(/Carla|52998224725|candidate@test/);
  });

  it("warns an idle candidate, then erases them after the grace period unless they signed in", async () => {
    const longAgo = new Date(Date.now() - 800 * DAY_MS).toISOString();
    const idle = await candidateWithLogin("idle@test.example", "Ivo Inativo", { last_activity_at: longAgo });
    const returning = await candidateWithLogin("back@test.example", "Rita Retorna", { last_activity_at: longAgo });
    const deps = {
      db: server.db,
      storage: files,
      log: { info() {}, warn() {}, error() {} },
      origins: { forBusiness: async () => "http://localhost" },
      settings: DEFAULT_RETENTION,
    };
    const warnedAt = new Date(Date.now() - 1000);
    const first = await runRetention(deps, warnedAt);
    expect(first.warned).toBe(2);
    const mails = await rows<{ to_email: string; body: string }>(
      sql`select to_email, body from outbox where kind = 'retention_warning' order by to_email`,
    );
    expect(mails.map((mail) => mail.to_email)).toEqual(["back@test.example", "idle@test.example"]);
    expect((await runRetention(deps, new Date(warnedAt.getTime() + DAY_MS))).warned).toBe(0);

    // Rita signs in after the warning: her clock starts again.
    expect((await signInCandidate("back@test.example")).status).toBe(200);
    const later = await runRetention(deps, new Date(warnedAt.getTime() + 31 * DAY_MS));
    expect(later.erased).toBe(1);
    const names = await rows<{ id: number; name: string }>(
      sql`select id, name from candidates where id in (${idle.id}, ${returning.id}) order by id`,
    );
    expect(names.map((row) => row.name)).toEqual(["Candidato anonimizado", "Rita Retorna"]);
    expect((await auditActions(idle.id)).map((entry) => entry.action)).toEqual(["retention_warning", "anonymise"]);
  });
});
