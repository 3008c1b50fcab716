/**
 * An administrator reads the outbox of their business — newest first, paged, with the body and
 * the delivery state — and nobody else does; the payload (raw tokens) is never answered.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";
import { queueTestMail } from "./support/mail";

describe.each(DATABASE_KINDS)("the administrator's outbox on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens: Record<"admin" | "recruiter" | "candidate", string> = { admin: "", recruiter: "", candidate: "" };
  const ids: number[] = [];
  let foreignId: number;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "outbox");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    const signIn = async (strategy: string, email: string) =>
      (await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } })).json().token as string;
    tokens.admin = await signIn("recruiters", world.admin.email);
    tokens.recruiter = await signIn("recruiters", world.recruiter.email);
    tokens.candidate = await signIn("candidates", world.candidate.email);
    for (let index = 0; index < 3; index += 1) {
      ids.push(
        await queueTestMail(server.db, {
          to: `person${index}@example.com`,
          kind: "confirmation",
          subject: `Assunto ${index}`,
          body: `Corpo ${index}`,
          secrets: [],
          payload: { token: `secret-token-${index}` },
          businessId: world.business,
        }),
      );
    }
    await queryRows(
      server.db,
      sql`update outbox set created_at = now() - make_interval(mins => 10 - id), attempts = 2, last_error = '550 no'
          where id = ${ids[0]}`,
    );
    await queryRows(server.db, sql`update outbox set sent_at = now(), attempts = 1 where id = ${ids[2]}`);
    foreignId = await queueTestMail(server.db, {
      to: "foreign@example.com",
      kind: "confirmation",
      subject: "Outra empresa",
      body: "x",
      secrets: [],
      businessId: world.otherBusiness,
    });
    await queueTestMail(server.db, {
      to: "reset@example.com",
      kind: "password_reset",
      subject: "Reset",
      body: "x",
      secrets: [],
    });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("lists the business's mail newest first, paged, with body and delivery state, never the payload", async () => {
    const response = await call("GET", "/recruiters/administrator/outbox?per_page=2", { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(answer.outbox.map((mail: { id: number }) => mail.id)).toEqual([ids[2], ids[1]]);
    expect(answer.outbox[0]).toMatchObject({
      to_email: "person2@example.com",
      kind: "confirmation",
      subject: "Assunto 2",
      body: "Corpo 2",
      html: false,
      attempts: 1,
      last_error: null,
    });
    expect(answer.outbox[0].sent_at).toEqual(expect.any(String));
    expect(JSON.stringify(answer)).not.toContain("secret-token");

    const second = (
      await call("GET", "/recruiters/administrator/outbox?page=2&per_page=2", { token: tokens.admin })
    ).json();
    expect(second.outbox).toEqual([
      expect.objectContaining({ id: ids[0], sent_at: null, attempts: 2, last_error: "550 no" }),
    ]);
  });

  it("shows one mail of the business, and no other business's", async () => {
    const one = await call("GET", `/recruiters/administrator/outbox/${ids[1]}`, { token: tokens.admin });
    expect(one.statusCode).toBe(200);
    expect(one.json().outbox).toMatchObject({ id: ids[1], body: "Corpo 1" });
    expect(
      (await call("GET", `/recruiters/administrator/outbox/${foreignId}`, { token: tokens.admin })).statusCode,
    ).toBe(404);
  });

  it("is for administrators only", async () => {
    expect((await call("GET", "/recruiters/administrator/outbox")).statusCode).toBe(401);
    expect((await call("GET", "/recruiters/administrator/outbox", { token: tokens.recruiter })).statusCode).toBe(403);
    expect((await call("GET", "/recruiters/administrator/outbox", { token: tokens.candidate })).statusCode).toBe(403);
    expect(
      (await call("GET", `/recruiters/administrator/outbox/${ids[0]}`, { token: tokens.recruiter })).statusCode,
    ).toBe(403);
  });

  it("refuses a page size over 100", async () => {
    const response = await call("GET", "/recruiters/administrator/outbox?per_page=101", { token: tokens.admin });
    expect(response.statusCode).toBe(400);
  });
});
