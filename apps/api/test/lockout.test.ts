/**
 * Lockout without a weapon or an oracle: a stranger's wrong passwords lock out strangers, not the owner's browser
 * (device cookie); known and unknown e-mails answer alike; sign-up of a taken e-mail answers as a new one and mails
 * the owner; a reset lifts the lockout; new passwords must be hard to guess.
 */
import type { AuthStrategy } from "@seleta/domain";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICES_PER_ACCOUNT, LOCKOUT_THRESHOLD } from "../src/auth/accounts";
import { deviceCookie } from "../src/auth/http";
import { queryRows } from "../src/db/client";
import type { RunningServer } from "../src/server";
import { startServer } from "../src/server";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD, type World } from "./support/fixtures";
import { caller, errorWithoutId } from "./support/http";

/** More wrong passwords than the lockout threshold. */
const STRANGER_ATTEMPTS = 30;

describe.each(DATABASE_KINDS)("lockout and account discovery on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "lockout");
    server = await startServer(testConfig(storage, { SEED_DEMO: "false" }), {
      authLimits: { sessionsPerMinute: 10_000, passwordPerMinute: 10_000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  const signIn = (strategy: AuthStrategy, email: string, password: string, device?: string) =>
    call("POST", `/${strategy}/sessions`, {
      body: { email, password },
      ...(device ? { cookies: { [deviceCookie(strategy)]: device } } : {}),
    });

  /** The device cookie a successful sign-in gave the browser (the site-wide one). */
  const deviceOf = (response: LightMyRequestResponse, strategy: AuthStrategy) =>
    response.cookies.find((cookie) => cookie.name === deviceCookie(strategy) && cookie.path === "/")?.value ?? "";

  const strangerGuesses = async (strategy: AuthStrategy, email: string, attempts = STRANGER_ATTEMPTS) => {
    const answers: LightMyRequestResponse[] = [];
    for (let attempt = 0; attempt < attempts; attempt++) answers.push(await signIn(strategy, email, "wrong guess"));
    return answers;
  };

  // A reset's mail is queued after the answer has left: wait for that work first.
  const outbox = async (email: string) => {
    await server.settled();
    return queryRows<{ kind: string; subject: string; body: string; payload: { token?: string; link?: string } }>(
      server.db,
      sql`select kind, subject, body, payload from outbox where to_email = ${email} order by id`,
    );
  };

  it.each([
    ["a recruiter", "recruiter"],
    ["the administrator", "admin"],
  ] as const)("a stranger's wrong passwords do not lock %s out of a browser that signed in before", async (_, who) => {
    const email = world[who].email;
    const owner = await signIn("recruiters", email, PASSWORD);
    expect(owner.statusCode).toBe(200);
    const device = deviceOf(owner, "recruiters");
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const guesses = await strangerGuesses("recruiters", email);
    expect(guesses.at(-1)?.statusCode).toBe(401);
    expect(guesses.at(-1)?.json().error.code).toBe("account_locked");
    // The stranger is refused even with the right password, and told how long to wait.
    const strangerRight = await signIn("recruiters", email, PASSWORD);
    expect(strangerRight.json().error.code).toBe("account_locked");
    expect(Number(strangerRight.headers["retry-after"])).toBeGreaterThan(3000);

    const ownerAgain = await signIn("recruiters", email, PASSWORD, device);
    expect(ownerAgain.statusCode).toBe(200);
    const { token } = ownerAgain.json();
    expect((await call("GET", "/recruiters", { token })).json().recruiter.email).toBe(email);
  });

  it("gives the device cookie HttpOnly, SameSite=Lax, a year's life and the whole site's path", async () => {
    const response = await signIn("client_contacts", world.clientContact.email, PASSWORD);
    const cookie = response.cookies.find((c) => c.name === deviceCookie("client_contacts") && c.path === "/");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 365 * 86_400 });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.secure).toBeFalsy(); // plain http here; https sets Secure
    // Signing in again with it keeps the one token and renews the cookie's life, as the server renews its trust.
    const again = await signIn("client_contacts", world.clientContact.email, PASSWORD, cookie?.value);
    expect(again.statusCode).toBe(200);
    expect(deviceOf(again, "client_contacts")).toBe(cookie?.value);
  });

  it("takes the tokens of a device cookie scoped to the sign-in path into the site-wide one, and expires it", async () => {
    const email = world.clientContact.email;
    const path = "/api/v1/client_contacts/sessions";
    const pathScoped = deviceOf(await signIn("client_contacts", email, PASSWORD), "client_contacts");
    // A browser that signed in when the cookie was scoped to the sign-in path sends both (the longer path first).
    const siteWide = deviceOf(await signIn("client_contacts", email, PASSWORD), "client_contacts");
    const both = await call("POST", "/client_contacts/sessions", {
      body: { email, password: PASSWORD },
      headers: {
        cookie: `${deviceCookie("client_contacts")}=${pathScoped}; ${deviceCookie("client_contacts")}=${siteWide}`,
      },
    });
    expect(both.statusCode).toBe(200);
    expect(deviceOf(both, "client_contacts")).toBe(`${pathScoped}.${siteWide}`);
    const expired = both.cookies.find((c) => c.name === deviceCookie("client_contacts") && c.path === path);
    expect(expired).toMatchObject({ value: "", maxAge: 0 });
  });

  it(`trusts an account's ${DEVICES_PER_ACCOUNT} most recently used devices`, async () => {
    const email = world.clientContact.email;
    const oldest = deviceOf(await signIn("client_contacts", email, PASSWORD), "client_contacts");
    for (let device = 0; device < DEVICES_PER_ACCOUNT; device++) await signIn("client_contacts", email, PASSWORD);
    const [{ devices } = { devices: 0 }] = await queryRows<{ devices: number }>(
      server.db,
      sql`select count(*)::int as devices from trusted_devices where account_id = ${world.clientContact.accountId}`,
    );
    expect(devices).toBe(DEVICES_PER_ACCOUNT);
    // The oldest browser is a stranger again: it signs in and is given a new device cookie.
    const given = deviceOf(await signIn("client_contacts", email, PASSWORD, oldest), "client_contacts").split(".");
    expect(given[0]).not.toBe(oldest);
    expect(given[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("answers a known and an unknown e-mail with the same status, body and wait, failure after failure", async () => {
    const known = await strangerGuesses("client_contacts", world.clientContact.email, LOCKOUT_THRESHOLD + 2);
    const unknown = await strangerGuesses("client_contacts", "nobody.here@test.example", LOCKOUT_THRESHOLD + 2);
    const seen = (answers: LightMyRequestResponse[]) =>
      answers.map((answer) => ({
        status: answer.statusCode,
        error: errorWithoutId(answer),
        retryAfter: answer.headers["retry-after"] !== undefined,
      }));
    expect(seen(unknown)).toEqual(seen(known));
    expect(seen(known).at(-1)).toMatchObject({ error: { code: "account_locked" }, retryAfter: true });
    expect(seen(known).at(0)).toMatchObject({ error: { code: "invalid_credentials" }, retryAfter: false });
    // The lock of a known e-mail is the stranger's lock: the right password does not tell the e-mail apart either.
    const knownRight = await signIn("client_contacts", world.clientContact.email, PASSWORD);
    const unknownRight = await signIn("client_contacts", "nobody.here@test.example", PASSWORD);
    expect(errorWithoutId(unknownRight)).toEqual(errorWithoutId(knownRight));
  });

  it("locks a device cookie that keeps failing by itself, leaving other browsers alone", async () => {
    const email = world.candidate.email;
    const device = deviceOf(await signIn("candidates", email, PASSWORD), "candidates");
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < LOCKOUT_THRESHOLD; attempt++) {
      last = await signIn("candidates", email, "wrong guess", device);
    }
    expect(last?.json().error.code).toBe("account_locked");
    expect((await signIn("candidates", email, PASSWORD, device)).json().error.code).toBe("account_locked");
    // The device cookie's failures were its own: a browser without it still signs in.
    expect((await signIn("candidates", email, PASSWORD)).statusCode).toBe(200);
  });

  it("lifts the lockout with a completed password reset, and forgets the account's device cookies", async () => {
    const email = "reset.me@test.example";
    await call("POST", "/candidates", { body: { candidate: { name: "Renata Reset", email, password: PASSWORD } } });
    const device = deviceOf(await signIn("candidates", email, PASSWORD), "candidates");
    await strangerGuesses("candidates", email);
    expect((await signIn("candidates", email, PASSWORD)).json().error.code).toBe("account_locked");
    expect((await signIn("candidates", email, PASSWORD, device)).statusCode).toBe(200);

    await call("POST", "/candidates/password", { body: { email } });
    const token = (await outbox(email)).filter((mail) => mail.kind === "password_reset").at(-1)?.payload.token;
    const newPassword = "quartzo lilás no sótão";
    expect((await call("PUT", "/candidates/password", { body: { token, password: newPassword } })).statusCode).toBe(
      200,
    );

    const fresh = await signIn("candidates", email, newPassword);
    expect(fresh.statusCode).toBe(200);
    // The old device cookie is no longer trusted: that browser is given a new one.
    const oldDevice = await signIn("candidates", email, newPassword, device);
    expect(oldDevice.statusCode).toBe(200);
    expect(deviceOf(oldDevice, "candidates")).toMatch(/^[A-Za-z0-9_-]{43}\./);
  });

  it("answers the sign-up of a taken e-mail as a new one's, without a session, and mails the owner", async () => {
    const newEmail = "brand.new@test.example";
    const takenEmail = world.candidate.email;
    const signUp = (email: string) =>
      call("POST", "/candidates", { body: { candidate: { name: "Quem Quer Que Seja", email, password: PASSWORD } } });
    const fresh = await signUp(newEmail);
    const taken = await signUp(takenEmail);
    expect(taken.statusCode).toBe(201);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(fresh.json()).toEqual({
      message: "Enviamos uma mensagem para este e-mail: siga as instruções dela e entre com seu e-mail e senha.",
    });
    for (const answer of [fresh, taken]) expect(answer.cookies).toEqual([]);

    const ownerMail = (await outbox(takenEmail)).filter((mail) => mail.kind === "sign_up_attempt");
    expect(ownerMail).toHaveLength(1);
    const { link, token } = ownerMail[0]?.payload ?? {};
    expect(link).toMatch(/\/candidates\/forgot_password\?token=[A-Za-z0-9_-]{43}$/);
    expect(ownerMail[0]?.body).toContain(link);
    expect((await outbox(newEmail)).map((mail) => mail.kind)).toEqual(["confirmation"]);
    // The owner's password is untouched, and the mail's link lets the owner choose a new one.
    expect((await signIn("candidates", takenEmail, PASSWORD)).statusCode).toBe(200);
    expect((await call("PUT", "/candidates/password", { body: { token, password: PASSWORD } })).statusCode).toBe(200);
    // The newcomer signs in, unconfirmed.
    const newcomer = await signIn("candidates", newEmail, PASSWORD);
    expect(newcomer.json().candidate).toMatchObject({ email: newEmail, confirmed: false, completed_register: false });
  });

  it.each(["password", "12345678", "        ", "seleta2026"])(
    "refuses the guessable password %j at sign-up, saying why in the caller's language",
    async (password) => {
      const email = `weak.${Buffer.from(password).toString("hex")}@test.example`;
      const portuguese = await call("POST", "/candidates", {
        body: { candidate: { name: "Fraca", email, password } },
      });
      expect(portuguese.statusCode).toBe(400);
      expect(portuguese.json().error.code).toBe("weak_password");
      expect(portuguese.json().error.fields.password[0]).toMatch(/^Senha fraca: \S/);
      const english = await call("POST", "/candidates", {
        body: { candidate: { name: "Weak", email, password } },
        headers: { "accept-language": "en" },
      });
      expect(english.json().error.fields.password[0]).toMatch(/^Weak password: \S/);
      expect(await outbox(email)).toEqual([]);
    },
  );

  it("counts the e-mail and the name against a new password", async () => {
    const refused = await call("POST", "/candidates", {
      body: { candidate: { name: "Zulmira Krauthaus", email: "zulmira@test.example", password: "zulmirakrauthaus" } },
      headers: { "accept-language": "en" },
    });
    expect(refused.json().error.fields).toEqual({
      password: [expect.stringMatching(/personal or page related data/)],
    });
    const accepted = await call("POST", "/candidates", {
      body: { candidate: { name: "Outra Pessoa", email: "outra@test.example", password: "zulmirakrauthaus" } },
    });
    expect(accepted.statusCode).toBe(201);
  });

  it("refuses a guessable password at reset without spending the link", async () => {
    const email = world.recruiter.email;
    await call("POST", "/recruiters/password", { body: { email } });
    const token = (await outbox(email)).filter((mail) => mail.kind === "password_reset").at(-1)?.payload.token;
    for (const password of ["password", "12345678", "        ", "seleta2026", "recruiter2026"]) {
      const weak = await call("PUT", "/recruiters/password", { body: { token, password } });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error.code).toBe("weak_password");
      expect(Object.keys(weak.json().error.fields)).toEqual(["password"]);
    }
    const strong = await call("PUT", "/recruiters/password", { body: { token, password: PASSWORD } });
    expect(strong.statusCode).toBe(200);
  });
});
