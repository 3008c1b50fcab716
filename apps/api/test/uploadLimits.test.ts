/**
 * Nobody fills the disk: an upload needs a confirmed account, candidates and client contacts store at most their
 * quota (counted from what the database records, race-safe), and every account sends at most so many uploads an
 * hour, counted per account rather than per address. A refusal stores nothing: no row, no file.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../src/auth/session";
import { type Database, queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { startServer } from "../src/server";
import { uploadDirs } from "../src/uploads/storage";
import { SAMPLES } from "./fixtures/uploads/files";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { candidateWithAccount, createWorld, type World } from "./support/fixtures";
import { snapshot } from "./support/processes";

/** The limits these tests run with: files under 1 MB, 1 MB stored per candidate or contact, 4 uploads an hour. */
const LIMITS = { UPLOAD_MAX_MB: "1", UPLOAD_QUOTA_MB: "1", UPLOADS_PER_HOUR: "4" };

function multipart(fields: Record<string, string | number>, bytes: Buffer, filename = "file.png") {
  const boundary = `----seleta${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data_file[file]"; filename="${filename}"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A PNG of exactly `size` bytes (its header, then padding). */
const pngOf = (size: number) => Buffer.concat([SAMPLES.png(), Buffer.alloc(size - SAMPLES.png().length)]);

describe.each(DATABASE_KINDS)("upload limits on %s", (kind) => {
  let storage: TestStorage;
  let app: FastifyInstance;
  let db: Database;
  let world: World;

  const upload = (
    token: string,
    role: "recruiters" | "candidates" | "client_contacts",
    referenceId: number,
    bytes: Buffer,
    locale = "en",
  ) => {
    const body = multipart({ reference_type: "Candidate", reference_id: referenceId }, bytes);
    return app.inject({
      method: "POST",
      url: `/api/v1/${role}/data_files`,
      headers: { "content-type": body.contentType, "accept-language": locale, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
  };
  const uploadsRoot = () => uploadDirs(storage.dataDir).root;
  /** The stored files and the rows of an account: what a refusal must leave as it was. */
  const stored = async (accountId: number) => ({
    files: existsSync(uploadsRoot()) ? Object.keys(snapshot(uploadsRoot())).length : 0,
    rows: Number(
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from data_files where created_by = ${accountId}`,
        )
      )[0]?.n,
    ),
  });
  /** A candidate of the world's business with an account and a session (made directly, as fixtures do). */
  const newCandidate = async (email: string, confirmed: boolean) => {
    const { id, accountId } = await candidateWithAccount(db, world.business, { email, name: email, confirmed });
    const { token } = await createSession(db, accountId);
    return { id, accountId, token };
  };

  beforeAll(async () => {
    storage = await createTestStorage(kind, "upload_limits");
    ({ app, db } = await startServer(testConfig(storage, LIMITS)));
    world = await createWorld(db);
  });
  afterAll(async () => {
    await app?.close();
    await storage?.cleanup();
  });

  describe("a confirmed account", () => {
    it("is required of a candidate: an unconfirmed one is refused with 403 in their language, nothing stored", async () => {
      const unconfirmed = await newCandidate("sem.confirmar@test.example", false);
      const before = await stored(unconfirmed.accountId);
      const refused = await upload(unconfirmed.token, "candidates", unconfirmed.id, pngOf(2_000), "pt-BR");
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: "account_not_confirmed",
        message: "Confirme seu e-mail antes de enviar arquivos: abra o link que enviamos para a sua caixa de entrada.",
      });
      expect(await stored(unconfirmed.accountId)).toEqual(before);

      // The confirmation link sets what the check reads: the same session may upload afterwards.
      await db.drizzle.execute(sql`update candidates set confirmed = true where id = ${unconfirmed.id}`);
      const accepted = await upload(unconfirmed.token, "candidates", unconfirmed.id, pngOf(2_000));
      expect(accepted.statusCode, accepted.body).toBe(201);
    });

    it("under its quota uploads", async () => {
      const { token } = await createSession(db, world.candidate.accountId);
      const response = await upload(token, "candidates", world.candidate.id, pngOf(10_000));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data_file).toMatchObject({ size: 10_000, reference_id: world.candidate.id });
    });
  });

  describe("the storage quota", () => {
    it("refuses the file that would pass it, saying what is used and allowed, and keeps no file", async () => {
      const candidate = await newCandidate("quota@test.example", true);
      const first = await upload(candidate.token, "candidates", candidate.id, pngOf(600_000));
      expect(first.statusCode, first.body).toBe(201);
      const before = await stored(candidate.accountId);

      const refused = await upload(candidate.token, "candidates", candidate.id, pngOf(500_000));
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: "upload_quota_reached",
        message:
          "Storage limit reached: you already use 600 kB of 1 MB and this file is 500 kB. Remove old files or contact the firm.",
      });
      const inPortuguese = await upload(candidate.token, "candidates", candidate.id, pngOf(500_000), "pt-BR");
      expect(inPortuguese.json().error.message).toBe(
        "Limite de armazenamento atingido: você já usa 600 kB de 1 MB e este arquivo tem 500 kB. " +
          "Remova arquivos antigos ou fale com a empresa.",
      );
      expect(await stored(candidate.accountId)).toEqual(before);
      expect(before.rows).toBe(1);

      // What still fits is accepted.
      const fits = await upload(candidate.token, "candidates", candidate.id, pngOf(400_000));
      expect(fits.statusCode, fits.body).toBe(201);
    });

    it("counts what the database already records for the account", async () => {
      const candidate = await newCandidate("cheio@test.example", true);
      await db.drizzle.insert(schema.dataFiles).values({
        business_id: world.business,
        reference_type: "Candidate",
        reference_id: candidate.id,
        name: "antigo.pdf",
        storage_key: `legacy/${randomBytes(8).toString("hex")}.pdf`,
        content_type: "application/pdf",
        size: 1_000_000,
        sha256: "0".repeat(64),
        created_by: candidate.accountId,
      });
      const before = await stored(candidate.accountId);
      const refused = await upload(candidate.token, "candidates", candidate.id, pngOf(1_000));
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error.message).toBe(
        "Storage limit reached: you already use 1 MB of 1 MB. Remove old files or contact the firm.",
      );
      expect(await stored(candidate.accountId)).toEqual(before);
    });

    it("counts the candidate's kept data export, and no longer once its file has expired", async () => {
      const candidate = await newCandidate("exportou@test.example", true);
      const [exported] = await db.drizzle
        .insert(schema.recruiterDownloads)
        .values({
          business_id: world.business,
          candidate_id: candidate.id,
          entity: "candidates",
          format: "zip",
          status: "completed",
          progress: 100,
          storage_name: `legacy/${randomBytes(8).toString("hex")}.zip`,
          file_size: 700_000,
        })
        .returning({ id: schema.recruiterDownloads.id });
      const before = await stored(candidate.accountId);
      const refused = await upload(candidate.token, "candidates", candidate.id, pngOf(400_000));
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error.message).toBe(
        "Storage limit reached: you already use 700 kB of 1 MB and this file is 400 kB. Remove old files or contact the firm.",
      );
      expect(await stored(candidate.accountId)).toEqual(before);

      // The retention run removes an expired export's file: what it took is free again.
      await db.drizzle.execute(sql`update recruiter_downloads set storage_name = null where id = ${exported?.id}`);
      const accepted = await upload(candidate.token, "candidates", candidate.id, pngOf(400_000));
      expect(accepted.statusCode, accepted.body).toBe(201);
    });

    it("holds when two uploads of one account arrive together: one is stored, the other refused", async () => {
      const candidate = await newCandidate("simultaneo@test.example", true);
      const before = await stored(candidate.accountId);
      const answers = await Promise.all([
        upload(candidate.token, "candidates", candidate.id, pngOf(600_000)),
        upload(candidate.token, "candidates", candidate.id, pngOf(600_000)),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
      expect(await stored(candidate.accountId)).toEqual({ files: before.files + 1, rows: 1 });
    });

    it("does not apply to recruiters, who attach the firm's documents", async () => {
      const admin = await createSession(db, world.admin.accountId);
      for (let index = 0; index < 2; index += 1) {
        const response = await upload(admin.token, "recruiters", world.candidate.id, pngOf(900_000));
        expect(response.statusCode, response.body).toBe(201);
      }
    });
  });

  describe("the hourly upload limit", () => {
    it("refuses an account's fifth upload in the hour with 429 and when to retry, keyed on the account", async () => {
      const candidate = await newCandidate("apressado@test.example", true);
      for (let index = 0; index < 4; index += 1) {
        const response = await upload(candidate.token, "candidates", candidate.id, pngOf(1_000));
        expect(response.statusCode, response.body).toBe(201);
      }
      const before = await stored(candidate.accountId);
      const refused = await upload(candidate.token, "candidates", candidate.id, pngOf(1_000), "pt-BR");
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json().error.code).toBe("upload_rate_limited");
      expect(refused.json().error.message).toMatch(
        /^Você enviou 4 arquivos na última hora, o máximo permitido\. Tente de novo em \d+ min\.$/,
      );
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(await stored(candidate.accountId)).toEqual(before);

      // Another account from the same address still uploads: the count is the account's, not the address's.
      const other = await newCandidate("outro@test.example", true);
      const response = await upload(other.token, "candidates", other.id, pngOf(1_000));
      expect(response.statusCode, response.body).toBe(201);
    });
  });
});
