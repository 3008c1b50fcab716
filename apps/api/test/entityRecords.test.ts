/**
 * One record of any registry entity — read, create, update, delete — with tenancy,
 * relations, sensitive fields, the audit trail, likely duplicates, and every bad input leaving nothing written.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRATEGIES } from "../src/auth/strategies";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { rootKey } from "../src/engine/records";
import type { RunningServer } from "../src/server";
import { DATABASE_KINDS } from "./support/databases";
import { insert, type World } from "./support/fixtures";
import type { caller } from "./support/http";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

/** A CPF with valid check digits, and another. */
const CPF = "529.982.247-25";
const OTHER_CPF = "111.444.777-35";

describe("rootKey", () => {
  it("is the model in snake case, as Rails names a record's root", () => {
    expect(rootKey({ model: "Candidate" })).toBe("candidate");
    expect(rootKey({ model: "ClientCompany" })).toBe("client_company");
    expect(rootKey({ model: "CTalksEvent" })).toBe("c_talks_event");
  });
});

describe.each(DATABASE_KINDS)("entity records on %s", (kind) => {
  let signed: SignedInWorld;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let reader: string;
  let foreign: string;
  let candidateToken: string;
  let foreignCompany: number;

  const count = async (table: string, where = sql`true`) => {
    const [row] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
    );
    return Number(row?.n);
  };
  const auditOf = (entity: string, id: number) =>
    queryRows<{ action: string; changes: Record<string, unknown>; account_id: number | null; business_id: number }>(
      server.db,
      sql`select action, changes, account_id, business_id from audit_logs
          where entity = ${entity} and record_id = ${id} order by id`,
    );

  beforeAll(async () => {
    signed = await signedInWorld(kind, "records", { foreignRecruiter: true });
    ({ server, world, call } = signed);
    ({ admin, recruiter: reader, candidate: candidateToken } = signed.tokens);
    foreign = signed.tokens.foreign as string;
    foreignCompany = await insert(server.db, schema.client_companies, {
      business_id: world.otherBusiness,
      name: "Gama",
      status: 1,
    });
  });
  afterAll(async () => {
    await signed?.close();
  });

  describe("create, read, update, delete", () => {
    it("creates a candidate in the principal's business, answers it under its root key and audits it", async () => {
      const created = await call("POST", "/recruiters/candidates", {
        token: admin,
        body: {
          candidate: {
            name: "Beatriz Nogueira",
            email: "Beatriz.Nogueira@Example.com",
            status: 1,
            mobile_phone: "(11) 98765-4321",
            cpf: CPF,
            tags: ["java"],
            owner: world.admin.id,
          },
        },
      });
      expect(created.statusCode).toBe(201);
      const body = created.json();
      const record = body.candidate;
      expect(record).toMatchObject({
        id: expect.any(Number),
        name: "Beatriz Nogueira",
        email: "beatriz.nogueira@example.com",
        mobile_phone: "11987654321",
        cpf: "52998224725",
        owner: world.admin.id,
        tags: ["java"],
        status: 1,
      });
      expect(record.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      // The server's own columns never leave it.
      for (const key of ["business_id", "account_id", "cv_text", "deleted_at", "created_by", "owner_id"]) {
        expect(record).not.toHaveProperty(key);
      }
      expect(body.duplicates).toEqual([]);

      const [row] = await queryRows<{ business_id: number; created_by: number; updated_by: number }>(
        server.db,
        sql`select business_id, created_by, updated_by from candidates where id = ${record.id}`,
      );
      expect(row).toEqual({
        business_id: world.business,
        created_by: world.admin.accountId,
        updated_by: world.admin.accountId,
      });

      const [entry, ...rest] = await auditOf("candidates", record.id);
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({ action: "create", account_id: world.admin.accountId, business_id: world.business });
      expect(entry?.changes).toMatchObject({ name: [null, "Beatriz Nogueira"], owner: [null, world.admin.id] });
      // LGPD: the audit log says a CPF was set, never which.
      expect(entry?.changes.cpf).toEqual([null, "[redacted]"]);

      const read = await call("GET", `/recruiters/candidates/${record.id}`, { token: admin });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ candidate: record });
    });

    it("updates only the fields sent, audits what changed from what to what, and deletes softly", async () => {
      const id = (
        await call("POST", "/recruiters/candidates", {
          token: admin,
          body: { candidate: { name: "Caio Prado", email: "caio@test.example", status: 1, city: "Recife" } },
        })
      ).json().candidate.id as number;

      const patched = await call("PATCH", `/recruiters/candidates/${id}`, {
        token: admin,
        body: { candidate: { city: "Olinda", role_name: "Analista" } },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().candidate).toMatchObject({ id, name: "Caio Prado", city: "Olinda", role_name: "Analista" });
      const audit = await auditOf("candidates", id);
      expect(audit.map((entry) => entry.action)).toEqual(["create", "update"]);
      expect(audit[1]?.changes).toEqual({ city: ["Recife", "Olinda"], role_name: [null, "Analista"] });

      // Sending the same values again changes nothing and writes no entry.
      await call("PATCH", `/recruiters/candidates/${id}`, { token: admin, body: { candidate: { city: "Olinda" } } });
      expect((await auditOf("candidates", id)).length).toBe(2);

      const deleted = await call("DELETE", `/recruiters/candidates/${id}`, { token: admin });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ deleted: 1 });
      // History is kept: the row stays, marked deleted, and no route finds it any more.
      expect(await count("candidates", sql`id = ${id} and deleted_at is not null`)).toBe(1);
      expect((await call("GET", `/recruiters/candidates/${id}`, { token: admin })).statusCode).toBe(404);
      expect((await call("DELETE", `/recruiters/candidates/${id}`, { token: admin })).statusCode).toBe(404);
      const last = (await auditOf("candidates", id)).at(-1);
      expect(last?.action).toBe("delete");
      expect(last?.changes).toMatchObject({ name: ["Caio Prado", null], city: ["Olinda", null] });
    });

    it("deletes rows for good where the entity keeps no history", async () => {
      const created = await call("POST", "/recruiters/tasks", {
        token: admin,
        body: { task: { title: "Ligar para a Beatriz", type: 0, owner: world.admin.id } },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().task.id as number;
      expect((await call("DELETE", `/recruiters/tasks/${id}`, { token: admin })).json()).toEqual({ deleted: 1 });
      expect(await count("tasks", sql`id = ${id}`)).toBe(0);
      expect((await auditOf("tasks", id)).map((entry) => entry.action)).toEqual(["create", "delete"]);
    });

    it("writes `relations` fields to their join tables and answers them", async () => {
      const created = await call("POST", "/recruiters/jobs", {
        token: admin,
        body: {
          job: {
            title: "Gerente Financeiro",
            status: 1,
            client_company: world.clientContact.company,
            owner: world.admin.id,
            recruiters: [world.recruiter.id, world.admin.id],
          },
        },
      });
      expect(created.statusCode).toBe(201);
      const job = created.json().job;
      expect(job.recruiters).toEqual([world.admin.id, world.recruiter.id].sort((a, b) => a - b));
      expect(await count("jobs_recruiters", sql`record_id = ${job.id}`)).toBe(2);

      const patched = await call("PATCH", `/recruiters/jobs/${job.id}`, {
        token: admin,
        body: { job: { recruiters: [world.recruiter.id] } },
      });
      expect(patched.json().job.recruiters).toEqual([world.recruiter.id]);
      expect((await auditOf("jobs", job.id)).at(-1)?.changes).toEqual({
        recruiters: [[world.admin.id, world.recruiter.id].sort((a, b) => a - b), [world.recruiter.id]],
      });
    });

    it("fills the read-only author of a note with the recruiter who wrote it, and sanitises its HTML", async () => {
      const created = await call("POST", "/recruiters/notes", {
        token: admin,
        body: {
          note: {
            action: "Comentário",
            body: '<p onclick="steal()">Bom perfil<script>steal()</script></p>',
            reference_type: "Candidate",
            reference_id: 1,
          },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().note.owner).toBe(world.admin.id);
      // Rich text is stored sanitised: it is shown as HTML.
      expect(created.json().note.body).toBe("<p>Bom perfil</p>");
    });
  });

  describe("who may do what", () => {
    let candidateId: number;
    let foreignCandidate: number;

    beforeAll(async () => {
      candidateId = await insert(server.db, schema.candidates, {
        business_id: world.business,
        name: "Diana Reis",
        email: "diana@test.example",
        status: 1,
        cpf: "52998224725",
        ethnicity: 1,
      });
      foreignCandidate = await insert(server.db, schema.candidates, {
        business_id: world.otherBusiness,
        name: "Estela Souza",
        email: "estela@test.example",
        status: 1,
      });
    });

    it("answers 401 without a session and 403 to a candidate's or client contact's session", async () => {
      expect((await call("GET", `/recruiters/candidates/${candidateId}`)).statusCode).toBe(401);
      expect((await call("GET", `/recruiters/candidates/${candidateId}`, { token: candidateToken })).statusCode).toBe(
        403,
      );
    });

    it("lets a narrow role read but not write (403), and withholds sensitive fields from it", async () => {
      const read = await call("GET", `/recruiters/candidates/${candidateId}`, { token: reader });
      expect(read.statusCode).toBe(200);
      expect(read.json().candidate).toMatchObject({ name: "Diana Reis", cpf: null, ethnicity: null });
      const asAdmin = await call("GET", `/recruiters/candidates/${candidateId}`, { token: admin });
      expect(asAdmin.json().candidate).toMatchObject({ cpf: "52998224725", ethnicity: 1 });

      const body = { candidate: { city: "Natal" } };
      expect((await call("PATCH", `/recruiters/candidates/${candidateId}`, { token: reader, body })).statusCode).toBe(
        403,
      );
      expect((await call("DELETE", `/recruiters/candidates/${candidateId}`, { token: reader })).statusCode).toBe(403);
      expect(
        (
          await call("POST", "/recruiters/candidates", {
            token: reader,
            body: { candidate: { name: "X", email: "x@test.example", status: 1 } },
          })
        ).statusCode,
      ).toBe(403);
      expect((await call("GET", "/recruiters/proposals/1", { token: reader })).statusCode).toBe(403);
      expect(await count("candidates", sql`id = ${candidateId} and city is not null`)).toBe(0);
    });

    it("never shows, changes or deletes another business's record, and never says it exists (404)", async () => {
      for (const token of [admin, reader]) {
        expect((await call("GET", `/recruiters/candidates/${foreignCandidate}`, { token })).statusCode).toBe(404);
      }
      const patch = await call("PATCH", `/recruiters/candidates/${foreignCandidate}`, {
        token: admin,
        body: { candidate: { city: "Natal" } },
      });
      expect(patch.statusCode).toBe(404);
      expect((await call("DELETE", `/recruiters/candidates/${foreignCandidate}`, { token: admin })).statusCode).toBe(
        404,
      );
      // The same answer as for an id nobody has.
      const absent = await call("GET", "/recruiters/candidates/999999", { token: admin });
      expect(absent.statusCode).toBe(404);
      expect(patch.json().error.message).toBe(absent.json().error.message);
      expect(await count("candidates", sql`id = ${foreignCandidate} and city is null and deleted_at is null`)).toBe(1);
      // …while the other business's own recruiter sees it.
      expect((await call("GET", `/recruiters/candidates/${foreignCandidate}`, { token: foreign })).statusCode).toBe(
        200,
      );
      expect((await call("GET", `/recruiters/candidates/${candidateId}`, { token: foreign })).statusCode).toBe(404);
    });

    it("refuses a relation to another business's row with 422 naming the field, writing nothing", async () => {
      const before = await count("jobs");
      const response = await call("POST", "/recruiters/jobs", {
        token: admin,
        body: { job: { title: "Vaga", status: 1, client_company: foreignCompany, owner: world.admin.id } },
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().error.fields)).toEqual(["job.client_company"]);
      const owner = await call("PATCH", `/recruiters/candidates/${candidateId}`, {
        token: admin,
        body: { candidate: { owner: 999999 } },
      });
      expect(owner.statusCode).toBe(422);
      expect(Object.keys(owner.json().error.fields)).toEqual(["candidate.owner"]);
      expect(await count("jobs")).toBe(before);
      expect(await count("candidates", sql`id = ${candidateId} and owner_id is not null`)).toBe(0);
    });

    it("serves the administrator area to administrators only, under /recruiters/administrator", async () => {
      const created = await call("POST", "/recruiters/administrator/position_levels", {
        token: admin,
        body: { position_level: { name: "Diretoria", rank: 1 } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().position_level.id as number;
      expect((await call("GET", `/recruiters/administrator/position_levels/${id}`, { token: admin })).statusCode).toBe(
        200,
      );
      expect((await call("GET", `/recruiters/administrator/position_levels/${id}`, { token: reader })).statusCode).toBe(
        403,
      );
      // Each area's entities live under their own path only; an unknown entity is not found.
      expect((await call("GET", `/recruiters/position_levels/${id}`, { token: admin })).statusCode).toBe(404);
      expect(
        (await call("GET", `/recruiters/administrator/candidates/${candidateId}`, { token: admin })).statusCode,
      ).toBe(404);
      expect((await call("GET", "/recruiters/no_such_things/1", { token: admin })).statusCode).toBe(404);
      const patched = await call("PATCH", `/recruiters/administrator/position_levels/${id}`, {
        token: admin,
        body: { position_level: { name: "Diretoria executiva" } },
      });
      expect(patched.json().position_level.name).toBe("Diretoria executiva");
      expect(
        (await call("DELETE", `/recruiters/administrator/position_levels/${id}`, { token: admin })).json(),
      ).toEqual({ deleted: 1 });
    });

    it("never answers a secret of the administrator area, even to an administrator", async () => {
      const created = await call("POST", "/recruiters/administrator/integrations", {
        token: admin,
        body: { integration: { name: "Microsoft", provider: 1, secret: "s3cr3t-value" } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const integration = created.json().integration;
      expect(integration.secret).toBeNull();
      expect(await count("integrations", sql`id = ${integration.id} and secret = 's3cr3t-value'`)).toBe(1);
      expect(JSON.stringify(await auditOf("integrations", integration.id))).not.toContain("s3cr3t");
    });
  });

  describe("what the database refuses", () => {
    it("answers 409 for a record others still need, deleting and auditing nothing", async () => {
      const before = await count("audit_logs");
      const response = await call("DELETE", `/recruiters/administrator/roles/${world.readerRole}`, { token: admin });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("in_use");
      expect(await count("roles", sql`id = ${world.readerRole}`)).toBe(1);
      expect(await count("audit_logs")).toBe(before);
    });

    it("answers 409 for a value another record holds, creating and auditing nothing", async () => {
      const before = { accounts: await count("accounts"), audit: await count("audit_logs") };
      const response = await call("POST", "/recruiters/administrator/accounts", {
        token: admin,
        body: { account: { email: world.recruiter.email, name: "Outra", strategy: STRATEGIES.recruiters.id } },
      });
      expect(response.statusCode, response.body).toBe(409);
      expect({ accounts: await count("accounts"), audit: await count("audit_logs") }).toEqual(before);
    });
  });

  describe("the audit trail", () => {
    it("answers a record's history with who did it, for those who may read the record", async () => {
      const id = (
        await call("POST", "/recruiters/candidates", {
          token: admin,
          body: { candidate: { name: "Gil Torres", email: "gil@test.example", status: 1 } },
        })
      ).json().candidate.id as number;
      await call("PATCH", `/recruiters/candidates/${id}`, { token: admin, body: { candidate: { status: 2 } } });

      const response = await call("GET", `/recruiters/candidates/${id}/audit_logs`, { token: reader });
      expect(response.statusCode).toBe(200);
      const logs = response.json().audit_logs;
      expect(logs).toHaveLength(2);
      expect(logs[0]).toMatchObject({
        id: expect.any(Number),
        action: "create",
        account: { id: world.admin.accountId, name: world.admin.email },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(logs[1]).toMatchObject({ action: "update", changes: { status: [1, 2] } });

      expect((await call("GET", `/recruiters/candidates/${id}/audit_logs`, { token: foreign })).statusCode).toBe(404);
      expect((await call("GET", `/recruiters/candidates/${id}/audit_logs`)).statusCode).toBe(401);
      expect((await call("GET", `/recruiters/proposals/${id}/audit_logs`, { token: reader })).statusCode).toBe(403);
    });
  });

  describe("bad input writes nothing", () => {
    const snapshot = async () => ({ candidates: await count("candidates"), audit: await count("audit_logs") });

    const cases: [string, { body?: unknown; raw?: string; headers?: Record<string, string> }, number, string[]][] = [
      ["malformed JSON", { raw: '{"candidate": {"name": "Ana"' }, 400, []],
      ["a body that is not the record's root", { body: { name: "Ana" } }, 400, ["candidate", "name"]],
      ["a root that is not an object", { body: { candidate: "Ana" } }, 400, ["candidate"]],
      [
        "wrong types",
        { body: { candidate: { name: 42, email: "ana@test.example", status: "active" } } },
        400,
        ["candidate.name", "candidate.status"],
      ],
      [
        "an unknown field (no mass assignment)",
        { body: { candidate: { name: "Ana", email: "ana@test.example", status: 1, is_admin: true } } },
        400,
        ["candidate.is_admin"],
      ],
      [
        "read-only and server fields",
        {
          body: {
            candidate: {
              name: "Ana",
              email: "ana@test.example",
              status: 1,
              id: 7,
              confirmed: true,
              business_id: 2,
              created_at: "2020-01-01T00:00:00Z",
            },
          },
        },
        400,
        ["candidate.id", "candidate.confirmed", "candidate.business_id", "candidate.created_at"],
      ],
      [
        "a required field missing and a bad CPF",
        { body: { candidate: { name: "Ana", status: 1, cpf: OTHER_CPF.replace("35", "36") } } },
        400,
        ["candidate.email", "candidate.cpf"],
      ],
    ];

    it.each(cases)("%s: refused, nothing written", async (_name, request, status, fields) => {
      const before = await snapshot();
      const response = await call("POST", "/recruiters/candidates", { token: admin, ...request });
      expect(response.statusCode).toBe(status);
      const error = response.json().error;
      if (fields.length > 0) expect(Object.keys(error.fields ?? {}).sort()).toEqual([...fields].sort());
      expect(await snapshot()).toEqual(before);
    });

    it("refuses an oversized body with 413", async () => {
      const before = await snapshot();
      const response = await call("POST", "/recruiters/candidates", {
        token: admin,
        raw: JSON.stringify({
          candidate: { name: "Ana", email: "ana@test.example", status: 1, self_introduction: "a".repeat(2_000_000) },
        }),
      });
      expect(response.statusCode).toBe(413);
      expect(await snapshot()).toEqual(before);
    });

    it("says what is wrong in the request's language (pt-BR by default, en on request)", async () => {
      const body = { candidate: { name: "Ana", status: 1, email: "não é e-mail" } };
      const pt = await call("POST", "/recruiters/candidates", { token: admin, body });
      const en = await call("POST", "/recruiters/candidates", {
        token: admin,
        body,
        headers: { "accept-language": "en-US" },
      });
      expect(pt.json().error.fields["candidate.email"]).toEqual([expect.stringMatching(/e-mail/i)]);
      expect(en.json().error.fields["candidate.email"]).toEqual([expect.stringMatching(/e-mail|email/i)]);
      expect(pt.json().error.fields["candidate.email"]).not.toEqual(en.json().error.fields["candidate.email"]);
    });

    it("refuses bad updates without changing the record or the audit log", async () => {
      const id = await insert(server.db, schema.candidates, {
        business_id: world.business,
        name: "Hugo Lima",
        email: "hugo@test.example",
        status: 1,
      });
      const before = await snapshot();
      for (const body of [
        { candidate: { name: "" } },
        { candidate: { confirmed: true } },
        { candidate: { email: 7 } },
        { candidate: { last_activity_at: "2020-01-01T00:00:00Z" } },
      ]) {
        const response = await call("PATCH", `/recruiters/candidates/${id}`, { token: admin, body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await call("PATCH", `/recruiters/candidates/${id}`, { token: admin, raw: "{" })).statusCode).toBe(400);
      expect((await call("PATCH", "/recruiters/candidates/abc", { token: admin, body: {} })).statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
      expect(await count("candidates", sql`id = ${id} and name = 'Hugo Lima' and confirmed is null`)).toBe(1);
    });
  });

  describe("likely duplicates", () => {
    let existing: number;

    beforeAll(async () => {
      existing = await insert(server.db, schema.candidates, {
        business_id: world.business,
        name: "João Antônio Figueiredo",
        email: "joao.figueiredo@test.example",
        status: 1,
        cpf: "11144477735",
        mobile_phone: "+5521998765432",
        linkedin: "https://www.linkedin.com/in/joao-figueiredo",
      });
      // The same person in the other business is none of this business's concern.
      await insert(server.db, schema.candidates, {
        business_id: world.otherBusiness,
        name: "João Antônio Figueiredo",
        email: "joao.figueiredo@test.example",
        status: 1,
      });
    });

    it.each([
      ["e-mail in another case", { email: "JOAO.Figueiredo@Test.Example" }, ["email"]],
      ["CPF typed with punctuation", { cpf: OTHER_CPF }, ["cpf"]],
      ["phone without the country code", { mobile_phone: "(21) 99876-5432" }, ["phone"]],
      [
        "LinkedIn with a query and a trailing slash",
        { linkedin: "linkedin.com/in/joao-figueiredo/?trk=abc" },
        ["linkedin"],
      ],
      ["a very similar name without accents", { name: "Joao Antonio Figueredo" }, ["name"]],
    ])("finds the same person by %s", async (_name, fields, reasons) => {
      const response = await call("POST", "/recruiters/candidates", {
        token: admin,
        body: { candidate: { name: "Pessoa Qualquer", email: `p${Math.random()}@test.example`, status: 1, ...fields } },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().duplicates).toEqual([
        { id: existing, name: "João Antônio Figueiredo", email: "joao.figueiredo@test.example", reasons },
      ]);
      await call("DELETE", `/recruiters/candidates/${response.json().candidate.id}`, { token: admin });
    });

    it("tells a CPF match only to who may see CPFs: to others it answers as no match does", async () => {
      const sameCpf = await insert(server.db, schema.candidates, {
        business_id: world.business,
        name: "Xavier Quintela",
        email: "xavier@test.example",
        status: 1,
        cpf: "111.444.777-35",
      });
      const unlike = await insert(server.db, schema.candidates, {
        business_id: world.business,
        name: "Yara Wanderley",
        email: "yara@test.example",
        status: 1,
        cpf: "52998224725",
      });
      const byAdmin = await call("GET", `/recruiters/candidates/${sameCpf}/duplicates`, { token: admin });
      expect(byAdmin.json().duplicates).toEqual([expect.objectContaining({ id: existing, reasons: ["cpf"] })]);
      const byReader = await call("GET", `/recruiters/candidates/${sameCpf}/duplicates`, { token: reader });
      const noMatch = await call("GET", `/recruiters/candidates/${unlike}/duplicates`, { token: reader });
      expect(byReader.statusCode).toBe(200);
      expect(byReader.json()).toEqual({ duplicates: [] });
      expect(byReader.body).toBe(noMatch.body);
      for (const id of [sameCpf, unlike]) await call("DELETE", `/recruiters/candidates/${id}`, { token: admin });
    });

    it("does not take different people for the same one", async () => {
      const response = await call("POST", "/recruiters/candidates", {
        token: admin,
        body: {
          candidate: {
            name: "Maria Clara Bastos",
            email: "maria.bastos@test.example",
            status: 1,
            mobile_phone: "(21) 99876-5431",
            linkedin: "https://linkedin.com/in/joao-figueiredo-2",
          },
        },
      });
      expect(response.json().duplicates).toEqual([]);
    });

    it("answers every reason at once on update and on GET …/duplicates", async () => {
      const id = await insert(server.db, schema.candidates, {
        business_id: world.business,
        name: "Outra Pessoa",
        email: "outra@test.example",
        status: 1,
      });
      const patched = await call("PATCH", `/recruiters/candidates/${id}`, {
        token: admin,
        body: { candidate: { name: "João Antonio Figueiredo", cpf: OTHER_CPF, mobile_phone: "+55 21 99876-5432" } },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().duplicates).toEqual([
        expect.objectContaining({ id: existing, reasons: ["cpf", "phone", "name"] }),
      ]);
      const listed = await call("GET", `/recruiters/candidates/${existing}/duplicates`, { token: admin });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().duplicates).toEqual([expect.objectContaining({ id, reasons: ["cpf", "phone", "name"] })]);
      // A recruiter who may not see CPFs gets the other reasons only.
      const read = await call("GET", `/recruiters/candidates/${existing}/duplicates`, { token: reader });
      expect(read.statusCode).toBe(200);
      expect(read.json().duplicates).toEqual([expect.objectContaining({ id, reasons: ["phone", "name"] })]);
      expect((await call("GET", `/recruiters/candidates/${existing}/duplicates`, { token: foreign })).statusCode).toBe(
        404,
      );
    });
  });
});
