/**
 * Mail anyone can have sent to any address is bounded per recipient (CAPPED_KINDS, at the configuration's
 * MAIL_PER_RECIPIENT in MAIL_PER_RECIPIENT_MINUTES, counted in the outbox table):
 * past the cap nothing more is queued, the caller's answer does not change, and the link already mailed keeps
 * working (no token is issued for a mail that does not go).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import { insertOutboxRow } from "../src/mail/outbox";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { account, createWorld, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

const FLOOD = 15;
/** The cap, set through the configuration: not its default, so the test shows the setting is the one applied. */
const CAP = 2;

describe.each(DEFAULT_DATABASE)("the per-recipient cap of mail on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;

  const mailTo = (email: string, mailKind: string) =>
    queryRows<{ token: string }>(
      server.db,
      sql`select payload->>'token' as token from outbox where to_email = ${email} and kind = ${mailKind} order by id`,
    );

  beforeAll(async () => {
    storage = await createTestStorage(kind, "recipient-caps");
    server = await startServer(testConfig(storage, { MAIL_PER_RECIPIENT: String(CAP) }), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("queues only the cap's resets for one address, answers each request alike, and the mailed link works", async () => {
    const answers = [];
    for (let index = 0; index < FLOOD; index += 1) {
      answers.push(await call("POST", "/candidates/password", { body: { email: world.candidate.email } }));
    }
    const unknown = await call("POST", "/candidates/password", { body: { email: "nobody@test.example" } });
    await server.settled();
    for (const answer of [...answers, unknown]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(unknown.body);
    }
    const mails = await mailTo(world.candidate.email, "password_reset");
    expect(mails).toHaveLength(CAP);
    // The requests past the cap issued no token, so the last link mailed is still the valid one.
    const reset = await call("PUT", "/candidates/password", {
      body: { token: mails.at(-1)?.token, password: "another horse battery staple" },
    });
    expect(reset.statusCode).toBe(200);
    // Another address is not held back by this one's flood.
    const otherEmail = "other@test.example";
    await account(server.db, "candidates", otherEmail, world.business);
    await call("POST", "/candidates/password", { body: { email: otherEmail } });
    await server.settled();
    expect(await mailTo(otherEmail, "password_reset")).toHaveLength(1);
  });

  it("queues only the cap's sign-up attempts for a taken address, and answers as for a new one", async () => {
    const signUp = (email: string) =>
      call("POST", "/candidates", { body: { candidate: { name: "Alguém", email, password: PASSWORD } } });
    const fresh = await signUp("fresh@test.example");
    for (let index = 0; index < FLOOD; index += 1) {
      const answer = await signUp("carla@test.example");
      expect(answer.statusCode).toBe(fresh.statusCode);
      expect(answer.body).toBe(fresh.body);
    }
    // The first made the account; the others each told its owner, up to the cap.
    expect(await mailTo("carla@test.example", "confirmation")).toHaveLength(1);
    expect(await mailTo("carla@test.example", "sign_up_attempt")).toHaveLength(CAP);
  });

  it("refuses to queue a capped kind past queueMail, which holds it to its recipient's cap", async () => {
    const mail = { to: "x@test.example", kind: "password_reset" as const, subject: "s", body: "b", secrets: [] };
    await expect(insertOutboxRow(server.db.drizzle, mail)).rejects.toThrow(/queueMail/);
    expect(await mailTo("x@test.example", "password_reset")).toHaveLength(0);
  });
});
