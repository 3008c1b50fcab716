/**
 * A request's session and principal are read in one query for a recruiter (auth/session.ts findSessionPrincipal):
 * whatever ends a session or changes who the recruiter is must still count from the very next request.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import type { RunningServer } from "../src/server";
import { startServer } from "../src/server";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { createWorld, insert, link, PASSWORD, READER_PERMISSIONS, type World } from "./support/fixtures";
import { caller } from "./support/http";

describe.each(DATABASE_KINDS)("session and principal in one query on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "session_principal");
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

  const signIn = async (strategy: string, email: string) => {
    const response = await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  const run = (statement: ReturnType<typeof sql>) => queryRows(server.db, statement);
  /** The candidates list as the recruiter's token sees it: status and names. */
  const candidateNames = async (token: string) => {
    const response = await call("GET", "/recruiters/candidates", { token });
    const names =
      response.statusCode === 200 ? (response.json().candidates as { name: string }[]).map((c) => c.name) : [];
    return { status: response.statusCode, code: response.json().error?.code as string | undefined, names };
  };

  it("reads the recruiter, their permissions and business with the session", async () => {
    const token = await signIn("recruiters", world.recruiter.email);
    expect(await candidateNames(token)).toEqual({ status: 200, code: undefined, names: ["Carla Candidata"] });
    const { recruiter } = (await call("GET", "/recruiters", { token })).json();
    expect(recruiter).toMatchObject({ id: world.recruiter.id, is_admin: false, business_id: world.business });
  });

  it("refuses an expired session", async () => {
    const token = await signIn("recruiters", world.recruiter.email);
    expect((await candidateNames(token)).status).toBe(200);
    await run(
      sql`update sessions set expires_at = now() - interval '1 second' where account_id = ${world.recruiter.accountId}`,
    );
    expect(await candidateNames(token)).toMatchObject({ status: 401, code: "session_expired" });
  });

  it("refuses a revoked session", async () => {
    const token = await signIn("recruiters", world.recruiter.email);
    expect((await candidateNames(token)).status).toBe(200);
    await run(sql`update sessions set revoked_at = now() where account_id = ${world.recruiter.accountId}`);
    expect(await candidateNames(token)).toMatchObject({ status: 401, code: "session_expired" });
  });

  it("refuses the session of an account an administrator locked", async () => {
    const token = await signIn("recruiters", world.recruiter.email);
    expect((await candidateNames(token)).status).toBe(200);
    await run(sql`update accounts set locked = true where id = ${world.recruiter.accountId}`);
    try {
      expect(await candidateNames(token)).toMatchObject({ status: 401, code: "session_expired" });
    } finally {
      await run(sql`update accounts set locked = false where id = ${world.recruiter.accountId}`);
    }
  });

  it("refuses a deactivated recruiter's session at once", async () => {
    const token = await signIn("recruiters", world.recruiter.email);
    expect((await candidateNames(token)).status).toBe(200);
    await run(sql`update recruiters set active = false where id = ${world.recruiter.id}`);
    try {
      expect(await candidateNames(token)).toMatchObject({ status: 401, code: "session_expired" });
      expect((await call("GET", "/recruiters", { token })).statusCode).toBe(401);
    } finally {
      await run(sql`update recruiters set active = true where id = ${world.recruiter.id}`);
    }
    expect((await candidateNames(token)).status).toBe(200);
  });

  it("keeps a recruiter removed from their only business out of its rows from the next request", async () => {
    const token = await signIn("recruiters", world.recruiter.email);
    await run(sql`update recruiters set current_business_id = ${world.business} where id = ${world.recruiter.id}`);
    expect((await candidateNames(token)).names).toEqual(["Carla Candidata"]);
    await run(
      sql`delete from recruiters_businesses where record_id = ${world.recruiter.id} and related_id = ${world.business}`,
    );
    try {
      // No business left to work in: the area's lists are closed to them.
      expect(await candidateNames(token)).toEqual({ status: 403, code: "forbidden", names: [] });
      const { recruiter } = (await call("GET", "/recruiters", { token })).json();
      expect(recruiter.business_id).toBeNull();
    } finally {
      await link(server.db, schema.recruiters_businesses, world.recruiter.id, world.business);
      await run(sql`update recruiters set current_business_id = null where id = ${world.recruiter.id}`);
    }
    expect((await candidateNames(token)).names).toEqual(["Carla Candidata"]);
  });

  it("moves a recruiter removed from the business they chose to their other one from the next request", async () => {
    const token = await signIn("recruiters", world.recruiter.email);
    const other = await insert(server.db, schema.candidates, {
      business_id: world.otherBusiness,
      name: "Olga Outra",
      email: "olga@test.example",
      status: 3,
    });
    await link(server.db, schema.recruiters_businesses, world.recruiter.id, world.otherBusiness);
    await run(sql`update recruiters set current_business_id = ${world.business} where id = ${world.recruiter.id}`);
    try {
      expect((await candidateNames(token)).names).toEqual(["Carla Candidata"]);
      await run(
        sql`delete from recruiters_businesses where record_id = ${world.recruiter.id} and related_id = ${world.business}`,
      );
      expect((await candidateNames(token)).names).toEqual(["Olga Outra"]);
    } finally {
      await run(sql`delete from recruiters_businesses where record_id = ${world.recruiter.id}`);
      await link(server.db, schema.recruiters_businesses, world.recruiter.id, world.business);
      await run(sql`update recruiters set current_business_id = null where id = ${world.recruiter.id}`);
      await run(sql`delete from candidates where id = ${other}`);
    }
  });

  it("applies a change of the recruiter's role permissions from the next request", async () => {
    const token = await signIn("recruiters", world.recruiter.email);
    expect((await candidateNames(token)).status).toBe(200);
    const { candidates: _dropped, ...withoutCandidates } = READER_PERMISSIONS;
    await run(
      sql`update roles set permissions = ${JSON.stringify(withoutCandidates)}::jsonb where id = ${world.readerRole}`,
    );
    try {
      expect((await candidateNames(token)).status).toBe(403);
    } finally {
      await run(
        sql`update roles set permissions = ${JSON.stringify(READER_PERMISSIONS)}::jsonb where id = ${world.readerRole}`,
      );
    }
  });

  it("still loads candidates and client contacts, and refuses them when they lose access", async () => {
    const candidateToken = await signIn("candidates", world.candidate.email);
    expect((await call("GET", "/candidates", { token: candidateToken })).json().candidate.id).toBe(world.candidate.id);
    const clientToken = await signIn("client_contacts", world.clientContact.email);
    expect((await call("GET", "/client_contacts", { token: clientToken })).json().client_contact.id).toBe(
      world.clientContact.id,
    );
    // Neither reaches the recruiters' area, with or without a recruiter behind the account.
    expect((await call("GET", "/recruiters/candidates", { token: candidateToken })).statusCode).toBe(403);

    await run(sql`update client_contacts set portal_access = false where id = ${world.clientContact.id}`);
    await run(sql`update candidates set deleted_at = now() where id = ${world.candidate.id}`);
    try {
      expect((await call("GET", "/client_contacts", { token: clientToken })).statusCode).toBe(401);
      expect((await call("GET", "/candidates", { token: candidateToken })).statusCode).toBe(401);
    } finally {
      await run(sql`update client_contacts set portal_access = true where id = ${world.clientContact.id}`);
      await run(sql`update candidates set deleted_at = null where id = ${world.candidate.id}`);
    }
  });
});
