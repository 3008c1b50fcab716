/**
 * `/candidates/profile`: a signed-in candidate reads and writes their own candidates record — their sensitive
 * fields included, the firm's own fields never — through the registry's rules, audited; nobody else reaches it.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { DEFAULT_DATABASE } from "./support/databases";
import { candidateWithAccount } from "./support/fixtures";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

// A valid CPF as typed and as stored (digits), and the same number with a wrong check digit.
const VALID_CPF = "529.982.247-25";
const STORED_CPF = "52998224725";
const INVALID_CPF = "529.982.247-26";

describe.each(DEFAULT_DATABASE)("the candidate's own profile on %s", (kind) => {
  let world: SignedInWorld;
  let secondToken: string;
  let secondId: number;

  beforeAll(async () => {
    world = await signedInWorld(kind, "candidate_profile");
    const db = world.server.db;
    secondId = (
      await candidateWithAccount(db, world.world.business, {
        email: "second@test.example",
        name: "Sérgio Segundo",
        status: 1,
        cpf: STORED_CPF,
      })
    ).id;
    secondToken = await world.signIn("candidates", "second@test.example");
    // The firm's own fields, set by a recruiter: the candidate never sees them.
    await db.drizzle.execute(
      sql`update ${schema.candidates} set tags = array[${"vip"}], owner_id = ${world.world.recruiter.id}
          where id = ${world.world.candidate.id}`,
    );
  });
  afterAll(async () => {
    await world?.close();
  });

  const get = (token: string) => world.call("GET", "/candidates/profile", { token });
  const patch = (token: string, candidate: Record<string, unknown>, headers: Record<string, string> = {}) =>
    world.call("PATCH", "/candidates/profile", { token, body: { candidate }, headers });

  it("answers the candidate's own record without the firm's fields", async () => {
    const response = await get(world.tokens.candidate);
    expect(response.statusCode).toBe(200);
    const { candidate } = response.json();
    expect(candidate).toMatchObject({ id: world.world.candidate.id, name: "Carla Candidata", confirmed: true });
    expect(candidate.email).toBe("candidate@test.example");
    for (const key of ["status", "source", "owner", "tags", "last_activity_at"])
      expect(candidate).not.toHaveProperty(key);
  });

  it("writes the candidate's fields, prefixes links with https:// and shows them their own sensitive fields", async () => {
    const response = await patch(world.tokens.candidate, {
      cpf: VALID_CPF,
      ethnicity: 1,
      linkedin: "linkedin.com/in/carla",
      clt_expectation: 12000,
      languages: [{ language: "Inglês", level: 4 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().candidate).toMatchObject({
      cpf: STORED_CPF,
      ethnicity: 1,
      linkedin: "https://linkedin.com/in/carla",
      clt_expectation: 12000,
    });
    const again = (await get(world.tokens.candidate)).json().candidate;
    expect(again).toMatchObject({ cpf: STORED_CPF, ethnicity: 1, linkedin: "https://linkedin.com/in/carla" });
    // Audited like any update, with the sensitive values redacted.
    const [audit] = await queryRows<{ account_id: number; changes: Record<string, unknown> }>(
      world.server.db,
      sql`select account_id, changes from audit_logs
          where entity = 'candidates' and record_id = ${world.world.candidate.id} and action = 'update'
          order by id desc limit 1`,
    );
    expect(Number(audit?.account_id)).toBe(world.world.candidate.accountId);
    expect(audit?.changes.cpf).toEqual([null, "[redacted]"]);
    expect(audit?.changes.linkedin).toEqual([null, "https://linkedin.com/in/carla"]);
  });

  it("refuses an invalid CPF with the spec's message in the caller's language, writing nothing", async () => {
    const portuguese = await patch(world.tokens.candidate, { cpf: INVALID_CPF, city: "Recife" });
    expect(portuguese.statusCode).toBe(400);
    expect(portuguese.json().error.fields).toEqual({ "candidate.cpf": ["CPF inválido."] });
    const english = await patch(world.tokens.candidate, { cpf: INVALID_CPF }, { "accept-language": "en-US" });
    expect(english.json().error.fields).toEqual({ "candidate.cpf": ["Invalid CPF."] });
    const after = (await get(world.tokens.candidate)).json().candidate;
    expect(after).toMatchObject({ cpf: STORED_CPF, city: null });
  });

  it("refuses the firm's fields and the ones the candidate only reads, by name, writing nothing", async () => {
    const response = await patch(world.tokens.candidate, {
      city: "Recife",
      status: 1,
      tags: ["hired"],
      email: "other@test.example",
      completed_register: false,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      "candidate.completed_register",
      "candidate.email",
      "candidate.status",
      "candidate.tags",
    ]);
    const [row] = await queryRows<{ city: string | null; status: number; tags: string[] | null; email: string }>(
      world.server.db,
      sql`select city, status, tags, email from ${schema.candidates} where id = ${world.world.candidate.id}`,
    );
    expect(row).toMatchObject({ city: null, status: 3, tags: ["vip"], email: "candidate@test.example" });
  });

  it("gives each candidate their own record only", async () => {
    const second = (await get(secondToken)).json().candidate;
    expect(second).toMatchObject({ id: secondId, name: "Sérgio Segundo", cpf: STORED_CPF });
    // A body cannot point the write at another row: `id` is not the candidate's to write.
    const aimed = await patch(secondToken, { id: world.world.candidate.id, city: "Natal" });
    expect(aimed.statusCode).toBe(400);
    await patch(secondToken, { city: "Natal" });
    expect((await get(world.tokens.candidate)).json().candidate.city).toBeNull();
    expect((await get(secondToken)).json().candidate.city).toBe("Natal");
    // Nor reach the first candidate's record through the recruiter area's routes.
    const other = await world.call("GET", `/recruiters/candidates/${world.world.candidate.id}`, { token: secondToken });
    expect([401, 403, 404]).toContain(other.statusCode);
  });

  it("refuses recruiters, client contacts and anonymous callers", async () => {
    expect((await world.call("GET", "/candidates/profile")).statusCode).toBe(401);
    for (const token of [world.tokens.recruiter, world.tokens.admin, world.tokens.clientContact]) {
      expect((await get(token)).statusCode).toBe(403);
      expect((await patch(token, { city: "Recife" })).statusCode).toBe(403);
    }
  });

  it("never shows a client contact the candidate's sensitive fields", async () => {
    for (const path of [`/recruiters/candidates/${secondId}`, "/recruiters/candidates", "/candidates/profile"]) {
      const response = await world.call("GET", path, { token: world.tokens.clientContact });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain(STORED_CPF);
    }
  });
});
