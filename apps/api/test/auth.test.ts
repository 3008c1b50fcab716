/** Sign-in, sign-out, the signed-in user, sign-up, confirmation, password reset, lockout, bad input. */
import { createHash } from "node:crypto";
import { tokenCookie } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import type { RunningServer } from "../src/server";
import { startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD, type World } from "./support/fixtures";
import { caller, errorWithoutId } from "./support/http";

const STRATEGY_CASES = [
  ["candidates", "candidate", "candidate@test.example"],
  ["recruiters", "recruiter", "recruiter@test.example"],
  ["client_contacts", "client_contact", "client@test.example"],
] as const;

describe.each(DEFAULT_DATABASE)("sign-in on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "auth");
    server = await startServer(testConfig(storage, { SEED_DEMO: "false" }), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  const signIn = async (strategy: string, email: string, password = PASSWORD) =>
    call("POST", `/${strategy}/sessions`, { body: { email, password } });

  // A reset's mail is queued after the answer has left: wait for that work first.
  const outbox = async (email: string) => {
    await server.settled();
    return queryRows<{ kind: string; payload: { token: string; link: string }; business_id: number | null }>(
      server.db,
      sql`select kind, payload, business_id from outbox where to_email = ${email} order by id`,
    );
  };

  it.each(STRATEGY_CASES)(
    "%s: signs in, answers the user with and without the cookie, and signs out for good",
    async (strategy, rootKey, email) => {
      const response = await signIn(strategy, email);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
      expect(body[rootKey]).toMatchObject({ email, id: expect.any(Number) });

      const cookie = response.cookies.find((c) => c.name === tokenCookie(strategy));
      expect(cookie).toMatchObject({
        value: body.token,
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: 7_776_000,
      });
      expect(cookie?.secure).toBeFalsy(); // plain http here; https sets Secure
      expect(response.cookies.find((c) => c.name === "auth.strategy")).toMatchObject({
        value: strategy,
        maxAge: 86_400,
      });

      const byCookie = await call("GET", `/${strategy}`, { cookies: { [tokenCookie(strategy)]: body.token } });
      expect(byCookie.statusCode).toBe(200);
      expect(byCookie.json()).toEqual({ [rootKey]: body[rootKey] });
      const byBearer = await call("GET", `/${strategy}`, { token: body.token });
      expect(byBearer.json()).toEqual({ [rootKey]: body[rootKey] });

      const out = await call("DELETE", `/${strategy}/sessions`, { token: body.token });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((c) => c.name === tokenCookie(strategy))?.value).toBe("");
      const after = await call("GET", `/${strategy}`, { token: body.token });
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe("session_expired");
    },
  );

  it("answers the recruiter with the fields of spec §3", async () => {
    const { token } = (await signIn("recruiters", world.recruiter.email)).json();
    const { recruiter } = (await call("GET", "/recruiters", { token })).json();
    expect(recruiter).toEqual({
      id: world.recruiter.id,
      name: "Rui Recrutador",
      email: "recruiter@test.example",
      is_admin: false,
      photoUrl: null,
      signature: null,
      devise_token: null,
      logged_in_with_microsoft: false,
      role_permissions: {
        candidates: ["read"],
        jobs: ["read"],
        client_companies: ["read"],
        client_contacts: ["read"],
        tasks: ["read"],
      },
      business_id: world.business,
    });
    const { candidate } = (
      await call("GET", "/candidates", { token: (await signIn("candidates", world.candidate.email)).json().token })
    ).json();
    expect(candidate).toEqual({
      id: world.candidate.id,
      name: "Carla Candidata",
      email: "candidate@test.example",
      avatar_url: null,
      completed_register: true,
      confirmed: true,
    });
  });

  it("stores only a hash of the session token", async () => {
    const { token } = (await signIn("recruiters", world.admin.email)).json();
    const rows = await queryRows<{ token_hash: string }>(
      server.db,
      sql`select token_hash from sessions where token_hash = ${createHash("sha256").update(token).digest("hex")}`,
    );
    expect(rows).toHaveLength(1);
    const plain = await queryRows(server.db, sql`select 1 from sessions where token_hash = ${token}`);
    expect(plain).toHaveLength(0);
  });

  it("answers a wrong password and an unknown e-mail with the same 401 body", async () => {
    const wrong = await signIn("recruiters", world.recruiter.email, "not the password");
    const unknown = await signIn("recruiters", "nobody@test.example", "not the password");
    const otherStrategy = await signIn("recruiters", world.candidate.email);
    for (const response of [wrong, unknown, otherStrategy]) {
      expect(response.statusCode).toBe(401);
      expect(errorWithoutId(response)).toEqual({
        code: "invalid_credentials",
        message: "E-mail or password is incorrect.",
      });
    }
  });

  it("answers no token with 401 unauthenticated and another strategy's token with 403", async () => {
    const none = await call("GET", "/recruiters");
    expect(none.statusCode).toBe(401);
    expect(errorWithoutId(none)).toEqual({ code: "unauthenticated", message: "Sign in to continue." });
    const garbage = await call("GET", "/recruiters", { token: "not-a-token" });
    expect(garbage.json().error.code).toBe("session_expired");
    const { token } = (await signIn("candidates", world.candidate.email)).json();
    const wrongKind = await call("GET", "/recruiters", { token });
    expect(wrongKind.statusCode).toBe(403);
  });

  it("refuses untrusted browsers for an hour after 20 failed sign-ins in an hour, with a clear message", async () => {
    const email = world.clientContact.email;
    for (let attempt = 1; attempt < 20; attempt++) {
      expect((await signIn("client_contacts", email, "wrong")).json().error.code).toBe("invalid_credentials");
    }
    const twentieth = await signIn("client_contacts", email, "wrong");
    expect(twentieth.statusCode).toBe(401);
    expect(errorWithoutId(twentieth)).toEqual({
      code: "account_locked",
      message:
        "Too many failed sign-ins with this e-mail: sign-in is paused for a while on browsers that have not signed in to it before. Try again later, sign in from a browser you used before, or reset your password.",
    });
    const rightPassword = await signIn("client_contacts", email);
    expect(rightPassword.json().error.code).toBe("account_locked");
    expect(Number(rightPassword.headers["retry-after"])).toBeGreaterThan(3500);

    await queryRows(server.db, sql`update sign_in_throttles set locked_until = now() - interval '1 second'`);
    expect((await signIn("client_contacts", email)).statusCode).toBe(200);
  });

  it("refuses malformed JSON, wrong types, unknown fields and oversized bodies, naming the field", async () => {
    const malformed = await call("POST", "/recruiters/sessions", { raw: '{"email": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe("bad_request");

    const wrongType = await call("POST", "/recruiters/sessions", { body: { email: 42, password: true } });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().error.fields).sort()).toEqual(["email", "password"]);

    const invalidEmail = await call("POST", "/recruiters/sessions", {
      body: { email: "not-an-email", password: "x" },
      headers: { "accept-language": "en" },
    });
    expect(invalidEmail.json().error.fields).toEqual({ email: ["Invalid email"] });

    const before = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from accounts`);
    const massAssignment = await call("POST", "/candidates", {
      body: { candidate: { name: "Eva", email: "eva@test.example", password: "long enough", confirmed: true } },
    });
    expect(massAssignment.statusCode).toBe(400);
    expect(Object.keys(massAssignment.json().error.fields)).toEqual(["candidate.confirmed"]);
    const after = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from accounts`);
    expect(after).toEqual(before);

    const oversized = await call("POST", "/recruiters/sessions", {
      raw: JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().error.code).toBe("payload_too_large");
  });

  it("signs a candidate up, unconfirmed, and confirms the e-mail once with the mailed token", async () => {
    const email = "nova@test.example";
    const response = await call("POST", "/candidates", {
      body: { candidate: { name: "Nova Pessoa", email: "Nova@Test.example", password: "uma senha longa" } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.stringMatching(/\S/) });
    expect(response.cookies).toEqual([]);
    const signedIn = await signIn("candidates", email, "uma senha longa");
    expect(signedIn.json().candidate).toMatchObject({ email, confirmed: false, completed_register: false });
    const token = signedIn.json().token;

    const [mail] = await outbox(email);
    expect(mail?.kind).toBe("confirmation");
    expect(mail?.payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.payload.link).toContain(`/confirmations/${mail?.payload.token}`);

    const confirmed = await call("POST", `/confirmations/${mail?.payload.token}`);
    expect(confirmed.statusCode).toBe(200);
    expect((await call("GET", "/candidates", { token })).json().candidate.confirmed).toBe(true);

    const again = await call("POST", `/confirmations/${mail?.payload.token}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe("token_used");
    const bogus = await call("POST", "/confirmations/bogus");
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().error.code).toBe("invalid_token");

    // A second sign-up of the e-mail creates nothing and tells its owner (test/lockout.test.ts has the details).
    const duplicate = await call("POST", "/candidates", {
      body: { candidate: { name: "Outra", email, password: "uma senha longa" } },
    });
    expect(duplicate.statusCode).toBe(201);
    expect((await outbox(email)).map((sent) => sent.kind)).toEqual(["confirmation", "sign_up_attempt"]);
  });

  it("refuses an expired confirmation token", async () => {
    const email = "tardia@test.example";
    await call("POST", "/candidates", { body: { candidate: { name: "Tardia", email, password: "uma senha longa" } } });
    const [mail] = await outbox(email);
    await queryRows(
      server.db,
      sql`update auth_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const expired = await call("POST", `/confirmations/${mail?.payload.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe("token_expired");
  });

  it.each(STRATEGY_CASES)(
    "%s: resets a forgotten password with a single-use token valid 6 hours",
    async (strategy, _rootKey, email) => {
      const unknown = await call("POST", `/${strategy}/password`, { body: { email: "ghost@test.example" } });
      const known = await call("POST", `/${strategy}/password`, { body: { email } });
      expect(known.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      expect(await outbox("ghost@test.example")).toEqual([]);
      const mail = (await outbox(email)).filter((m) => m.kind === "password_reset").at(-1);
      const token = mail?.payload.token ?? "";
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The site's administrators find it in their outbox.
      expect(Number(mail?.business_id)).toBe(world.business);
      const [validity] = await queryRows<{ hours: number }>(
        server.db,
        sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from auth_tokens
          where token_hash = ${createHash("sha256").update(token).digest("hex")}`,
      );
      expect(validity?.hours).toBe(6);

      const session = (await signIn(strategy, email)).json().token;
      const wrongStrategy = strategy === "recruiters" ? "candidates" : "recruiters";
      const elsewhere = await call("PUT", `/${wrongStrategy}/password`, {
        body: { token, password: "a brand new one" },
      });
      expect(elsewhere.json().error.code).toBe("invalid_token");

      const short = await call("PUT", `/${strategy}/password`, { body: { token, password: "short" } });
      expect(Object.keys(short.json().error.fields)).toEqual(["password"]);

      const reset = await call("PUT", `/${strategy}/password`, { body: { token, password: "a brand new one" } });
      expect(reset.statusCode).toBe(200);
      expect((await call("GET", `/${strategy}`, { token: session })).statusCode).toBe(401);
      expect((await signIn(strategy, email)).statusCode).toBe(401);
      expect((await signIn(strategy, email, "a brand new one")).statusCode).toBe(200);

      const reused = await call("PUT", `/${strategy}/password`, { body: { token, password: "yet another one" } });
      expect(reused.statusCode).toBe(410);
      expect(reused.json().error.code).toBe("token_used");

      // Put the fixture's password back for the other tests.
      await call("POST", `/${strategy}/password`, { body: { email } });
      const next = (await outbox(email)).filter((m) => m.kind === "password_reset").at(-1)?.payload.token;
      await queryRows(
        server.db,
        sql`update auth_tokens set expires_at = now() - interval '1 second' where used_at is null`,
      );
      const expired = await call("PUT", `/${strategy}/password`, { body: { token: next, password: PASSWORD } });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error.code).toBe("token_expired");
      await call("POST", `/${strategy}/password`, { body: { email } });
      const last = (await outbox(email)).filter((m) => m.kind === "password_reset").at(-1)?.payload.token;
      expect(
        (await call("PUT", `/${strategy}/password`, { body: { token: last, password: PASSWORD } })).statusCode,
      ).toBe(200);
    },
  );
});

describe("per-IP rate limits", () => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage("pglite", "ratelimit");
    server = await startServer(
      testConfig(storage, { SEED_DEMO: "false", AUTH_SESSIONS_PER_MINUTE: "3", AUTH_PASSWORD_PER_MINUTE: "2" }),
    );
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("throttles sign-in and password requests per IP with 429 and the error body", async () => {
    const call = caller(server.app);
    const attempts = [];
    for (let i = 0; i < 4; i++) {
      attempts.push(await call("POST", "/recruiters/sessions", { body: { email: "x@test.example", password: "x" } }));
    }
    expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(attempts[3]?.json().error.code).toBe("too_many_requests");
    expect(attempts[3]?.headers["retry-after"]).toBeDefined();
    const forgot = [];
    for (let i = 0; i < 3; i++)
      forgot.push(await call("POST", "/candidates/password", { body: { email: "x@test.example" } }));
    expect(forgot.map((r) => r.statusCode)).toEqual([202, 202, 429]);
    // Another IP is not throttled.
    const elsewhere = await server.app.inject({
      method: "POST",
      url: "/api/v1/recruiters/sessions",
      payload: { email: "x@test.example", password: "x" },
      remoteAddress: "10.0.0.9",
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});
