/**
 * `GET /recruiters/recruiter_names` names a record's owner for recruiters who may not read the
 * administrator area's recruiters — names only (e-mail, phone and role stay in the administrator area), of any
 * recruiter of the group, since a record of one business may be owned by a recruiter of another.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { account, createWorld, insert, link, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

describe.each(DEFAULT_DATABASE)("recruiter names on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let stranger: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    storage = await createTestStorage(kind, "recruiter_names");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    // A recruiter of the other business only: recruiters are the group's, and may own records the caller reads.
    const strangerAccount = await account(server.db, "recruiters", "stranger@test.example", null);
    stranger = await insert(server.db, schema.recruiters, {
      name: "Sofia de Outra Empresa",
      email: "stranger@test.example",
      role_id: world.readerRole,
      is_admin: false,
      active: true,
      account_id: strangerAccount,
    });
    await link(server.db, schema.recruiters_businesses, stranger, world.otherBusiness);
    const signIn = async (strategy: string, email: string) =>
      (await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } })).json().token as string;
    tokens.recruiter = await signIn("recruiters", world.recruiter.email);
    tokens.candidate = await signIn("candidates", world.candidate.email);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("names recruiters of any business of the group, once each, leaving out unknown ids", async () => {
    const ids = [world.admin.id, world.recruiter.id, stranger, 999_999, world.admin.id].join(",");
    const response = await call("GET", `/recruiters/recruiter_names?ids=${ids}`, { token: tokens.recruiter });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      recruiter_names: [
        { id: world.admin.id, name: "Ana Admin" },
        { id: world.recruiter.id, name: "Rui Recrutador" },
        { id: stranger, name: "Sofia de Outra Empresa" },
      ].sort((a, b) => a.id - b.id),
    });
    // Nothing but names: the same recruiter may not read the recruiters entity itself.
    expect((await call("GET", "/recruiters/administrator/recruiters", { token: tokens.recruiter })).statusCode).toBe(
      403,
    );
  });

  it("is for signed-in recruiters only", async () => {
    expect((await call("GET", `/recruiters/recruiter_names?ids=${world.admin.id}`)).statusCode).toBe(401);
    expect(
      (await call("GET", `/recruiters/recruiter_names?ids=${world.admin.id}`, { token: tokens.candidate })).statusCode,
    ).toBe(403);
  });

  it("refuses a malformed or oversized list of ids", async () => {
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(",");
    for (const ids of ["", "1;2", "abc", many]) {
      const response = await call("GET", `/recruiters/recruiter_names?ids=${ids}`, { token: tokens.recruiter });
      expect(response.statusCode, ids.slice(0, 20)).toBe(400);
    }
  });
});
