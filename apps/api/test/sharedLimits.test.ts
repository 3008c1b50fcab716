/**
 * Limits hold for the deployment, not per process: two server processes on one PostgreSQL share every rate limit's
 * counters (rateLimitStore.ts). Shown for the hourly upload limit (a limiter keyed on the account) and the sign-in
 * limit (a route's limit keyed on the address): the hits sent to either process add up, and the one past the limit
 * is refused by whichever process gets it. PostgreSQL only: PGlite is one process by its lock.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childServerChannel, forkBenchServer } from "../bench/childServer";
import { createSession } from "../src/auth/session";
import { type Database, openDatabase } from "../src/db/client";
import { SAMPLES } from "./fixtures/uploads/files";
import { createTestStorage, type TestStorage } from "./support/databases";
import { createWorld, type World } from "./support/fixtures";

const UPLOADS_PER_HOUR = 3;
const SIGN_IN_PER_MINUTE = 4;

type Channel = ReturnType<typeof childServerChannel<{ type: "ready"; url: string }, { type: "stop" }>>;

function multipart(referenceId: number) {
  const boundary = `----seleta${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="reference_type"\r\n\r\nCandidate\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="reference_id"\r\n\r\n${referenceId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="data_file[file]"; filename="a.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    SAMPLES.png(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("limits across two server processes on one PostgreSQL", () => {
  let storage: TestStorage;
  let db: Database;
  let world: World;
  const channels: Channel[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    storage = await createTestStorage("postgres", "shared_limits");
    db = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    world = await createWorld(db);
    const env = {
      SEED_DEMO: "false",
      UPLOADS_PER_HOUR: String(UPLOADS_PER_HOUR),
      SIGN_IN_PER_MINUTE: String(SIGN_IN_PER_MINUTE),
      SHED_EVENT_LOOP_DELAY_MS: "0",
      LOG_LEVEL: "error",
    };
    // One after the other: what is measured here is the limits of two running processes, not their start.
    for (let index = 0; index < 2; index += 1) {
      const child = forkBenchServer(new URL("./support/limitServer.ts", import.meta.url).href, {
        dataDir: storage.dataDir,
        databaseUrl: storage.databaseUrl,
        env,
      });
      const channel = childServerChannel<{ type: "ready"; url: string }, { type: "stop" }>(child);
      channels.push(channel);
      urls.push((await channel.next("ready", 120_000)).url);
    }
  }, 180_000);
  afterAll(async () => {
    await Promise.all(channels.map((channel) => channel.stop()));
    await db?.close();
    await storage?.cleanup();
  });

  it("counts an account's uploads sent to either process in one hourly limit", async () => {
    const { token } = await createSession(db, world.candidate.accountId);
    const upload = (url: string) => {
      const body = multipart(world.candidate.id);
      return fetch(`${url}/api/v1/candidates/data_files`, {
        method: "POST",
        headers: { "content-type": body.contentType, authorization: `Bearer ${token}`, "accept-language": "en" },
        body: body.payload,
      });
    };
    // Alternating: each process alone has seen fewer than the limit.
    for (let index = 0; index < UPLOADS_PER_HOUR; index += 1) {
      const response = await upload(urls[index % 2] as string);
      expect(response.status, await response.text()).toBe(201);
    }
    for (const url of urls) {
      const refused = await upload(url);
      const body = (await refused.json()) as { error: { code: string } };
      expect(refused.status).toBe(429);
      expect(body.error.code).toBe("upload_rate_limited");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("counts sign-in attempts from one address at either process in one limit", async () => {
    const signIn = (url: string) =>
      fetch(`${url}/api/v1/recruiters/sessions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: world.recruiter.email, password: "not the password" }),
      });
    for (let index = 0; index < SIGN_IN_PER_MINUTE; index += 1) {
      const response = await signIn(urls[index % 2] as string);
      expect(response.status, await response.text()).not.toBe(429);
    }
    for (const url of urls) expect((await signIn(url)).status).toBe(429);
  });
});
