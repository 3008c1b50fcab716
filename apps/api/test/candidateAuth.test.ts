/**
 * A candidate's way into a new account beyond sign-in (auth.test.ts has sign-in, sign-up and resets): the way back a
 * sign-up carries through its confirmation link, the session the confirmation opens, and the confirmation mail
 * asked for again — the same answer for any e-mail, limited per address.
 */
import { tokenCookie } from "@seleta/domain";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import type { RunningServer } from "../src/server";
import { startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld } from "./support/fixtures";

const PASSWORD_LIMIT = 5;
const APPLY = "/candidates/jobs/8f3kq2/applies/new";

/** A mailed link's path and query, on the configured origin of the test's host. */
function pathOf(link: string | undefined): string {
  const url = new URL(link ?? "");
  expect(url.hostname).toBe("localhost");
  return url.pathname + url.search;
}

describe.each(DEFAULT_DATABASE)("a candidate's confirmation on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let nextAddress = 1;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "candidate_auth");
    server = await startServer(
      testConfig(storage, { SEED_DEMO: "false", AUTH_PASSWORD_PER_MINUTE: String(PASSWORD_LIMIT) }),
      { authLimits: { sessionsPerMinute: 1000 } },
    );
    await createWorld(server.db);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  /** A visitor of their own address: each test's calls count against its own per-IP limit. */
  const visitor = () => {
    const remoteAddress = `10.0.0.${nextAddress++}`;
    return (method: InjectOptions["method"], path: string, payload?: object, cookies?: Record<string, string>) =>
      server.app.inject({ method, url: `/api/v1${path}`, remoteAddress, payload, ...(cookies ? { cookies } : {}) });
  };

  const mails = async (email: string) => {
    await server.settled();
    return queryRows<{ kind: string; body: string; payload: { token: string; link: string } }>(
      server.db,
      sql`select kind, body, payload from outbox where to_email = ${email} order by id`,
    );
  };

  const signUp = (call: ReturnType<typeof visitor>, email: string, returnTo?: string) =>
    call("POST", "/candidates", {
      candidate: { name: "Paula Pereira", email, password: "uma senha bem longa" },
      ...(returnTo === undefined ? {} : { return_to: returnTo }),
    });

  it("carries the way back in the confirmation link, and the link signs the candidate in once", async () => {
    const call = visitor();
    const email = "paula@test.example";
    expect((await signUp(call, email, APPLY)).statusCode).toBe(201);
    const [mail] = await mails(email);
    expect(mail?.kind).toBe("confirmation");
    expect(pathOf(mail?.payload.link)).toBe(
      `/confirmations/${mail?.payload.token}?redirect=${encodeURIComponent(APPLY)}`,
    );
    expect(mail?.body).toContain(mail?.payload.link);

    const confirmed = await call("POST", `/confirmations/${mail?.payload.token}`);
    expect(confirmed.statusCode).toBe(200);
    const session = confirmed.cookies.find((cookie) => cookie.name === tokenCookie("candidates"));
    expect(session).toMatchObject({ httpOnly: true, path: "/" });
    const me = await call("GET", "/candidates", undefined, { [tokenCookie("candidates")]: session?.value ?? "" });
    expect(me.json().candidate).toMatchObject({ email, confirmed: true, completed_register: false });

    const again = await call("POST", `/confirmations/${mail?.payload.token}`);
    expect(again.statusCode).toBe(410);
    expect(again.cookies.find((cookie) => cookie.name === tokenCookie("candidates"))).toBeUndefined();
  });

  it("drops a way back that leaves the site", async () => {
    const call = visitor();
    for (const [index, outside] of ["//evil.example/x", "https://evil.example/", "/\\evil.example"].entries()) {
      const email = `fora${index}@test.example`;
      expect((await signUp(call, email, outside)).statusCode).toBe(201);
      const [mail] = await mails(email);
      expect(pathOf(mail?.payload.link)).toBe(`/confirmations/${mail?.payload.token}`);
    }
  });

  it("sends the confirmation again only to an unconfirmed account, with the same answer for any e-mail", async () => {
    const call = visitor();
    const email = "tardio@test.example";
    await signUp(call, email);
    const [first] = await mails(email);
    await queryRows(
      server.db,
      sql`update auth_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const expired = await call("POST", `/confirmations/${first?.payload.token}`);
    expect(expired.json().error.code).toBe("token_expired");

    const answers = [];
    for (const asked of [email, "ninguem@test.example", "candidate@test.example"]) {
      const answer = await call("POST", "/confirmations", { email: asked, return_to: APPLY });
      expect(answer.statusCode).toBe(202);
      answers.push(answer.json());
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0].message).toMatch(/novo link de confirmação/);
    expect(await mails("ninguem@test.example")).toEqual([]);
    // The candidate who confirmed long ago gets nothing either: the answer told nobody it is confirmed.
    expect(await mails("candidate@test.example")).toEqual([]);

    const sent = await mails(email);
    expect(sent.map((mail) => mail.kind)).toEqual(["confirmation", "confirmation"]);
    const second = sent[1];
    expect(second?.payload.link).toContain(`?redirect=${encodeURIComponent(APPLY)}`);
    expect((await call("POST", `/confirmations/${second?.payload.token}`)).statusCode).toBe(200);
  });

  it("answers in the caller's language", async () => {
    const answer = await server.app.inject({
      method: "POST",
      url: "/api/v1/confirmations",
      remoteAddress: `10.0.1.${nextAddress++}`,
      headers: { "accept-language": "en" },
      payload: { email: "ninguem@test.example" },
    });
    expect(answer.json().message).toMatch(/^If this e-mail has a registration still to confirm/);
  });

  it("limits requests for the mail per address, with 429", async () => {
    const call = visitor();
    const statuses = [];
    for (let attempt = 0; attempt <= PASSWORD_LIMIT; attempt++) {
      statuses.push((await call("POST", "/confirmations", { email: `x${attempt}@test.example` })).statusCode);
    }
    expect(statuses).toEqual([...Array(PASSWORD_LIMIT).fill(202), 429]);
    // Another address is not held back.
    expect((await visitor()("POST", "/confirmations", { email: "x@test.example" })).statusCode).toBe(202);
  });
});
