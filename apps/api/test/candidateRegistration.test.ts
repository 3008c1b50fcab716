/**
 * Spec §2, the candidate's registration wizard: each stage done is stored on the candidate (a reload resumes
 * there), a stage or the whole registration with blank required fields is refused naming them in the candidate's
 * language and changing nothing, and a complete one sets `completed_register`. Only the signed-in candidate's own
 * record is ever read or written.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { account, createWorld, insert, link, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

/** Everything the six stages require, as stored columns (the join table's area is linked apart). */
const COMPLETE_COLUMNS = {
  mobile_phone: "+55 11 91234-5678",
  city: "São Paulo",
  state: "SP",
  professional_moment: 1,
  role_name: "Controller",
  hiring_regimes: [1],
  self_introduction: "Controller com 12 anos em bancos.",
};

describe.each(DEFAULT_DATABASE)("candidate registration on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let area: number;
  /** Two new candidates of the business, neither confirmed nor registered. */
  const newcomer = { id: 0, token: "" };
  const other = { id: 0, token: "" };

  const signIn = async (strategy: string, email: string) => {
    const response = await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };

  const newCandidate = async (email: string) => {
    const accountId = await account(server.db, "candidates", email, world.business);
    const id = await insert(server.db, schema.candidates, {
      business_id: world.business,
      name: "Nova Pessoa",
      email,
      status: 1,
      confirmed: false,
      completed_register: false,
      account_id: accountId,
    });
    return { id, token: await signIn("candidates", email) };
  };

  const stored = async (id: number) => {
    const [row] = await queryRows<{ registration_stage: number | null; completed_register: boolean | null }>(
      server.db,
      sql`select registration_stage, completed_register from candidates where id = ${id}`,
    );
    return row;
  };

  const fill = (id: number, values: Record<string, unknown>) =>
    server.db.drizzle
      .update(schema.candidates)
      .set(values as never)
      .where(sql`id = ${id}`);

  beforeAll(async () => {
    storage = await createTestStorage(kind, "candidate-registration");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    area = await insert(server.db, schema.category_sectors, { name: "Finanças", name_en: "Finance", position: 1 });
    await insert(server.db, schema.category_sectors, { name: "Tecnologia", position: 2 });
    Object.assign(newcomer, await newCandidate("newcomer@test.example"));
    Object.assign(other, await newCandidate("other@test.example"));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("answers where a new candidate stands, with the business areas in their language", async () => {
    const response = await call("GET", "/candidates/registration", {
      token: newcomer.token,
      headers: { "accept-language": "en" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      registration: { stages_done: [], completed: false, confirmed: false },
      business_areas: [
        { id: area, name: "Finance" },
        { id: expect.any(Number), name: "Tecnologia" },
      ],
    });
  });

  it("refuses a stage whose required fields are blank, naming them, and stores nothing", async () => {
    const response = await call("POST", "/candidates/registration/stages", {
      token: newcomer.token,
      body: { stage: "info" },
    });
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.message).toBe("Preencha os campos obrigatórios: Celular, Cidade, Estado.");
    expect(Object.keys(error.fields)).toEqual(["mobile_phone", "city", "state"]);
    expect((await stored(newcomer.id))?.registration_stage ?? 0).toBe(0);
  });

  it("stores each stage done, so a reload resumes after it; a stage ahead of the others is refused", async () => {
    await fill(newcomer.id, { mobile_phone: "+55 11 91234-5678", city: "São Paulo", state: "SP" });
    const info = await call("POST", "/candidates/registration/stages", {
      token: newcomer.token,
      body: { stage: "info" },
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().registration.stages_done).toEqual(["info"]);

    await fill(newcomer.id, { role_name: "Controller" });
    const skipping = await call("POST", "/candidates/registration/stages", {
      token: newcomer.token,
      body: { stage: "experiences" },
    });
    expect(skipping.statusCode, skipping.body).toBe(409);

    const reloaded = await call("GET", "/candidates/registration", { token: newcomer.token });
    expect(reloaded.json().registration.stages_done).toEqual(["info"]);
    expect(await stored(newcomer.id)).toEqual({ registration_stage: 1, completed_register: false });
  });

  it("refuses to complete while a stage's required field is blank, naming it in the candidate's language", async () => {
    await fill(newcomer.id, { ...COMPLETE_COLUMNS, self_introduction: "  " });
    const response = await call("POST", "/candidates/registration", {
      token: newcomer.token,
      headers: { "accept-language": "en" },
    });
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.message).toBe("Please fill in the required fields: Business areas, Self introduction.");
    expect(error.fields).toEqual({ business_areas: ["Required."], self_introduction: ["Required."] });
    expect(await stored(newcomer.id)).toEqual({ registration_stage: 1, completed_register: false });
  });

  it("completes a registration whose every stage is filled in, and nobody else's", async () => {
    await fill(newcomer.id, COMPLETE_COLUMNS);
    await link(server.db, schema.candidates_business_areas, newcomer.id, area);
    const response = await call("POST", "/candidates/registration", { token: newcomer.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().registration).toEqual({
      stages_done: ["info", "additionalInfo", "category", "experiences", "salary", "presentation"],
      completed: true,
      confirmed: false,
    });
    expect(await stored(newcomer.id)).toEqual({ registration_stage: 6, completed_register: true });
    const [audit] = await queryRows<{ changes: Record<string, unknown> }>(
      server.db,
      sql`select changes from audit_logs where entity = 'candidates' and record_id = ${newcomer.id}
          order by id desc limit 1`,
    );
    expect(audit?.changes).toMatchObject({ completed_register: [false, true] });

    // The other candidate's session reaches only their own, still blank, record.
    const theirs = await call("GET", "/candidates/registration", { token: other.token });
    expect(theirs.json().registration).toEqual({ stages_done: [], completed: false, confirmed: false });
    const refused = await call("POST", "/candidates/registration", { token: other.token });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await stored(other.id)).toEqual({ registration_stage: null, completed_register: false });
  });

  it("lets only candidates in", async () => {
    const anonymous = await call("GET", "/candidates/registration");
    expect(anonymous.statusCode).toBe(401);
    const recruiter = await signIn("recruiters", world.recruiter.email);
    const refused = await call("POST", "/candidates/registration/stages", {
      token: recruiter,
      body: { stage: "info" },
    });
    expect(refused.statusCode).toBe(403);
  });
});
