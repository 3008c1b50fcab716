/**
 * The candidate's CV (`/candidates/curriculum`): the upload is answered once stored, before its text is read; a
 * background job reads it and the recruiters' boolean search then finds the candidate by a word of it; a scanned
 * PDF is kept and says its text could not be read; a PDF broken past its first page says reading failed; bad files
 * are refused in the candidate's language and store nothing; a new CV replaces the old one; a candidate reaches only
 * their own CV.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { pendingTextsToRequeue } from "../src/jobs/extractFileText";
import { startServer } from "../src/server";
import { uploadDirs } from "../src/uploads/storage";
import {
  makeDocx,
  makePdf,
  makePdfBrokenAfterFirstPage,
  makeScannedPdf,
  makeZipBombDocx,
  SAMPLES,
} from "./fixtures/uploads/files";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { candidateWithAccount, createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { snapshot } from "./support/processes";

type Upload = { bytes: Buffer; filename: string };

function multipart(file: Upload, fields: Record<string, string | number> = {}) {
  const boundary = `----seleta${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data_file[file]"; filename="${file.filename}"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(DEFAULT_DATABASE)("the candidate's CV on %s", (kind) => {
  let storage: TestStorage;
  let app: FastifyInstance;
  let db: Database;
  let world: World;
  let carla: string;
  let otto: string;
  let recruiter: string;

  const upload = (token: string, file: Upload, locale = "pt-BR") => {
    const body = multipart(file);
    return app.inject({
      method: "POST",
      url: "/api/v1/candidates/curriculum",
      headers: { "content-type": body.contentType, "accept-language": locale, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
  };
  const call = (method: "GET" | "DELETE", url: string, token: string) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    });
  const current = async (token: string) => (await call("GET", "/candidates/curriculum", token)).json().curriculum;
  /** Waits (the job runs in the background) until the CV's text has been read, or given up on. */
  const settled = (token: string) =>
    vi.waitFor(
      async () => {
        const cv = await current(token);
        expect(cv?.text_status).not.toBe("pending");
        return cv;
      },
      { timeout: 60_000, interval: 100 },
    );
  /** The recruiters' boolean search of candidates: the names of those whose record or CV has the word. */
  const recruiterFinds = async (word: string) => {
    const response = await call("GET", `/recruiters/candidates?terms_required=${encodeURIComponent(word)}`, recruiter);
    expect(response.statusCode).toBe(200);
    return (response.json().candidates as { name: string }[]).map((record) => record.name);
  };
  const stored = async () => ({
    files: existsSync(uploadDirs(storage.dataDir).root) ? snapshot(uploadDirs(storage.dataDir).root) : {},
    rows: (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from data_files`))[0]?.n,
  });

  beforeAll(async () => {
    storage = await createTestStorage(kind, "candidate_cv");
    ({ app, db } = await startServer(testConfig(storage, { UPLOAD_MAX_MB: "1" }), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    }));
    world = await createWorld(db);
    await candidateWithAccount(db, world.business, { email: "otto@test.example", name: "Otto Outro" });
    const signIn = async (strategy: string, email: string) => {
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/${strategy}/sessions`,
        payload: { email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      return response.json().token as string;
    };
    carla = await signIn("candidates", world.candidate.email);
    otto = await signIn("candidates", "otto@test.example");
    recruiter = await signIn("recruiters", world.admin.email);
  });
  afterAll(async () => {
    await app?.close();
    await storage?.cleanup();
  });

  it("answers the upload before the text is read, then the recruiters' search finds a word of the CV", async () => {
    expect((await call("GET", "/candidates/curriculum", carla)).json()).toEqual({ curriculum: null, max_megabytes: 1 });
    expect(await recruiterFinds("ornitorrinco")).toEqual([]);
    const pdf = makePdf(["Carla Candidata", "Criadora de ornitorrinco premiada"]);
    const response = await upload(carla, { bytes: pdf, filename: "carla.pdf" });
    expect(response.statusCode).toBe(201);
    expect(response.json().data_file).toMatchObject({
      name: "carla.pdf",
      content_type: "application/pdf",
      size: pdf.length,
      reference_type: "Candidate",
      reference_id: world.candidate.id,
      text_status: "pending",
    });
    const cv = await settled(carla);
    expect(cv).toMatchObject({ id: response.json().data_file.id, text_status: "done" });
    expect(await recruiterFinds("ornitorrinco")).toEqual(["Carla Candidata"]);
    const download = await call("GET", cv.url.replace("/api/v1", ""), carla);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdf);
  });

  it("replaces the CV: the old file and its words go, the new one's come; a recruiter's document stays", async () => {
    const before = await current(carla);
    const body = multipart(
      { bytes: makePdf(["Parecer da entrevista"]), filename: "parecer.pdf" },
      { reference_type: "Candidate", reference_id: world.candidate.id },
    );
    const attached = await app.inject({
      method: "POST",
      url: "/api/v1/recruiters/data_files",
      headers: { "content-type": body.contentType, authorization: `Bearer ${recruiter}` },
      payload: body.payload,
    });
    expect(attached.statusCode).toBe(201);
    // The firm's document on her record is not her CV.
    expect(await current(carla)).toEqual(before);
    const response = await upload(carla, {
      bytes: makeDocx(["Carla Candidata", "Especialista em quiropraxia"]),
      filename: "carla.docx",
    });
    expect(response.statusCode).toBe(201);
    expect(await settled(carla)).toMatchObject({ name: "carla.docx", text_status: "done" });
    expect(await recruiterFinds("quiropraxia")).toEqual(["Carla Candidata"]);
    expect(await recruiterFinds("ornitorrinco")).toEqual([]);
    expect((await call("GET", `/candidates/data_files/${before.id}`, carla)).statusCode).toBe(404);
    const firmDocument = await call("GET", `/recruiters/data_files/${attached.json().data_file.id}`, recruiter);
    expect(firmDocument.statusCode).toBe(200);
  });

  it("keeps a scanned PDF and says its text could not be read", async () => {
    const response = await upload(otto, { bytes: makeScannedPdf(), filename: "digitalizado.pdf" });
    expect(response.statusCode).toBe(201);
    expect(await settled(otto)).toMatchObject({ name: "digitalizado.pdf", text_status: "no_text" });
  });

  it("keeps a PDF the parser gives up on past its first page, saying reading failed", async () => {
    const response = await upload(otto, {
      bytes: makePdfBrokenAfterFirstPage(["Otto Outro", "palavra xilofonista"]),
      filename: "quebrado.pdf",
    });
    expect(response.statusCode).toBe(201);
    expect(await settled(otto)).toMatchObject({ name: "quebrado.pdf", text_status: "failed" });
    expect(await recruiterFinds("xilofonista")).toEqual([]);
  });

  describe("refuses, in the candidate's language, and stores nothing", () => {
    const refusals: [string, () => Upload, number, string, string][] = [
      [
        "a file of the size limit",
        () => ({ bytes: Buffer.concat([makePdf(["x"]), Buffer.alloc(1_000_000)]), filename: "grande.pdf" }),
        413,
        "file_too_large",
        "Arquivo muito grande, o tamanho máximo é 1mb",
      ],
      [
        "an image",
        () => ({ bytes: SAMPLES.png(), filename: "foto.png" }),
        415,
        "unsupported_file_type",
        "Envie o currículo em PDF ou DOCX (este arquivo é image/png).",
      ],
      [
        "a web page named cv.pdf",
        () => ({ bytes: SAMPLES.html(), filename: "cv.pdf" }),
        415,
        "unsupported_file_type",
        "Envie o currículo em PDF ou DOCX (este arquivo é unknown).",
      ],
      [
        "a PDF whose body is garbage",
        () => ({
          bytes: Buffer.from(`%PDF-1.7\n${"lixo ".repeat(50)}\ntrailer\n<< /Root 9 0 R >>\n%%EOF\n`),
          filename: "cv.pdf",
        }),
        422,
        "corrupted_file",
        "O arquivo (PDF) está corrompido ou incompleto e não pôde ser lido.",
      ],
      [
        "a zip bomb DOCX",
        () => ({ bytes: makeZipBombDocx(20), filename: "cv.docx" }),
        422,
        "zip_bomb",
        "O documento se expande demais",
      ],
    ];
    it.each(refusals)("%s", async (_label, make, status, code, message) => {
      const before = await stored();
      const cv = await current(otto);
      const response = await upload(otto, make());
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(response.json().error.message).toContain(message);
      expect(await stored()).toEqual(before);
      expect(await current(otto)).toEqual(cv);
    });

    it("in English when the candidate reads English", async () => {
      const response = await upload(otto, { bytes: SAMPLES.png(), filename: "photo.png" }, "en");
      expect(response.json().error.message).toBe("Send the CV as a PDF or DOCX file (this file is image/png).");
    });
  });

  it("lets no other candidate list, download or remove the CV (404, as if it did not exist)", async () => {
    const cv = await current(carla);
    expect((await call("GET", `/candidates/data_files/${cv.id}`, otto)).statusCode).toBe(404);
    expect(
      (await call("GET", `/candidates/data_files?reference_type=Candidate&reference_id=${world.candidate.id}`, otto))
        .statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/candidates/curriculum/${cv.id}`, otto)).statusCode).toBe(404);
    expect(await current(otto)).not.toMatchObject({ id: cv.id });
    expect(await current(carla)).toEqual(cv);
  });

  it("finds for queuing again a text whose reading a restart cut off, not one just sent or already read", async () => {
    const row = (status: string, ageSeconds: number) =>
      insert(db, schema.dataFiles as never, {
        business_id: world.business,
        reference_type: "Candidate",
        reference_id: world.candidate.id,
        name: "interrompido.pdf",
        storage_key: `2026/01/${randomBytes(16).toString("hex")}.pdf`,
        content_type: "application/pdf",
        size: 10,
        sha256: "0".repeat(64),
        text_status: status,
        created_at: new Date(Date.now() - ageSeconds * 1000).toISOString(),
      });
    const cutOff = await row("pending", 600);
    const justSent = await row("pending", 0);
    const read = await row("done", 600);
    const found = await pendingTextsToRequeue(db, { atStart: false, staleAfterMs: 120_000, running: [] });
    expect(found).toContain(cutOff);
    expect(found).not.toContain(justSent);
    expect(found).not.toContain(read);
    expect(await pendingTextsToRequeue(db, { atStart: false, staleAfterMs: 120_000, running: [cutOff] })).not.toContain(
      cutOff,
    );
    await db.drizzle.execute(sql`delete from data_files where id in (${cutOff}, ${justSent}, ${read})`);
  });

  it("removes the candidate's own CV: the file, its bytes and its words", async () => {
    const cv = await current(carla);
    expect((await call("DELETE", `/candidates/curriculum/${cv.id}`, carla)).statusCode).toBe(204);
    expect(await current(carla)).toBeNull();
    expect((await call("GET", `/candidates/data_files/${cv.id}`, carla)).statusCode).toBe(404);
    expect(await recruiterFinds("quiropraxia")).toEqual([]);
  });
});
