/**
 * Uploads. `POST /{role}/data_files` accepts the allowed types by their bytes, refuses a file at the
 * size limit (413), of another type (415), corrupted or a zip bomb (422) and stores nothing then; a CV's words make
 * the candidate findable once the background job has read them; who may attach, list, download and delete; the download's headers.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getEntity } from "@seleta/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { searchCondition } from "../src/db/schema/search";
import { startServer } from "../src/server";
import { uploadDirs } from "../src/uploads/storage";
import { makeDocx, makeManyEntryDocx, makePdf, makeZipBombDocx, SAMPLES } from "./fixtures/uploads/files";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { account, createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { snapshot } from "./support/processes";

/** The limit these tests run with: 1 MB, so the boundary files stay small. */
const MAX_MB = "1";

/** The real server with the upload limit these tests use. */
async function startUploadApp(storage: TestStorage): Promise<{ app: FastifyInstance; db: Database }> {
  const { app, db } = await startServer(testConfig(storage, { UPLOAD_MAX_MB: MAX_MB }), {
    authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
  });
  return { app, db };
}

type Upload = { bytes: Buffer; filename?: string; type?: string; field?: string };

function multipart(fields: Record<string, string | number>, file?: Upload) {
  const boundary = `----seleta${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "data_file[file]"}"; ` +
          `filename="${file.filename ?? "file.bin"}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(DEFAULT_DATABASE)("data files on %s", (kind) => {
  let storage: TestStorage;
  let app: FastifyInstance;
  let db: Database;
  let world: World;
  let otherCandidate: number;
  let foreignCandidate: number;
  let job: number;
  let foreignAdminToken: string;
  const tokens = {} as Record<"admin" | "recruiter" | "candidate" | "clientContact", string>;

  const upload = (
    token: string | undefined,
    fields: Record<string, string | number>,
    file?: Upload,
    options: { role?: string; locale?: string } = {},
  ) => {
    const body = multipart(fields, file);
    return app.inject({
      method: "POST",
      url: `/api/v1/${options.role ?? "recruiters"}/data_files`,
      headers: {
        "content-type": body.contentType,
        "accept-language": options.locale ?? "en",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body.payload,
    });
  };
  const get = (token: string, url: string) =>
    app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}`, "accept-language": "en" } });
  const toCandidate = (id: number) => ({ reference_type: "Candidate", reference_id: id });
  const uploadsRoot = () => uploadDirs(storage.dataDir).root;
  /** What the uploads dir holds (empty temp dir aside) and how many rows: proves a refusal stored nothing. */
  const stored = async () => ({
    files: existsSync(uploadsRoot()) ? snapshot(uploadsRoot()) : {},
    rows: Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from data_files`))[0]?.n),
  });
  const foundByTerm = async (candidateId: number, term: string) => {
    const condition = searchCondition(getEntity("candidates"), schema.candidates as never, term);
    const rows = await db.drizzle
      .select({ id: schema.candidates.id })
      .from(schema.candidates)
      .where(and(eq(schema.candidates.id, candidateId), condition));
    return rows.length === 1;
  };

  /** The text is read by a background job after the answer: waits until it has been. */
  const textRead = (fileId: number) =>
    vi.waitFor(
      async () => {
        const [row] = await queryRows<{ text_status: string }>(
          db,
          sql`select text_status from data_files where id = ${fileId}`,
        );
        expect(row?.text_status).not.toBe("pending");
        return row?.text_status;
      },
      { timeout: 60_000, interval: 100 },
    );

  beforeAll(async () => {
    storage = await createTestStorage(kind, "data_files");
    ({ app, db } = await startUploadApp(storage));
    world = await createWorld(db);
    otherCandidate = await insert(db, schema.candidates, {
      business_id: world.business,
      name: "Otto Outro",
      email: "otto@test.example",
      status: 3,
    });
    foreignCandidate = await insert(db, schema.candidates, {
      business_id: world.otherBusiness,
      name: "Fabio Forasteiro",
      email: "fabio@test.example",
      status: 3,
    });
    job = await insert(db, schema.jobs, {
      business_id: world.business,
      title: "Diretor Financeiro",
      status: 1,
      client_company_id: world.clientContact.company,
      owner_id: world.admin.id,
    });
    // An administrator whose current business is the other one.
    const foreignAccount = await account(db, "recruiters", "foreign@test.example", null);
    await insert(db, schema.recruiters, {
      name: "Flora Fora",
      email: "foreign@test.example",
      role_id: world.adminRole,
      is_admin: true,
      active: true,
      account_id: foreignAccount,
      current_business_id: world.otherBusiness,
    });
    const signIn = async (strategy: string, email: string) => {
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/${strategy}/sessions`,
        payload: { email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      return response.json().token as string;
    };
    tokens.admin = await signIn("recruiters", world.admin.email);
    tokens.recruiter = await signIn("recruiters", world.recruiter.email);
    tokens.candidate = await signIn("candidates", world.candidate.email);
    tokens.clientContact = await signIn("client_contacts", world.clientContact.email);
    foreignAdminToken = await signIn("recruiters", "foreign@test.example");
  });
  afterAll(async () => {
    // The server closes its database with it.
    await app?.close();
    await storage?.cleanup();
  });

  describe("accepted files", () => {
    it("stores a PDF under a generated name and makes the candidate findable by a word only in the CV", async () => {
      expect(await foundByTerm(world.candidate.id, "ornitorrinco")).toBe(false);
      const pdf = makePdf(["Carla Candidata", "Experiencia com ornitorrinco e contabilidade"]);
      const response = await upload(
        tokens.admin,
        { ...toCandidate(world.candidate.id), name: "Currículo Carla" },
        {
          bytes: pdf,
          filename: "cv.pdf",
          type: "application/pdf",
        },
      );
      expect(response.statusCode).toBe(201);
      const { data_file } = response.json();
      expect(data_file).toEqual({
        id: expect.any(Number),
        name: "Currículo Carla",
        content_type: "application/pdf",
        size: pdf.length,
        url: `/api/v1/recruiters/data_files/${data_file.id}`,
        reference_type: "Candidate",
        reference_id: world.candidate.id,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        text_status: "pending",
      });
      expect(await textRead(data_file.id)).toBe("done");
      const [row] = await queryRows<{ storage_key: string; sha256: string; text: string; business_id: number }>(
        db,
        sql`select storage_key, sha256, text, business_id from data_files where id = ${data_file.id}`,
      );
      const now = new Date();
      const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
      expect(row?.storage_key).toMatch(new RegExp(`^${month}/[0-9a-f]{32}\\.pdf$`));
      expect(readFileSync(join(uploadsRoot(), row?.storage_key as string))).toEqual(pdf);
      expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.text).toContain("ornitorrinco");
      expect(Number(row?.business_id)).toBe(world.business);
      // Stemmed and accent-insensitive, like every search: "Contabilidade" finds "contabilidade".
      expect(await foundByTerm(world.candidate.id, "ornitorrinco")).toBe(true);
      expect(await foundByTerm(world.candidate.id, "Contabilidade")).toBe(true);
      expect(await foundByTerm(otherCandidate, "ornitorrinco")).toBe(false);
    });

    it("extracts a DOCX's text and appends it to the CV text already there", async () => {
      const response = await upload(tokens.admin, toCandidate(world.candidate.id), {
        bytes: makeDocx(["Carla Candidata", "Certificação em quiropraxia veterinária"]),
        filename: "Carla.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data_file).toMatchObject({
        name: "Carla.docx",
        content_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      });
      expect(await textRead(response.json().data_file.id)).toBe("done");
      expect(await foundByTerm(world.candidate.id, "quiropraxia")).toBe(true);
      expect(await foundByTerm(world.candidate.id, "ornitorrinco")).toBe(true);
    });

    it.each([
      ["png", SAMPLES.png, "image/png"],
      ["jpeg", SAMPLES.jpeg, "image/jpeg"],
      ["webp", SAMPLES.webp, "image/webp"],
      ["mp4", SAMPLES.mp4, "video/mp4"],
      ["webm", SAMPLES.webm, "video/webm"],
      ["doc", SAMPLES.doc, "application/msword"],
    ])("accepts %s, typed by its bytes (the browser claimed octet-stream)", async (name, make, mime) => {
      const response = await upload(tokens.admin, toCandidate(otherCandidate), {
        bytes: make(),
        filename: `x.${name}`,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data_file.content_type).toBe(mime);
    });

    it("accepts a file one byte under the limit", async () => {
      const bytes = Buffer.concat([SAMPLES.png(), Buffer.alloc(1_000_000 - 1 - SAMPLES.png().length)]);
      const response = await upload(tokens.admin, toCandidate(otherCandidate), { bytes, filename: "big.png" });
      expect(response.statusCode).toBe(201);
      expect(response.json().data_file.size).toBe(999_999);
    });

    it("lets candidates attach files to their own record", async () => {
      const response = await upload(
        tokens.candidate,
        toCandidate(world.candidate.id),
        { bytes: SAMPLES.jpeg(), filename: "foto.jpg" },
        { role: "candidates" },
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().data_file.url).toMatch(/^\/api\/v1\/candidates\/data_files\/\d+$/);
    });

    it("takes the fields nested the Rails way too (data_file[reference_id])", async () => {
      const response = await upload(
        tokens.admin,
        { "data_file[reference_type]": "Candidate", "data_file[reference_id]": otherCandidate, "data_file[name]": "N" },
        { bytes: SAMPLES.png(), filename: "n.png" },
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().data_file).toMatchObject({ name: "N", reference_id: otherCandidate });
    });
  });

  describe("refused files leave nothing behind", () => {
    const refusals: [string, () => Upload, number, string, RegExp][] = [
      [
        "a file of exactly the limit (1,000,000 bytes)",
        () => ({ bytes: Buffer.concat([SAMPLES.png(), Buffer.alloc(1_000_000 - SAMPLES.png().length)]) }),
        413,
        "file_too_large",
        /^File too large, the max size is 1mb$/,
      ],
      [
        "a far larger file",
        () => ({ bytes: Buffer.alloc(3_000_000, 1), filename: "huge.pdf", type: "application/pdf" }),
        413,
        "file_too_large",
        /^File too large, the max size is 1mb$/,
      ],
      [
        "an HTML page named cv.pdf and claimed as a PDF",
        () => ({ bytes: SAMPLES.html(), filename: "cv.pdf", type: "application/pdf" }),
        415,
        "unsupported_file_type",
        /\(unknown\)/,
      ],
      [
        "a GIF named photo.png",
        () => ({ bytes: SAMPLES.gif(), filename: "photo.png", type: "image/png" }),
        415,
        "unsupported_file_type",
        /\(image\/gif\)/,
      ],
      [
        "a plain zip named cv.docx",
        () => ({ bytes: SAMPLES.zip(), filename: "cv.docx" }),
        415,
        "unsupported_file_type",
        /\(application\/zip\)/,
      ],
      [
        "an Excel 97 file named cv.doc",
        () => ({ bytes: SAMPLES.xls(), filename: "cv.doc", type: "application/msword" }),
        415,
        "unsupported_file_type",
        /\(application\/x-cfb\)/,
      ],
      [
        "a truncated PDF",
        () => {
          const pdf = makePdf(["Truncated"]);
          return { bytes: pdf.subarray(0, Math.floor(pdf.length / 2)), filename: "cv.pdf" };
        },
        422,
        "corrupted_file",
        /\(PDF\) is corrupted/,
      ],
      [
        "a PDF whose body is garbage",
        () => ({ bytes: Buffer.from(`%PDF-1.7\n${"garbage ".repeat(50)}\ntrailer\n<< /Root 9 0 R >>\n%%EOF\n`) }),
        422,
        "corrupted_file",
        /\(PDF\) is corrupted/,
      ],
      [
        "a DOCX whose zip does not open (its end cut off)",
        () => {
          const docx = makeDocx(["Cut"]);
          return { bytes: docx.subarray(0, docx.length - 30), filename: "cv.docx" };
        },
        422,
        "corrupted_file",
        /\(DOCX\) is corrupted/,
      ],
      [
        "a zip bomb DOCX (20 MB of zeros in 20 KB)",
        () => ({ bytes: makeZipBombDocx(20), filename: "cv.docx" }),
        422,
        "zip_bomb",
        /expands too much/,
      ],
      [
        "a DOCX with thousands of entries",
        () => ({ bytes: makeManyEntryDocx(2100), filename: "cv.docx" }),
        422,
        "zip_bomb",
        /entries/,
      ],
    ];

    it.each(refusals)("refuses %s", async (_label, make, status, code, message) => {
      const before = await stored();
      const response = await upload(tokens.admin, toCandidate(otherCandidate), make());
      expect(response.statusCode).toBe(status);
      const { error } = response.json();
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      expect(await stored()).toEqual(before);
      expect(
        existsSync(uploadDirs(storage.dataDir).incoming) ? snapshot(uploadDirs(storage.dataDir).incoming) : {},
      ).toEqual({});
    });

    it("says the size limit in Portuguese by default", async () => {
      const bytes = Buffer.alloc(1_000_000, 7);
      const response = await upload(tokens.admin, toCandidate(otherCandidate), { bytes }, { locale: "pt-BR" });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe("Arquivo muito grande, o tamanho máximo é 1mb");
    });

    it("needs a file and a well-formed reference", async () => {
      const noFile = await upload(tokens.admin, toCandidate(otherCandidate));
      expect(noFile.statusCode).toBe(422);
      expect(noFile.json().error).toMatchObject({
        code: "file_missing",
        fields: { "data_file[file]": [expect.any(String)] },
      });
      const file = { bytes: SAMPLES.png() };
      const noId = await upload(tokens.admin, { reference_type: "Candidate" }, file);
      expect(noId.statusCode).toBe(400);
      expect(Object.keys(noId.json().error.fields)).toEqual(["reference_id"]);
      const unknownType = await upload(tokens.admin, { reference_type: "Spaceship", reference_id: 1 }, file);
      expect(unknownType.statusCode).toBe(422);
      expect(unknownType.json().error).toMatchObject({
        code: "unknown_reference_type",
        fields: { reference_type: [expect.stringContaining("Spaceship")] },
      });
      const missing = await upload(tokens.admin, toCandidate(999_999), file);
      expect(missing.statusCode).toBe(404);
      const elsewhere = await upload(tokens.admin, toCandidate(otherCandidate), { ...file, field: "avatar" });
      expect(elsewhere.statusCode).toBe(400);
      expect(Object.keys(elsewhere.json().error.fields)).toEqual(["avatar"]);
    });
  });

  describe("who may attach", () => {
    const png = () => ({ bytes: SAMPLES.png(), filename: "p.png" });

    it("hides another business's candidate (404) and refuses the anonymous (401)", async () => {
      const before = await stored();
      expect((await upload(tokens.admin, toCandidate(foreignCandidate), png())).statusCode).toBe(404);
      expect((await upload(undefined, toCandidate(otherCandidate), png())).statusCode).toBe(401);
      expect(await stored()).toEqual(before);
    });

    it("refuses from the fields sent before the file, without reading its bytes (404 rather than 413)", async () => {
      const before = await stored();
      const oversized = { bytes: Buffer.alloc(2_000_000, 1), filename: "big.pdf" };
      const response = await upload(tokens.admin, toCandidate(foreignCandidate), oversized);
      expect(response.statusCode).toBe(404);
      expect(await stored()).toEqual(before);
    });

    it("refuses a candidate attaching to someone else (404) or through the recruiters' route (403)", async () => {
      const before = await stored();
      const other = await upload(tokens.candidate, toCandidate(otherCandidate), png(), { role: "candidates" });
      expect(other.statusCode).toBe(404);
      const wrongRoute = await upload(tokens.candidate, toCandidate(world.candidate.id), png());
      expect(wrongRoute.statusCode).toBe(403);
      expect(await stored()).toEqual(before);
    });

    it("refuses who may read the record but not change it (403): a read-only recruiter, a client contact", async () => {
      const before = await stored();
      const reader = await upload(tokens.recruiter, toCandidate(otherCandidate), png());
      expect(reader.statusCode).toBe(403);
      expect(reader.json().error.code).toBe("forbidden");
      const client = await upload(tokens.clientContact, { reference_type: "Job", reference_id: job }, png(), {
        role: "client_contacts",
      });
      expect(client.statusCode).toBe(403);
      expect(await stored()).toEqual(before);
    });

    it("lets a recruiter attach to another kind of record (a job)", async () => {
      const response = await upload(tokens.admin, { reference_type: "Job", reference_id: job }, png());
      expect(response.statusCode).toBe(201);
      expect(response.json().data_file).toMatchObject({ reference_type: "Job", reference_id: job });
    });
  });

  describe("listing, downloading, deleting", () => {
    let fileId: number;
    let pdf: Buffer;

    beforeAll(async () => {
      pdf = makePdf(["Lista de arquivos", "palavra exclusiva xilofonista"]);
      const response = await upload(
        tokens.admin,
        { ...toCandidate(otherCandidate), name: "Ação / Relatório" },
        {
          bytes: pdf,
          filename: "relatorio.pdf",
        },
      );
      expect(response.statusCode).toBe(201);
      fileId = response.json().data_file.id;
      await textRead(fileId);
    });

    it("lists a record's files to who may read it", async () => {
      const url = `/api/v1/recruiters/data_files?reference_type=Candidate&reference_id=${otherCandidate}`;
      const response = await get(tokens.recruiter, url);
      expect(response.statusCode).toBe(200);
      const { data_files } = response.json();
      expect(data_files.map((file: { id: number }) => file.id)).toContain(fileId);
      expect(data_files.every((file: { reference_id: number }) => file.reference_id === otherCandidate)).toBe(true);
      expect((await get(foreignAdminToken, url)).statusCode).toBe(404);
    });

    it("serves the bytes as an attachment with nosniff and a policy that runs nothing", async () => {
      const response = await get(tokens.recruiter, `/api/v1/recruiters/data_files/${fileId}`);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(pdf);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="Acao _ Relatorio.pdf"; filename*=UTF-8''A%C3%A7%C3%A3o%20_%20Relat%C3%B3rio.pdf`,
      );
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    });

    it("downloads a PDF named like an image with the extension its bytes proved", async () => {
      const created = await upload(
        tokens.admin,
        { ...toCandidate(otherCandidate), name: "photo.png" },
        {
          bytes: makePdf(["Not a photo"]),
        },
      );
      const response = await get(tokens.admin, `/api/v1/recruiters/data_files/${created.json().data_file.id}`);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toContain("filename*=UTF-8''photo.png.pdf");
    });

    it("serves a candidate their own files only, and hides files of other businesses", async () => {
      const own = await upload(
        tokens.candidate,
        toCandidate(world.candidate.id),
        { bytes: SAMPLES.png(), filename: "eu.png" },
        { role: "candidates" },
      );
      const ownId = own.json().data_file.id;
      expect((await get(tokens.candidate, `/api/v1/candidates/data_files/${ownId}`)).statusCode).toBe(200);
      expect((await get(tokens.candidate, `/api/v1/candidates/data_files/${fileId}`)).statusCode).toBe(404);
      expect((await get(foreignAdminToken, `/api/v1/recruiters/data_files/${fileId}`)).statusCode).toBe(404);
    });

    it("deletes the row and the bytes, and the CV words leave the search", async () => {
      const [row] = await queryRows<{ storage_key: string }>(
        db,
        sql`select storage_key from data_files where id = ${fileId}`,
      );
      const path = join(uploadsRoot(), row?.storage_key as string);
      expect(existsSync(path)).toBe(true);
      expect(await foundByTerm(otherCandidate, "xilofonista")).toBe(true);
      const del = (token: string) =>
        app.inject({
          method: "DELETE",
          url: `/api/v1/recruiters/data_files/${fileId}`,
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await del(tokens.recruiter)).statusCode).toBe(403);
      expect((await del(foreignAdminToken)).statusCode).toBe(404);
      expect(existsSync(path)).toBe(true);
      expect((await del(tokens.admin)).statusCode).toBe(204);
      expect(existsSync(path)).toBe(false);
      expect(await foundByTerm(otherCandidate, "xilofonista")).toBe(false);
      expect((await get(tokens.admin, `/api/v1/recruiters/data_files/${fileId}`)).statusCode).toBe(404);
    });
  });

  it("parses multipart on the upload routes only: the sign-in route still takes JSON alone", async () => {
    const body = multipart({ email: world.admin.email, password: PASSWORD });
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/recruiters/sessions",
      headers: { "content-type": body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(415);
  });
});
