/**
 * Entity lists (`GET /recruiters/{entity}`, `/recruiters/administrator/{entity}`) with the list
 * query language — where operators, presets, orders, pages and totals, the boolean full-text terms with
 * highlights, sub-searches — every bad input of the issue, who sees which rows, and bulk deletes in both shapes.
 */
import { getEntity } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecruiterPrincipal } from "../src/auth/principal";
import { allowsRow } from "../src/authz/policy";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { createWorld, insert, link, PASSWORD, READER_PERMISSIONS, type World } from "./support/fixtures";
import { caller } from "./support/http";

type Who = "admin" | "recruiter" | "candidate" | "clientContact";
type Body = Record<string, unknown> & { meta?: { page: number; per_page: number; total: number } };

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)("entity lists on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<string, number>;

  /** GET a list with its parameters (where/order/filter given as objects are JSON-encoded, as the web app does). */
  async function list(path: string, params: Record<string, unknown> = {}, who: Who = "admin", headers = {}) {
    const search = new URLSearchParams(
      Object.entries(params).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]),
    );
    const response = await call("GET", `/recruiters/${path}${search.size > 0 ? `?${search}` : ""}`, {
      token: tokens[who],
      headers,
    });
    return { status: response.statusCode, body: response.json() as Body };
  }

  /** The names a candidates list answers, in order. */
  async function names(params: Record<string, unknown> = {}, who: Who = "admin"): Promise<string[]> {
    const { status, body } = await list("candidates", { per_page: 100, ...params }, who);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.candidates as { name: string }[]).map((record) => record.name);
  }

  async function fieldsOf(params: Record<string, unknown>, path = "candidates"): Promise<Record<string, string[]>> {
    const { status, body } = await list(path, params);
    expect(status, JSON.stringify(body)).toBe(400);
    return (body.error as { fields: Record<string, string[]> }).fields;
  }

  beforeAll(async () => {
    storage = await createTestStorage(kind, "lists");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    const db = server.db;
    const base = { business_id: world.business, email: "x@example.com" };
    ids.carla = world.candidate.id;
    ids.jose = await insert(db, schema.candidates, {
      ...base,
      name: "José da Conceição",
      status: 3,
      city: "São Paulo",
      owner_id: world.admin.id,
      tags: ["Gestão", "remoto"],
      clt_expectation: 8000,
      skills: [
        { name: "React", years: 3, level: 3 },
        { name: "Node.js", years: 2, level: 2 },
      ],
      languages: [{ language: "Inglês", level: 4 }],
      current_experience: { company: "Itaú Unibanco", role: "Gerente", start_date: "2020-01-01" },
      self_introduction: "Gerente financeira com experiência em auditoria e gestão de pessoas",
      created_at: "2025-01-10T12:00:00Z",
    });
    ids.ana = await insert(db, schema.candidates, {
      ...base,
      name: "Ana Souza",
      status: 5,
      city: "Recife",
      owner_id: world.recruiter.id,
      tags: ["bilíngue"],
      clt_expectation: 12000,
      skills: [{ name: "Reactive Programming", years: 1, level: 1 }],
      languages: [
        { language: "Inglês", level: 2 },
        { language: "Espanhol", level: 4 },
      ],
      other_experiences: [{ company: "Bradesco", role: "Dev", start_date: "2018-01-01" }],
      self_introduction: "Desenvolvedora Java sênior, banco de dados Oracle",
      created_at: "2025-02-10T12:00:00Z",
    });
    ids.bruno = await insert(db, schema.candidates, {
      ...base,
      name: "Bruno Silva",
      status: 4,
      tags: [],
      skills: [],
      self_introduction: "Analista de dados com Python",
      cv_text: "Experiência com Kubernetes e AWS em produção",
      created_at: "2025-03-10T12:00:00Z",
    });
    ids.beatriz = await insert(db, schema.candidates, {
      ...base,
      name: "Beatriz Lima",
      status: 3,
      city: "São Paulo",
      owner_id: world.admin.id,
      clt_expectation: 20000,
      self_introduction: "Engenheira <b>Java</b> e Kotlin",
      created_at: "2025-03-20T12:00:00Z",
    });
    ids.deleted = await insert(db, schema.candidates, {
      ...base,
      name: "Dênis Apagado",
      status: 3,
      self_introduction: "Java",
      deleted_at: "2025-03-21T12:00:00Z",
    });
    ids.other = await insert(db, schema.candidates, {
      business_id: world.otherBusiness,
      email: "y@example.com",
      name: "Bernardo Outro",
      status: 3,
      city: "São Paulo",
      self_introduction: "Java Java Java",
    });

    const job = { business_id: world.business, client_company_id: world.clientContact.company };
    ids.openJob = await insert(db, schema.jobs, {
      ...job,
      title: "Diretor financeiro",
      status: 1,
      owner_id: world.admin.id,
    });
    ids.closedJob = await insert(db, schema.jobs, {
      ...job,
      title: "Analista",
      status: 5,
      owner_id: world.recruiter.id,
    });
    await link(db, schema.jobs_recruiters, ids.openJob, world.admin.id);

    const now = Date.now();
    const task = { business_id: world.business, type: 0, owner_id: world.admin.id };
    ids.overdueTask = await insert(db, schema.tasks, {
      ...task,
      title: "Ligar",
      due_at: new Date(now - DAY).toISOString(),
    });
    ids.futureTask = await insert(db, schema.tasks, {
      ...task,
      title: "Enviar",
      due_at: new Date(now + DAY).toISOString(),
    });
    ids.doneTask = await insert(db, schema.tasks, {
      ...task,
      title: "Feito",
      done: true,
      due_at: new Date(now - DAY).toISOString(),
    });

    const company = await insert(db, schema.client_companies, {
      business_id: world.business,
      name: "Fatura",
      status: 1,
    });
    const invoice = { business_id: world.business, client_company_id: company, amount: 1000 };
    const dayOf = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
    for (const [number, status, due] of [
      ["issued-past", 2, -10],
      ["overdue-past", 4, -10],
      ["paid-past", 3, -10],
      ["cancelled-past", 5, -10],
      ["issued-future", 2, 10],
    ] as const) {
      await insert(db, schema.invoices, { ...invoice, number, status, issue_date: dayOf(-40), due_date: dayOf(due) });
    }

    const signIn = async (strategy: string, email: string) =>
      (await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } })).json().token as string;
    tokens.admin = await signIn("recruiters", world.admin.email);
    tokens.recruiter = await signIn("recruiters", world.recruiter.email);
    tokens.candidate = await signIn("candidates", world.candidate.email);
    tokens.clientContact = await signIn("client_contacts", world.clientContact.email);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  describe("pages, orders and totals", () => {
    it("answers the entity's records and meta, newest first by default", async () => {
      const { status, body } = await list("candidates");
      expect(status).toBe(200);
      expect(body.meta).toEqual({ page: 1, per_page: 25, total: 5 });
      expect((body.candidates as { name: string }[]).map((c) => c.name)).toEqual([
        "Carla Candidata",
        "Beatriz Lima",
        "Bruno Silva",
        "Ana Souza",
        "José da Conceição",
      ]);
      const jose = (body.candidates as Record<string, unknown>[]).find((c) => c.id === ids.jose);
      // Field keys (a relation by its key), never the server's columns.
      expect(jose).toMatchObject({
        owner: world.admin.id,
        city: "São Paulo",
        status: 3,
        clt_expectation: 8000,
        tags: ["Gestão", "remoto"],
        languages: [{ language: "Inglês", level: 4 }],
        created_at: "2025-01-10T12:00:00.000Z",
      });
      for (const column of ["owner_id", "business_id", "cv_text", "deleted_at", "account_id", "_highlight"]) {
        expect(jose).not.toHaveProperty(column);
      }
    });

    it("orders by the given keys in priority, with id as the last tie-break, and no created_at added", async () => {
      expect(await names({ order: { name: "asc" } })).toEqual([
        "Ana Souza",
        "Beatriz Lima",
        "Bruno Silva",
        "Carla Candidata",
        "José da Conceição",
      ]);
      expect(await names({ order: { status: "asc", name: "desc" } })).toEqual([
        "José da Conceição",
        "Carla Candidata",
        "Beatriz Lima",
        "Bruno Silva",
        "Ana Souza",
      ]);
      // Three share status 3: ids break the tie (Carla was created first).
      expect(await names({ order: { status: "asc" } })).toEqual([
        "Carla Candidata",
        "José da Conceição",
        "Beatriz Lima",
        "Bruno Silva",
        "Ana Souza",
      ]);
    });

    it("pages without overlap or gap, with the total on every page", async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const { body } = await list("candidates", { per_page: "2", page: String(page), order: { status: "asc" } });
        expect(body.meta).toEqual({ page, per_page: 2, total: 5 });
        seen.push(...(body.candidates as { name: string }[]).map((c) => c.name));
      }
      expect(seen).toEqual(["Carla Candidata", "José da Conceição", "Beatriz Lima", "Bruno Silva", "Ana Souza"]);
      const beyond = await list("candidates", { page: "9" });
      expect(beyond.body.candidates).toEqual([]);
      expect(beyond.body.meta?.total).toBe(5);
    });

    it("searches the list's term box accent-insensitively", async () => {
      expect(await names({ term: "conceicao" })).toEqual(["José da Conceição"]);
    });
  });

  describe("where", () => {
    it("compares with eq, in, ne and nin (ne and nin keep rows without a value)", async () => {
      expect(await names({ where: { status: 3 } })).toEqual(["Carla Candidata", "Beatriz Lima", "José da Conceição"]);
      expect(await names({ where: { status: [4, 5] } })).toEqual(["Bruno Silva", "Ana Souza"]);
      expect(await names({ where: { status: { in: [4, 5] } } })).toEqual(["Bruno Silva", "Ana Souza"]);
      expect(await names({ where: { city: { ne: "São Paulo" } } })).toEqual([
        "Carla Candidata",
        "Bruno Silva",
        "Ana Souza",
      ]);
      expect(await names({ where: { city: { nin: ["Recife", "São Paulo"] } } })).toEqual([
        "Carla Candidata",
        "Bruno Silva",
      ]);
    });

    it("compares numbers and dates with gt, gte, lt, lte and between", async () => {
      const clt = (operator: string, value: unknown) => names({ where: { clt_expectation: { [operator]: value } } });
      expect(await clt("gt", 8000)).toEqual(["Beatriz Lima", "Ana Souza"]);
      expect(await clt("gte", 8000)).toEqual(["Beatriz Lima", "Ana Souza", "José da Conceição"]);
      expect(await clt("lt", 12000)).toEqual(["José da Conceição"]);
      expect(await clt("lte", 12000)).toEqual(["Ana Souza", "José da Conceição"]);
      expect(await clt("between", [8000, 12000])).toEqual(["Ana Souza", "José da Conceição"]);
      expect(await names({ where: { created_at: { between: ["2025-01-01", "2025-02-28T23:59:59Z"] } } })).toEqual([
        "Ana Souza",
        "José da Conceição",
      ]);
      expect(await names({ where: { created_at: { lt: "2025-03-01" } } })).toEqual(["Ana Souza", "José da Conceição"]);
    });

    it("finds a part of a text accent- and case-insensitively with contains, and absent values with null", async () => {
      expect(await names({ where: { name: { contains: "CONCEICAO" } } })).toEqual(["José da Conceição"]);
      expect(await names({ where: { name: { contains: "%" } } })).toEqual([]);
      expect(await names({ where: { owner: null } })).toEqual(["Carla Candidata", "Bruno Silva"]);
      expect(await names({ where: { owner: { null: false } } })).toEqual([
        "Beatriz Lima",
        "Ana Souza",
        "José da Conceição",
      ]);
    });

    it("ANDs several keys and several operators of one key", async () => {
      expect(await names({ where: { status: 3, city: "São Paulo" } })).toEqual(["Beatriz Lima", "José da Conceição"]);
      expect(await names({ where: { clt_expectation: { gt: 5000, lt: 15000 }, status: { ne: 3 } } })).toEqual([
        "Ana Souza",
      ]);
    });

    it("reads tags as arrays: contains all, in any, nin none, null empty", async () => {
      expect(await names({ where: { tags: "remoto" } })).toEqual(["José da Conceição"]);
      expect(await names({ where: { tags: { contains: ["remoto", "Gestão"] } } })).toEqual(["José da Conceição"]);
      expect(await names({ where: { tags: { in: ["remoto", "bilíngue"] } } })).toEqual([
        "Ana Souza",
        "José da Conceição",
      ]);
      expect(await names({ where: { tags: { nin: ["remoto"] } } })).toEqual([
        "Carla Candidata",
        "Beatriz Lima",
        "Bruno Silva",
        "Ana Souza",
      ]);
      expect(await names({ where: { tags: { null: true } } })).toEqual([
        "Carla Candidata",
        "Beatriz Lima",
        "Bruno Silva",
      ]);
    });

    it("takes select-all exclusions as id nin", async () => {
      expect(await names({ where: { id: { nin: [ids.jose, ids.ana] } } })).toEqual([
        "Carla Candidata",
        "Beatriz Lima",
        "Bruno Silva",
      ]);
    });

    it("filters a relations field through its join table", async () => {
      const titles = async (where: unknown) =>
        ((await list("jobs", { where })).body.jobs as { title: string }[]).map((job) => job.title);
      expect(await titles({ recruiters: { in: [world.admin.id] } })).toEqual(["Diretor financeiro"]);
      expect(await titles({ recruiters: { null: true } })).toEqual(["Analista"]);
      const { body } = await list("jobs", { where: { id: ids.openJob } });
      expect((body.jobs as Record<string, unknown>[])[0]?.recruiters).toEqual([world.admin.id]);
    });

    it("searches a candidate's skills, experience companies and languages (sub-search fields)", async () => {
      expect(await names({ where: { skills: "react" } })).toEqual(["José da Conceição"]);
      expect(await names({ where: { skills: { contains: "react" } } })).toEqual(["Ana Souza", "José da Conceição"]);
      expect(await names({ where: { skills: { contains: ["react", "node"] } } })).toEqual(["José da Conceição"]);
      expect(await names({ where: { skills: ["Node.js", "Reactive Programming"] } })).toEqual([
        "Ana Souza",
        "José da Conceição",
      ]);
      expect(await names({ where: { experience_company: { contains: "itau" } } })).toEqual(["José da Conceição"]);
      expect(await names({ where: { experience_company: "bradesco" } })).toEqual(["Ana Souza"]);
      expect(await names({ where: { language: { name: "ingles", level_gte: 3 } } })).toEqual(["José da Conceição"]);
      expect(await names({ where: { language: { name: "Inglês" } } })).toEqual(["Ana Souza", "José da Conceição"]);
      expect(await names({ where: { language: [{ name: "Inglês" }, { name: "espanhol", level_gte: 3 }] } })).toEqual([
        "Ana Souza",
      ]);
    });
  });

  describe("presets", () => {
    it("filters candidates by mine and created_today, and ANDs several presets", async () => {
      expect(await names({ filter: ["mine"] })).toEqual(["Beatriz Lima", "José da Conceição"]);
      expect(await names({ filter: ["mine"] }, "recruiter")).toEqual(["Ana Souza"]);
      expect(await names({ filter: ["created_today"] })).toEqual(["Carla Candidata"]);
      expect(await names({ filter: ["mine", "created_today"] })).toEqual([]);
    });

    it("offers open and mine jobs, mine and overdue tasks", async () => {
      const titles = async (path: string, filter: string[]) =>
        ((await list(path, { filter })).body[path] as { title: string }[]).map((row) => row.title);
      expect(await titles("jobs", ["open"])).toEqual(["Diretor financeiro"]);
      expect(await titles("tasks", ["overdue"])).toEqual(["Ligar"]);
      expect((await titles("tasks", ["mine"])).sort()).toEqual(["Enviar", "Feito", "Ligar"]);
    });

    it("offers overdue invoices: past their due date and neither paid nor cancelled", async () => {
      const numbers = (await list("invoices", { filter: ["overdue"] })).body.invoices as { number: string }[];
      expect(numbers.map((row) => row.number).sort()).toEqual(["issued-past", "overdue-past"]);
    });
  });

  describe("terms", () => {
    it("requires every required term, by stem and without accents, in the CV text too", async () => {
      expect(await names({ terms_required: "financeiro" })).toEqual(["José da Conceição"]);
      expect(await names({ terms_required: "gestao pessoas" })).toEqual(["José da Conceição"]);
      expect(await names({ terms_required: "java" })).toEqual(["Beatriz Lima", "Ana Souza"]);
      expect(await names({ terms_required: "kubernetes aws" })).toEqual(["Bruno Silva"]);
    });

    it("keeps out every excluded term", async () => {
      expect(await names({ terms_required: "java", terms_excluded: "oracle" })).toEqual(["Beatriz Lima"]);
      expect(await names({ terms_excluded: "java python" })).toEqual(["Carla Candidata", "José da Conceição"]);
    });

    it("matches quoted phrases in order", async () => {
      expect(await names({ terms_required: '"banco de dados"' })).toEqual(["Ana Souza"]);
      expect(await names({ terms_required: '"dados banco"' })).toEqual([]);
    });

    it("finds part of a name by trigram", async () => {
      expect(await names({ terms_required: "triz" })).toEqual(["Beatriz Lima"]);
    });

    it("needs one search term, and ranks the rows by search and optional terms unless an order is given", async () => {
      expect(await names({ terms_search: "python kotlin" })).toEqual(["Beatriz Lima", "Bruno Silva"]);
      const ranked = await names({ terms_optional: "kotlin" });
      expect(ranked).toHaveLength(5);
      expect(ranked[0]).toBe("Beatriz Lima");
      expect(await names({ terms_optional: "kotlin", order: { name: "desc" } })).toEqual([
        "José da Conceição",
        "Carla Candidata",
        "Bruno Silva",
        "Beatriz Lima",
        "Ana Souza",
      ]);
    });

    it("finds nothing for a required stop word, and treats SQL and tsquery syntax as words", async () => {
      expect(await names({ terms_required: "de" })).toEqual([]);
      expect(await names({ terms_required: "java & !oracle | x' or 1=1 --" })).toEqual([]);
      expect(await names({ terms_required: "java | (" })).toEqual(["Beatriz Lima", "Ana Souza"]);
    });

    it("answers HTML-safe highlighted snippets only when terms are given", async () => {
      const { body } = await list("candidates", { terms_required: "financeiro" });
      const [jose] = body.candidates as { _highlight: string }[];
      expect(jose?._highlight).toContain("<mark>financeira</mark>");
      const java = await list("candidates", { terms_required: "java", where: { id: ids.beatriz } });
      const snippet = (java.body.candidates as { _highlight: string }[])[0]?._highlight ?? "";
      expect(snippet).toContain("<mark>Java</mark>");
      expect(snippet).toContain("&lt;b&gt;");
      expect(snippet).not.toContain("<b>");
      const plain = await list("candidates", { where: { id: ids.jose } });
      expect((plain.body.candidates as object[])[0]).not.toHaveProperty("_highlight");
    });
  });

  describe("bad input answers 400 naming the parameter", () => {
    it.each([
      ["an unknown field in where", { where: { nope: 1 } }, "where.nope"],
      ["an unknown operator", { where: { status: { like: 3 } } }, "where.status.like"],
      ["an operator the field does not offer", { where: { status: { contains: "3" } } }, "where.status.contains"],
      ["a value of the wrong type", { where: { status: "active" } }, "where.status.eq"],
      ["a sensitive field in where", { where: { cpf: "52998224725" } }, "where.cpf"],
      ["an unknown field in order", { order: { nope: "asc" } }, "order.nope"],
      ["a field that cannot be sorted", { order: { self_introduction: "asc" } }, "order.self_introduction"],
      ["SQL as an order key", { order: { "name; drop table candidates": "asc" } }, "order.name; drop table candidates"],
      ["SQL as a direction", { order: { name: "asc; drop table candidates" } }, "order.name"],
      ["SQL as a where key", { where: { "1=1) or (name": "x" } }, "where.1=1) or (name"],
      ["SQL as per_page", { per_page: "10; drop table candidates" }, "per_page"],
      ["per_page over 100", { per_page: "101" }, "per_page"],
      ["a negative page", { page: "-1" }, "page"],
      ["malformed JSON", { where: '{"name":' }, "where"],
      ["an unknown preset", { filter: ["mine", "everything"] }, "filter.1"],
    ])("%s", async (_name, params, parameter) => {
      expect(Object.keys(await fieldsOf(params))).toEqual([parameter]);
    });

    it("answers in the caller's language", async () => {
      const english = await list("candidates", { where: { nope: 1 } }, "admin", { "accept-language": "en" });
      expect(english.body.error).toMatchObject({
        code: "validation_failed",
        fields: { "where.nope": ["Unknown field: nope."] },
      });
      const portuguese = await list("candidates", { where: { nope: 1 } }, "admin", { "accept-language": "pt-BR" });
      expect((portuguese.body.error as { fields: Record<string, string[]> }).fields["where.nope"]).toEqual([
        "Campo desconhecido: nope.",
      ]);
    });

    it("treats SQL in values and terms as data", async () => {
      expect(await names({ where: { name: "x' or '1'='1" } })).toEqual([]);
      expect(await names({ term: "'; drop table candidates; --" })).toEqual([]);
      expect(await names({ where: { name: { contains: "' or 1=1 --" } } })).toEqual([]);
      const [row] = await queryRows<{ count: number }>(server.db, sql`select count(*)::int as count from candidates`);
      expect(Number(row?.count)).toBeGreaterThanOrEqual(7);
    });
  });

  describe("who sees which rows", () => {
    it("shows a recruiter only their business's rows, never deleted ones, as the per-record policy does", async () => {
      const listed = await names({}, "recruiter");
      expect(listed).not.toContain("Bernardo Outro");
      expect(listed).not.toContain("Dênis Apagado");
      const reader: RecruiterPrincipal = {
        kind: "recruiters",
        sessionId: 1,
        accountId: world.recruiter.accountId,
        id: world.recruiter.id,
        isAdmin: false,
        rolePermissions: READER_PERMISSIONS,
        businessIds: [world.business],
        businessId: world.business,
      };
      const rows = await queryRows<{ id: number; name: string; business_id: number; deleted_at: string | null }>(
        server.db,
        sql`select id, name, business_id, deleted_at from candidates`,
      );
      const allowed = rows
        .filter((row) => allowsRow(reader, "read", getEntity("candidates"), { ...row, id: Number(row.id) }))
        .map((row) => row.name);
      expect([...listed].sort()).toEqual(allowed.sort());
    });

    it("answers each record as its detail route does, sensitive fields to administrators only", async () => {
      await queryRows(
        server.db,
        sql`update candidates set cpf = '123.456.789-09', date_birth = '1990-05-17' where id = ${ids.jose}`,
      );
      try {
        for (const who of ["admin", "recruiter"] as const) {
          for (const [path, rootKey] of [
            ["candidates", "candidate"],
            ["jobs", "job"],
          ] as const) {
            const { status, body } = await list(path, { per_page: 100 }, who);
            expect(status).toBe(200);
            const records = body[path] as Record<string, unknown>[];
            expect(records.length).toBeGreaterThan(1);
            for (const record of records) {
              const detail = (await call("GET", `/recruiters/${path}/${record.id}`, { token: tokens[who] })).json();
              expect(record, `${who} ${path} ${record.id}`).toEqual(detail[rootKey]);
            }
          }
          const jose = (
            (await list("candidates", { where: { id: ids.jose } }, who)).body.candidates as {
              cpf: string | null;
              date_birth: string | null;
              created_at: string;
            }[]
          )[0];
          expect(jose?.cpf).toBe(who === "admin" ? "123.456.789-09" : null);
          expect(jose?.date_birth).toBe(who === "admin" ? "1990-05-17" : null);
          expect(jose?.created_at).toBe("2025-01-10T12:00:00.000Z");
        }
        const openJob = (
          (await list("jobs", { where: { id: ids.openJob } })).body.jobs as Record<string, unknown>[]
        )[0];
        expect(openJob?.recruiters).toEqual([world.admin.id]);
      } finally {
        await queryRows(server.db, sql`update candidates set cpf = null, date_birth = null where id = ${ids.jose}`);
      }
    });

    it("shows another business's rows once the recruiter works in it", async () => {
      await call("PUT", "/recruiters/business.json", {
        token: tokens.admin,
        body: { business_selected: world.otherBusiness },
      });
      try {
        expect(await names()).toEqual(["Bernardo Outro"]);
      } finally {
        await call("PUT", "/recruiters/business.json", {
          token: tokens.admin,
          body: { business_selected: world.business },
        });
      }
    });

    it("refuses a role that cannot read the entity (403), and candidates and client contacts (403)", async () => {
      expect((await list("notes", {}, "recruiter")).status).toBe(403);
      expect((await list("notes", {}, "admin")).status).toBe(200);
      expect((await list("candidates", {}, "candidate")).status).toBe(403);
      expect((await list("jobs", {}, "clientContact")).status).toBe(403);
      expect((await call("GET", "/recruiters/candidates")).statusCode).toBe(401);
    });

    it("serves administrator entities to administrators only, each area at its own path", async () => {
      const roles = await list("administrator/roles");
      expect(roles.status).toBe(200);
      expect((roles.body.roles as { name: string }[]).map((role) => role.name).sort()).toEqual([
        "Administrador",
        "Leitura",
      ]);
      expect((await list("administrator/roles", {}, "recruiter")).status).toBe(403);
      expect((await list("roles")).status).toBe(404);
      expect((await list("administrator/candidates")).status).toBe(404);
      expect((await list("nothing_here")).status).toBe(404);
    });
  });

  describe("bulk delete", () => {
    async function newCandidates(names: string[], business = world.business, extra: Record<string, unknown> = {}) {
      const created: number[] = [];
      for (const name of names) {
        created.push(
          await insert(server.db, schema.candidates, {
            business_id: business,
            email: "bulk@example.com",
            name,
            status: 1,
            ...extra,
          }),
        );
      }
      return created;
    }

    async function remove(body: unknown, path = "candidates", who: Who = "admin") {
      const response = await call("DELETE", `/recruiters/${path}`, {
        token: tokens[who],
        body,
        headers: { "accept-language": "en" },
      });
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    }

    async function deletedAt(id: number): Promise<string | null> {
      const [row] = await queryRows<{ deleted_at: string | null }>(
        server.db,
        sql`select deleted_at from candidates where id = ${id}`,
      );
      return row?.deleted_at ?? null;
    }

    const collection = (list: number[], type = "Candidate") => ({
      entity_collection: { collections: list.map((id) => ({ reference_type: type, reference_id: id })) },
    });

    it("deletes the records picked by hand (soft delete where history is kept), with audit entries", async () => {
      const picked = await newCandidates(["Bulk Um", "Bulk Dois"]);
      expect(await remove(collection(picked))).toEqual({ status: 200, body: { deleted: 2 } });
      for (const id of picked) expect(await deletedAt(id)).not.toBeNull();
      const audit = await queryRows<{ record_id: number; action: string }>(
        server.db,
        sql`select record_id, action from audit_logs where entity = 'candidates' and record_id in (${picked[0]}, ${picked[1]})`,
      );
      expect(audit.map((row) => [Number(row.record_id), row.action]).sort()).toEqual(
        picked.map((id) => [id, "delete"]).sort(),
      );
      expect(await names({ where: { id: picked } })).toEqual([]);
    });

    it("deletes tasks for good (no history kept)", async () => {
      const task = await insert(server.db, schema.tasks, {
        business_id: world.business,
        type: 0,
        owner_id: world.admin.id,
        title: "Apagar",
      });
      expect(await remove(collection([task], "Task"), "tasks")).toEqual({ status: 200, body: { deleted: 1 } });
      expect(await queryRows(server.db, sql`select id from tasks where id = ${task}`)).toEqual([]);
    });

    it("deletes everything a select-all search matches but the deselected rows", async () => {
      const [first, second, kept] = await newCandidates(["Bulk A", "Bulk B", "Bulk C"], world.business, {
        city: "Bulkville",
      });
      const response = await remove({
        select_all_params: {
          search: {
            entity: "candidates",
            term: "",
            where: { city: "Bulkville", id: { nin: [kept] }, all: true },
            page: 3,
            filter: [],
            order: { created_at: "desc" },
          },
        },
      });
      expect(response).toEqual({ status: 200, body: { deleted: 2 } });
      expect(await deletedAt(first as number)).not.toBeNull();
      expect(await deletedAt(second as number)).not.toBeNull();
      expect(await deletedAt(kept as number)).toBeNull();
      // The web app's list state: JSON-encoded where, `not_in`, excluded_ids.
      const [last, deselected] = await newCandidates(["Bulk D", "Bulk E"], world.business, { city: "Bulkville" });
      const response2 = await remove({
        select_all_params: {
          search: {
            entity: "candidates",
            where: JSON.stringify({ city: "Bulkville", id: { not_in: [kept] }, all: true }),
            excluded_ids: [deselected],
          },
        },
      });
      expect(response2).toEqual({ status: 200, body: { deleted: 1 } });
      expect(await deletedAt(last as number)).not.toBeNull();
      expect(await deletedAt(kept as number)).toBeNull();
      expect(await deletedAt(deselected as number)).toBeNull();
    });

    it("refuses a select-all with no term, where or filter (422), deleting nothing", async () => {
      const before = await names();
      const response = await remove({
        select_all_params: { search: { entity: "candidates", term: "", where: { id: { nin: [1] }, all: true } } },
      });
      expect(response.status).toBe(422);
      expect(response.body.error).toMatchObject({ message: "Make a filter before do this action" });
      expect(await names()).toEqual(before);
    });

    it("deletes nothing when one picked record is not the principal's (another business) or does not exist", async () => {
      const [mine] = await newCandidates(["Bulk Meu"]);
      const [theirs] = await newCandidates(["Bulk Deles"], world.otherBusiness);
      const response = await remove(collection([mine as number, theirs as number]));
      expect(response.status).toBe(404);
      expect(await deletedAt(mine as number)).toBeNull();
      expect(await deletedAt(theirs as number)).toBeNull();
      expect((await remove(collection([mine as number, 2_000_000]))).status).toBe(404);
      expect(await deletedAt(mine as number)).toBeNull();
    });

    it("refuses records of another kind, a search of another list, bad where and a role without delete", async () => {
      const [one] = await newCandidates(["Bulk Tipo"]);
      const wrongType = await remove(collection([one as number], "Job"));
      expect(wrongType.status).toBe(400);
      expect(Object.keys((wrongType.body.error as { fields: object }).fields)).toEqual([
        "entity_collection.collections.0.reference_type",
      ]);
      const otherList = await remove({ select_all_params: { search: { entity: "jobs", where: { status: 1 } } } });
      expect(otherList.status).toBe(400);
      const badWhere = await remove({ select_all_params: { search: { entity: "candidates", where: { nope: 1 } } } });
      expect(Object.keys((badWhere.body.error as { fields: object }).fields)).toEqual([
        "select_all_params.search.where.nope",
      ]);
      expect((await remove(collection([one as number]), "candidates", "recruiter")).status).toBe(403);
      expect((await remove({})).status).toBe(400);
      expect(await deletedAt(one as number)).toBeNull();
    });
  });
});
