/**
 * S3-compatible storage when configured: the S3 FileStorage against a local S3-compatible server (s3rver, the
 * maintained fork) started here — put/open/remove — and the data_files upload, download and delete going through it
 * end to end, with nothing left on the local disk.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import S3rver from "@20minutes/s3rver";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { S3Config } from "../src/config";
import { queryRows } from "../src/db/client";
import { type RunningServer, startServer } from "../src/server";
import { type S3FileStorage, s3FileStorage } from "../src/uploads/s3Storage";
import { newStorageKey, uploadDirs } from "../src/uploads/storage";
import { makePdf } from "./fixtures/uploads/files";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

const BUCKET = "seleta-test";

async function bytesOf(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

let s3rver: S3rver;
let s3: S3Config;
let s3Dir: string;
let scratch: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), "seleta-s3rver-"));
  scratch = mkdtempSync(join(tmpdir(), "seleta-s3-files-"));
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await s3rver.run()) as { port: number };
  // s3rver's own fixed credentials.
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
});

afterAll(async () => {
  await s3rver?.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

function tempFile(bytes: Buffer): string {
  const path = join(scratch, randomBytes(8).toString("hex"));
  writeFileSync(path, bytes);
  return path;
}

describe("the S3 file storage", () => {
  let storage: S3FileStorage;
  beforeAll(() => {
    storage = s3FileStorage(s3);
  });
  afterAll(() => storage?.close());

  it("stores a file, streams it back, removes it (twice without error)", async () => {
    const bytes = randomBytes(300_000);
    const source = tempFile(bytes);
    const key = newStorageKey("pdf");
    await storage.put(key, source, "application/pdf");
    // Like the local storage's move: the temp file is gone once stored.
    expect(existsSync(source)).toBe(false);
    expect(await bytesOf(await storage.open(key))).toEqual(bytes);
    await storage.remove(key);
    expect(await storage.open(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("answers undefined for a key never stored, and refuses a key that is not ours", async () => {
    expect(await storage.open(newStorageKey("png"))).toBeUndefined();
    await expect(storage.open("../etc/passwd")).rejects.toThrow(/Bad storage key/);
    await expect(storage.put("a/b.png", tempFile(Buffer.from("x")), "image/png")).rejects.toThrow(/Bad storage key/);
  });

  it("fails loudly when the bucket is missing (nothing silently kept elsewhere)", async () => {
    const wrong = s3FileStorage({ ...s3, bucket: "no-such-bucket" });
    try {
      await expect(wrong.put(newStorageKey("png"), tempFile(Buffer.from("x")), "image/png")).rejects.toThrow();
    } finally {
      wrong.close();
    }
  });
});

describe.each(DEFAULT_DATABASE)("data files on S3 on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let token: string;
  let direct: S3FileStorage;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "s3_files");
    server = await startServer(
      testConfig(storage, {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
      }),
      { authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 } },
    );
    world = await createWorld(server.db);
    token = (
      await caller(server.app)("POST", "/recruiters/sessions", {
        body: { email: world.admin.email, password: PASSWORD },
      })
    ).json().token as string;
    direct = s3FileStorage(s3);
  });
  afterAll(async () => {
    direct?.close();
    await server?.close();
    await storage?.cleanup();
  });

  it("uploads a CV into the bucket, downloads it back, and deletes it from the bucket", async () => {
    const pdf = makePdf(["Carla Candidata", "Experiencia com ornitorrinco"]);
    const boundary = `----seleta${randomBytes(8).toString("hex")}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="reference_type"\r\n\r\nCandidate\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="reference_id"\r\n\r\n${world.candidate.id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="data_file[file]"; filename="cv.pdf"\r\n` +
          "Content-Type: application/pdf\r\n\r\n",
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await server.app.inject({
      method: "POST",
      url: "/api/v1/recruiters/data_files",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { data_file } = uploaded.json();
    // The text is read from the bucket by the background job, after the answer.
    const row = await vi.waitFor(
      async () => {
        const [read] = await queryRows<{ storage_key: string; text: string; text_status: string }>(
          server.db,
          sql`select storage_key, text, text_status from data_files where id = ${data_file.id}`,
        );
        expect(read?.text_status).toBe("done");
        return read;
      },
      { timeout: 60_000, interval: 100 },
    );
    // In the bucket, and not on the local disk (the temp file of the upload is gone too).
    expect(await bytesOf(await direct.open(row?.storage_key as string))).toEqual(pdf);
    const { root, incoming } = uploadDirs(storage.dataDir);
    const local = existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
    expect(local.filter((path) => !path.startsWith(".incoming"))).toEqual([]);
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
    expect(row?.text).toContain("ornitorrinco");

    const downloaded = await server.app.inject({
      method: "GET",
      url: `/api/v1/recruiters/data_files/${data_file.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers["content-type"]).toBe("application/pdf");
    expect(downloaded.rawPayload).toEqual(pdf);

    const deleted = await server.app.inject({
      method: "DELETE",
      url: `/api/v1/recruiters/data_files/${data_file.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await direct.open(row?.storage_key as string)).toBeUndefined();
  });
});
