/**
 * Every route that takes files passes the upload gate. The routes are found in the OpenAPI document (every operation
 * that accepts multipart/form-data), not in a list kept by hand: a new one is exercised here as soon as it exists.
 * Each is called with a file as an account the gate must stop — an unconfirmed candidate, an account at its storage
 * quota, an account past its hourly count — and must refuse before storing anything: no row, no file.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../src/auth/session";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { uploadDirs } from "../src/uploads/storage";
import { SAMPLES } from "./fixtures/uploads/files";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { account, candidateWithAccount, createWorld, insert, link, type World } from "./support/fixtures";
import { snapshot } from "./support/processes";

const UPLOADS_PER_HOUR = 3;
const LIMITS = { UPLOAD_MAX_MB: "1", UPLOAD_QUOTA_MB: "1", UPLOADS_PER_HOUR: String(UPLOADS_PER_HOUR) };

/** A value of the right shape for each path parameter of a file-taking route (the gate runs after validation). */
const PATH_SAMPLES: Record<string, string> = { uid: "gate-test-uid", id: "1" };

type Operation = { method: string; path: string; role: "recruiters" | "candidates" | "client_contacts" };

type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
};

/** Every operation of the document that takes multipart/form-data, with the kind of account its path is for. */
function fileOperations(document: OpenApi): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.requestBody?.content?.["multipart/form-data"] !== undefined)
      .map(([method, operation]) => {
        const role = /^\/api\/v1\/(recruiters|candidates|client_contacts)\//.exec(path)?.[1];
        if (!role) throw new Error(`${method} ${path} takes files but is not under an account's prefix`);
        void operation;
        return { method: method.toUpperCase(), path, role: role as Operation["role"] };
      }),
  );
}

function multipartBody() {
  const boundary = `----seleta${randomBytes(8).toString("hex")}`;
  const png = Buffer.concat([SAMPLES.png(), Buffer.alloc(2_000)]);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="reference_type"\r\n\r\nCandidate\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="data_file[file]"; filename="a.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    png,
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="video_0"; filename="a.webm"\r\n` +
        "Content-Type: video/webm\r\n\r\n",
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(DEFAULT_DATABASE)("the upload gate on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let operations: Operation[];
  let made = 0;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "upload_gate");
    server = await startServer(testConfig(storage, LIMITS));
    world = await createWorld(server.db);
    const response = await server.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    operations = fileOperations(response.json() as OpenApi);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  const send = (operation: Operation, token: string) => {
    const body = multipartBody();
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const sample = PATH_SAMPLES[name];
      if (!sample) throw new Error(`No sample value for {${name}} of ${operation.method} ${operation.path}`);
      return sample;
    });
    return server.app.inject({
      method: operation.method as "POST",
      url,
      headers: { "content-type": body.contentType, "accept-language": "pt-BR", authorization: `Bearer ${token}` },
      payload: body.payload,
    });
  };

  /** The rows and stored files there are: what a refusal must leave as it was. */
  const stored = async () => {
    const root = uploadDirs(storage.dataDir).root;
    const files = existsSync(root)
      ? Object.keys(snapshot(root)).filter((path) => !path.includes(".incoming")).length
      : 0;
    const [row] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from data_files`);
    return { files, rows: Number(row?.n) };
  };

  /** A new account of `role` in the world's business, and a session of it. */
  const newAccount = async (role: Operation["role"], options: { confirmed?: boolean } = {}) => {
    made += 1;
    const email = `gate${made}@test.example`;
    const db = server.db;
    if (role === "candidates") {
      const { accountId } = await candidateWithAccount(db, world.business, {
        email,
        name: email,
        confirmed: options.confirmed ?? true,
      });
      return { accountId, token: (await createSession(db, accountId)).token };
    }
    if (role === "client_contacts") {
      const accountId = await account(db, "client_contacts", email, world.business);
      await insert(db, schema.client_contacts, {
        business_id: world.business,
        name: email,
        email,
        client_company_id: world.clientContact.company,
        portal_access: true,
        active: true,
        account_id: accountId,
      });
      return { accountId, token: (await createSession(db, accountId)).token };
    }
    const accountId = await account(db, "recruiters", email, null);
    const recruiter = await insert(db, schema.recruiters, {
      name: email,
      email,
      role_id: world.adminRole,
      is_admin: false,
      active: true,
      account_id: accountId,
    });
    await link(db, schema.recruiters_businesses, recruiter, world.business);
    return { accountId, token: (await createSession(db, accountId)).token };
  };

  it("finds the routes that take files in the OpenAPI document", () => {
    const found = operations.map((operation) => `${operation.method} ${operation.path}`);
    // The ones known today are among them (the list grows by itself with the document).
    expect(found).toEqual(
      expect.arrayContaining([
        "POST /api/v1/candidates/curriculum",
        "POST /api/v1/candidates/data_files",
        "POST /api/v1/candidates/jobs/{uid}/applies",
        "POST /api/v1/candidates/evaluations/{uid}/answers",
        "POST /api/v1/recruiters/data_files",
        "POST /api/v1/client_contacts/data_files",
      ]),
    );
  });

  it("refuses an unconfirmed candidate on every candidate route that takes files, storing nothing", async () => {
    const candidateOperations = operations.filter((operation) => operation.role === "candidates");
    expect(candidateOperations.length).toBeGreaterThan(0);
    for (const operation of candidateOperations) {
      const unconfirmed = await newAccount("candidates", { confirmed: false });
      const before = await stored();
      const response = await send(operation, unconfirmed.token);
      const what = `${operation.method} ${operation.path}: ${response.body}`;
      expect(response.statusCode, what).toBe(403);
      expect(response.json().error, what).toMatchObject({
        code: "account_not_confirmed",
        message: "Confirme seu e-mail antes de enviar arquivos: abra o link que enviamos para a sua caixa de entrada.",
      });
      expect(await stored(), what).toEqual(before);
    }
  });

  it("refuses an account at its storage quota on every route that has one, storing nothing", async () => {
    for (const operation of operations.filter((operation) => operation.role !== "recruiters")) {
      const full = await newAccount(operation.role);
      await server.db.drizzle.insert(schema.dataFiles).values({
        business_id: world.business,
        reference_type: "Candidate",
        reference_id: world.candidate.id,
        name: "cheio.pdf",
        storage_key: `legacy/${randomBytes(8).toString("hex")}.pdf`,
        content_type: "application/pdf",
        size: 1_000_000,
        sha256: "0".repeat(64),
        created_by: full.accountId,
      });
      const before = await stored();
      const response = await send(operation, full.token);
      const what = `${operation.method} ${operation.path}: ${response.body}`;
      expect(response.statusCode, what).toBe(422);
      expect(response.json().error.code, what).toBe("upload_quota_reached");
      expect(response.json().error.message, what).toBe(
        "Limite de armazenamento atingido: você já usa 1 MB de 1 MB. Remova arquivos antigos ou fale com a empresa.",
      );
      expect(await stored(), what).toEqual(before);
    }
  });

  it("counts every route's requests with files in the account's hourly limit, then refuses with 429", async () => {
    for (const operation of operations) {
      const hurried = await newAccount(operation.role);
      // Whatever the route answers these (the samples name no real job or record), each one counts.
      for (let index = 0; index < UPLOADS_PER_HOUR; index += 1) {
        const response = await send(operation, hurried.token);
        expect(response.statusCode, `${operation.method} ${operation.path}: ${response.body}`).not.toBe(429);
      }
      const before = await stored();
      const response = await send(operation, hurried.token);
      const what = `${operation.method} ${operation.path}: ${response.body}`;
      expect(response.statusCode, what).toBe(429);
      expect(response.json().error.code, what).toBe("upload_rate_limited");
      expect(Number(response.headers["retry-after"]), what).toBeGreaterThan(0);
      expect(await stored(), what).toEqual(before);
    }
    // The counters name no account or address: their keys are stored as SHA-256 only (rateLimitStore.ts).
    const counters = await queryRows<{ key_hash: string }>(server.db, sql`select key_hash from rate_limit_counters`);
    expect(counters.length).toBeGreaterThan(0);
    for (const { key_hash } of counters) expect(key_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
