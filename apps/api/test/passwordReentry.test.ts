/**
 * A password typed again by a signed-in session (the account-deletion request) is limited like a sign-in: past the
 * threshold the account's re-entries are refused with 429 and Retry-After in the caller's language, the right password
 * too and from any session of the account, until the lock ends; other accounts, and signing in, are not affected.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCKOUT_THRESHOLD, reentryThrottleKey } from "../src/auth/accounts";
import { queryRows } from "../src/db/client";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { candidateWithAccount, createWorld, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

describe.each(DEFAULT_DATABASE)("password re-entry limits on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "reentry");
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

  const signIn = async (email: string) => {
    const response = await call("POST", "/candidates/sessions", { body: { email, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };

  const askDeletion = (token: string, password: string, language = "pt-BR") =>
    call("POST", "/candidates/account_deletions", {
      token,
      body: { account_deletion: { password } },
      headers: { "accept-language": language },
    });

  const deletionTokens = async (accountId: number) =>
    (
      await queryRows<{ count: number }>(
        server.db,
        sql`select count(*)::int as count from auth_tokens
            where purpose = 'account_deletion' and account_id = ${accountId}`,
      )
    )[0]?.count;

  /** A candidate with a login and the fixtures' password: their account's id. */
  const completeCandidate = async (email: string, name: string) =>
    (await candidateWithAccount(server.db, world.business, { email, name })).accountId;

  it("refuses the deletion request after too many wrong passwords, the right one too, until the lock ends", async () => {
    const email = "tentativas@test.example";
    const accountId = await completeCandidate(email, "Tânia Tentativas");
    const token = await signIn(email);

    for (let attempt = 1; attempt < LOCKOUT_THRESHOLD; attempt++) {
      const wrong = await askDeletion(token, `palpite ${attempt}`);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toMatchObject({
        code: "wrong_password",
        fields: { "account_deletion.password": ["Senha incorreta."] },
      });
    }
    const last = await askDeletion(token, "mais um palpite");
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({
      code: "too_many_password_attempts",
      message: "Muitas tentativas com a senha errada: tente de novo em 60 minutos.",
      fields: { "account_deletion.password": ["Muitas tentativas com a senha errada: tente de novo em 60 minutos."] },
    });
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(3000);

    // The right password is refused as well, in English for an English caller, and from a new session too.
    const right = await askDeletion(token, PASSWORD, "en");
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toMatch(/^Too many wrong passwords: try again in \d+ minutes\.$/);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(3000);
    const otherSession = await signIn(email);
    expect((await askDeletion(otherSession, PASSWORD)).statusCode).toBe(429);
    expect(await deletionTokens(accountId)).toBe(0);

    // Another account is not affected.
    const otherToken = await signIn(world.candidate.email);
    expect((await askDeletion(otherToken, PASSWORD)).statusCode).toBe(202);

    // Once the lock has ended, the right password goes through.
    await queryRows(
      server.db,
      sql`update sign_in_throttles set locked_until = now() - interval '1 second'
          where key_hash = ${reentryThrottleKey(accountId)}`,
    );
    expect((await askDeletion(token, PASSWORD)).statusCode).toBe(202);
    expect(await deletionTokens(accountId)).toBe(1);
  });

  it("lifts the re-entry lock with a completed password reset", async () => {
    const email = "redefinida@test.example";
    const _accountId = await completeCandidate(email, "Rita Redefinida");
    const token = await signIn(email);
    for (let attempt = 0; attempt < LOCKOUT_THRESHOLD; attempt++) await askDeletion(token, "palpite errado");
    expect((await askDeletion(token, PASSWORD)).statusCode).toBe(429);

    await call("POST", "/candidates/password", { body: { email } });
    await server.settled();
    const [mail] = await queryRows<{ payload: { token: string } }>(
      server.db,
      sql`select payload from outbox where to_email = ${email} and kind = 'password_reset' order by id desc limit 1`,
    );
    const newPassword = "quartzo lilás no sótão";
    const reset = await call("PUT", "/candidates/password", {
      body: { token: mail?.payload.token, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const session = await call("POST", "/candidates/sessions", { body: { email, password: newPassword } });
    expect((await askDeletion(session.json().token, newPassword)).statusCode).toBe(202);
  });
});
