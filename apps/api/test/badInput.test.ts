/**
 * Bad input answers 4xx from the validation layer, never 500: a NUL character in any text (bodies, query strings,
 * path parameters), an id beyond PostgreSQL's `integer` in a body, a rich text that is empty once its unsafe
 * content is removed, and path ids that are not written as ids. What such requests log carries neither the
 * e-mail nor the query string's values.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

const NUL = "\u0000";
const NUL_MESSAGE_EN = "Null character (\\u0000) not accepted.";
const NUL_MESSAGE_PT = "Caractere nulo (\\u0000) não aceito.";

describe.each(DATABASE_KINDS)("bad input on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let candidateId: number;
  /** Every line the server logged, as written. */
  const logLines: string[] = [];
  const en = { "accept-language": "en" };

  const note = (values: Record<string, unknown>) => ({
    note: {
      action: "Comentário",
      body: "<p>Bom perfil</p>",
      reference_type: "Candidate",
      reference_id: candidateId,
      ...values,
    },
  });

  beforeAll(async () => {
    storage = await createTestStorage(kind, "bad_input");
    server = await startServer(testConfig(storage, { LOG_LEVEL: "info" }), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    world = await createWorld(server.db);
    candidateId = world.candidate.id;
    call = caller(server.app);
    const signedIn = await call("POST", "/recruiters/sessions", {
      body: { email: world.admin.email, password: PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    admin = signedIn.json().token;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  describe("a NUL character", () => {
    it("in the sign-in e-mail is refused with 400 naming the field, in the caller's language", async () => {
      const response = await call("POST", "/recruiters/sessions", {
        body: { email: `ana${NUL}@test.example`, password: PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
      expect(response.json().error.fields).toEqual({ email: [NUL_MESSAGE_PT] });
    });

    it("in a list's full-text terms, filters and search term is refused with 400", async () => {
      for (const query of [
        `terms_required=${encodeURIComponent(`java${NUL}`)}`,
        `terms_search=${encodeURIComponent(`gest${NUL}ao`)}`,
        `where=${encodeURIComponent(JSON.stringify({ name: { contains: `a${NUL}b` } }))}`,
        `term=${encodeURIComponent(`maria${NUL}`)}`,
      ]) {
        const response = await call("GET", `/recruiters/candidates?${query}`, { token: admin, headers: en });
        expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
        expect(response.json().error.code, query).toBe("validation_failed");
      }
    });

    it("in the global search's term is refused with 400 naming the parameter", async () => {
      const query = new URLSearchParams({ term: `carla${NUL}`, entity: JSON.stringify(["candidates"]) });
      const response = await call("GET", `/recruiters/global_searchs?${query}`, { token: admin, headers: en });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toEqual({ "querystring.term": [NUL_MESSAGE_EN] });
    });

    it("in a created record's text is refused with 400 naming the field, and nothing is stored", async () => {
      const response = await call("POST", "/recruiters/notes", {
        token: admin,
        headers: en,
        body: note({ action: `Coment${NUL}ário` }),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toEqual({ "note.action": [NUL_MESSAGE_EN] });
      const notes = await call("GET", "/recruiters/notes", { token: admin });
      expect(notes.json().notes).toEqual([]);
    });

    it("in a key of a body is refused with 400", async () => {
      const response = await call("POST", "/recruiters/notes", {
        token: admin,
        headers: en,
        body: { note: { ...note({}).note, [`x${NUL}`]: 1 } },
      });
      expect(response.statusCode, response.body).toBe(400);
    });

    it("in a path parameter is refused with 400", async () => {
      const response = await call("GET", "/recruiters/candidates/1%00", { token: admin, headers: en });
      expect(response.statusCode, response.body).toBe(400);
      const entity = await call("GET", "/recruiters/candi%00dates", { token: admin, headers: en });
      expect(entity.statusCode, entity.body).toBe(400);
    });
  });

  describe("ids", () => {
    it("above 2,147,483,647 in a body (a reference, a relation) are refused with 400 naming the field", async () => {
      const reference = await call("POST", "/recruiters/notes", {
        token: admin,
        headers: en,
        body: note({ reference_id: 2_147_483_648 }),
      });
      expect(reference.statusCode, reference.body).toBe(400);
      expect(Object.keys(reference.json().error.fields)).toEqual(["note.reference_id"]);

      const relation = await call("POST", "/recruiters/notes", {
        token: admin,
        headers: en,
        body: note({ template_note: 99_999_999_999 }),
      });
      expect(relation.statusCode, relation.body).toBe(400);
      expect(relation.json().error.fields).toEqual({
        "note.template_note": ["Invalid id (1 to 2147483647)."],
      });

      const relations = await call("POST", "/recruiters/notes", {
        token: admin,
        headers: en,
        body: note({ mentions: [world.admin.id, 2_147_483_648] }),
      });
      expect(relations.statusCode, relations.body).toBe(400);
      expect(Object.keys(relations.json().error.fields)).toEqual(["note.mentions.1"]);

      const merge = await call("POST", `/recruiters/candidates/${candidateId}/merge`, {
        token: admin,
        headers: en,
        body: { merge: { duplicate_id: 2_147_483_648 } },
      });
      expect(merge.statusCode, merge.body).toBe(400);
      expect(merge.json().error.fields).toEqual({ "merge.duplicate_id": ["Invalid id (1 to 2147483647)."] });
    });

    it("in a path are decimal digits only: 1e3, 0x10, ' 12', 012, -1 and 2147483648 answer 400", async () => {
      const real = await call("GET", `/recruiters/candidates/${candidateId}`, { token: admin });
      expect(real.statusCode, real.body).toBe(200);
      for (const id of ["1e3", "0x10", "%2012", `0${candidateId}`, "-1", "2147483648", "1.0"]) {
        const response = await call("GET", `/recruiters/candidates/${id}`, { token: admin, headers: en });
        expect(response.statusCode, `${id}: ${response.body}`).toBe(400);
        expect(response.json().error.fields, id).toEqual({
          "params.id": ["Invalid id (1 to 2147483647)."],
        });
      }
    });
  });

  describe("dates outside the years 1900 to 2199", () => {
    const OUT_OF_RANGE_EN = "Date outside the accepted range (years 1900 to 2199).";
    const OUT_OF_RANGE_PT = "Data fora do intervalo aceito (anos de 1900 a 2199).";

    it("in a list's filters are refused with 400 naming the filter, before any statement", async () => {
      for (const [list, field, value] of [
        ["jobs", "deadline", "0000-01-01"],
        ["candidates", "created_at", "0000-01-01T00:00:00Z"],
        ["candidates", "created_at", "0000-01-01"],
        ["notes", "updated_at", "9999-12-31T23:59:59-14:00"],
      ] as const) {
        const where = encodeURIComponent(JSON.stringify({ [field]: { gte: value } }));
        const response = await call("GET", `/recruiters/${list}?where=${where}`, { token: admin, headers: en });
        expect(response.statusCode, `${field} ${value}: ${response.body}`).toBe(400);
        expect(Object.values(response.json().error.fields).flat(), value).toContain(OUT_OF_RANGE_EN);
      }
      const between = encodeURIComponent(JSON.stringify({ created_at: { between: ["2020-01-01", "0000-01-01"] } }));
      const response = await call("GET", `/recruiters/candidates?where=${between}`, { token: admin });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.values(response.json().error.fields).flat()).toContain(OUT_OF_RANGE_PT);
    });

    it("in a written record are refused with 400 naming the field, and nothing is written", async () => {
      for (const value of ["0000-01-01", "1899-12-31", "2200-01-01", "2024-02-30"]) {
        const response = await call("PATCH", `/recruiters/candidates/${candidateId}`, {
          token: admin,
          headers: en,
          body: { candidate: { date_birth: value } },
        });
        expect(response.statusCode, `${value}: ${response.body}`).toBe(400);
        expect(Object.keys(response.json().error.fields), value).toEqual(["candidate.date_birth"]);
      }
      const read = await call("GET", `/recruiters/candidates/${candidateId}`, { token: admin });
      expect(read.json().candidate.date_birth).toBeNull();
      const accepted = await call("PATCH", `/recruiters/candidates/${candidateId}`, {
        token: admin,
        body: { candidate: { date_birth: "1900-01-01" } },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().candidate.date_birth).toBe("1900-01-01");
    });
  });

  describe("a note whose body is only unsafe content", () => {
    it("is refused with 422 saying it is empty after removing unsafe content", async () => {
      const response = await call("POST", "/recruiters/notes", {
        token: admin,
        headers: en,
        body: note({ body: "<script>alert(document.cookie)</script>" }),
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error.fields).toEqual({
        "note.body": ["The text is empty after removing unsafe content (scripts, styles, forms)."],
      });
    });

    it("is refused on update too, and the note keeps its body", async () => {
      const created = await call("POST", "/recruiters/notes", { token: admin, body: note({}) });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().note.id;
      const response = await call("PATCH", `/recruiters/notes/${id}`, {
        token: admin,
        body: { note: { body: "<style>body{display:none}</style><script>x()</script>" } },
      });
      expect(response.statusCode, response.body).toBe(422);
      const read = await call("GET", `/recruiters/notes/${id}`, { token: admin });
      expect(read.json().note.body).toBe("<p>Bom perfil</p>");
    });
  });

  describe("the log", () => {
    it("keeps neither the e-mail of a refused sign-in nor the values of a query string", async () => {
      logLines.length = 0;
      await call("POST", "/recruiters/sessions", {
        body: { email: `segredo.pessoal${NUL}@test.example`, password: PASSWORD },
      });
      const query = new URLSearchParams({ term: `maria.sigilo${NUL}`, entity: JSON.stringify(["candidates"]) });
      await call("GET", `/recruiters/global_searchs?${query}`, { token: admin });
      const listed = await call("GET", "/recruiters/candidates?term=joana.reservada%40example.com", { token: admin });
      expect(listed.statusCode, listed.body).toBe(200);

      const log = logLines.join("");
      expect(log).toContain("/api/v1/recruiters/candidates");
      expect(log).not.toContain("segredo.pessoal");
      expect(log).not.toContain("maria.sigilo");
      expect(log).not.toContain("joana.reservada");
      expect(log).not.toMatch(/term=/);
    });
  });
});
