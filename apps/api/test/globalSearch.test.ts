/**
 * Spec §2/§7: `GET /recruiters/global_searchs?term=&entity=[...]` ranks each of the six kinds on
 * its own, ten at most, accent-insensitive and stemmed, over the rows the recruiter may read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { ALL_PERMISSIONS, account, createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

const ALL = ["client_companies", "client_contacts", "proposals", "candidates", "contacts", "jobs"];

type Item = {
  entity: string;
  model: string;
  id: number;
  title: string;
  subtitle: string | null;
  avatar: string | null;
  icon: string;
  link: string;
};

describe.each(DATABASE_KINDS)("global search on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const search = async (who: string, term: string, entity: string[] | string = ALL, headers = {}) => {
    const encoded = typeof entity === "string" ? entity : JSON.stringify(entity);
    const query = new URLSearchParams({ term, entity: encoded });
    return call("GET", `/recruiters/global_searchs?${query}`, { token: tokens[who] as string, headers });
  };
  const results = async (who: string, term: string, entity: string[] = ALL): Promise<Item[]> => {
    const response = await search(who, term, entity);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().global_searchs;
  };
  const titles = (items: Item[], entity?: string) =>
    items.filter((item) => !entity || item.entity === entity).map((item) => item.title);

  beforeAll(async () => {
    storage = await createTestStorage(kind, "global_search");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    const db = server.db;
    const business = world.business;

    ids.industry = await insert(db, schema.core_industries, { name: "Serviços Financeiros" });
    ids.company = await insert(db, schema.client_companies, {
      business_id: business,
      name: "Financeira Horizonte SA",
      trade_name: "Horizonte",
      status: 1,
      industry_id: ids.industry,
      logo: "https://cdn.example/horizonte.png",
    });
    ids.contact = await insert(db, schema.client_contacts, {
      business_id: business,
      name: "Joaquim Horizonte",
      title: "Diretor de RH",
      email: "joaquim@horizonte.example",
      client_company_id: ids.company,
      photo: "https://cdn.example/joaquim.png",
    });
    ids.job = await insert(db, schema.jobs, {
      business_id: business,
      title: "Gerente Financeiro",
      status: 1,
      client_company_id: ids.company,
      owner_id: world.admin.id,
      description: "<p>Liderar a controladoria</p>",
    });
    ids.proposal = await insert(db, schema.proposals, {
      business_id: business,
      title: "Proposta Horizonte 2026",
      status: 1,
      client_company_id: ids.company,
      owner_id: world.admin.id,
    });
    ids.lead = await insert(db, schema.contacts, {
      business_id: business,
      name: "Helena Horizonte",
      company_name: "Horizonte Capital",
      status: 1,
    });

    // "Silva" exactly is the oldest, so only the ranking, not recency, can put it first.
    ids.silva = await insert(db, schema.candidates, {
      business_id: business,
      name: "Silva",
      email: "silva@test.example",
      status: 3,
    });
    for (let index = 0; index < 12; index++) {
      await insert(db, schema.candidates, {
        business_id: business,
        name: `Ana Silva ${String.fromCharCode(65 + index)}`,
        email: `ana${index}@test.example`,
        status: 3,
      });
    }
    ids.silvaPrefix = await insert(db, schema.candidates, {
      business_id: business,
      name: "Silvana Prado",
      email: "silvana@test.example",
      status: 3,
    });
    ids.jose = await insert(db, schema.candidates, {
      business_id: business,
      name: "José da Conceição",
      role_name: "Analista Financeira",
      email: "jose@test.example",
      status: 3,
      avatar: "https://cdn.example/jose.png",
    });
    ids.deleted = await insert(db, schema.candidates, {
      business_id: business,
      name: "José Apagado",
      email: "apagado@test.example",
      status: 3,
      deleted_at: new Date().toISOString(),
    });
    ids.elsewhere = await insert(db, schema.candidates, {
      business_id: world.otherBusiness,
      name: "José Outra Empresa",
      email: "outra@test.example",
      status: 3,
    });
    ids.cv = await insert(db, schema.candidates, {
      business_id: business,
      name: "Paula Reis",
      email: "paula@test.example",
      status: 3,
      cv_text: "Experiência com consolidação contábil e auditoria interna",
    });

    // A role that reads jobs but not client companies: the company's name is not its to see.
    const jobsOnly = await insert(db, schema.roles, { name: "Só vagas", permissions: { jobs: ["read"] } });
    const jobsOnlyAccount = await account(db, "recruiters", "jobs.only@test.example", null);
    const jobsOnlyRecruiter = await insert(db, schema.recruiters, {
      name: "Vera Vagas",
      email: "jobs.only@test.example",
      role_id: jobsOnly,
      is_admin: false,
      active: true,
      account_id: jobsOnlyAccount,
    });
    await db.drizzle
      .insert(schema.recruiters_businesses)
      .values({ record_id: jobsOnlyRecruiter, related_id: business });
    // Every permission, but working in the other business only.
    const otherRole = await insert(db, schema.roles, { name: "Tudo", permissions: ALL_PERMISSIONS });
    const otherAccount = await account(db, "recruiters", "tech@test.example", null);
    const otherRecruiter = await insert(db, schema.recruiters, {
      name: "Tito Tech",
      email: "tech@test.example",
      role_id: otherRole,
      is_admin: false,
      active: true,
      account_id: otherAccount,
    });
    await db.drizzle
      .insert(schema.recruiters_businesses)
      .values({ record_id: otherRecruiter, related_id: world.otherBusiness });

    const signIn = async (strategy: string, email: string) =>
      (await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } })).json().token as string;
    tokens.admin = await signIn("recruiters", world.admin.email);
    tokens.recruiter = await signIn("recruiters", world.recruiter.email);
    tokens.jobsOnly = await signIn("recruiters", "jobs.only@test.example");
    tokens.tech = await signIn("recruiters", "tech@test.example");
    tokens.candidate = await signIn("candidates", world.candidate.email);
    tokens.client = await signIn("client_contacts", world.clientContact.email);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("finds each kind with its card: title, subtitle, avatar, icon and link from the registry", async () => {
    const items = await results("admin", "horizonte");
    const byEntity = Object.fromEntries(items.map((item) => [item.entity, item]));
    expect(byEntity.client_companies).toEqual({
      entity: "client_companies",
      model: "ClientCompany",
      id: ids.company,
      title: "Financeira Horizonte SA",
      subtitle: "Serviços Financeiros",
      avatar: "https://cdn.example/horizonte.png",
      icon: "building",
      link: `/recruiters/client_companies/${ids.company}`,
    });
    expect(byEntity.client_contacts).toMatchObject({
      id: ids.contact,
      title: "Joaquim Horizonte",
      subtitle: "Diretor de RH",
      avatar: "https://cdn.example/joaquim.png",
      icon: "contactCard",
    });
    expect(byEntity.proposals).toMatchObject({
      id: ids.proposal,
      title: "Proposta Horizonte 2026",
      subtitle: "Financeira Horizonte SA",
      avatar: null,
      icon: "handshake",
      link: `/recruiters/proposals/${ids.proposal}`,
    });
    expect(byEntity.contacts).toMatchObject({ id: ids.lead, subtitle: "Horizonte Capital", icon: "lead" });
    // Jobs search their own title and texts, not their company's name.
    expect(byEntity.jobs).toBeUndefined();

    const [jose] = await results("admin", "José da Conceição", ["candidates"]);
    expect(jose).toEqual({
      entity: "candidates",
      model: "Candidate",
      id: ids.jose,
      title: "José da Conceição",
      subtitle: "Analista Financeira",
      avatar: "https://cdn.example/jose.png",
      icon: "person",
      link: `/recruiters/candidates/${ids.jose}`,
    });
  });

  it("ignores accents and case: 'jose conceicao' finds José da Conceição", async () => {
    expect(titles(await results("admin", "jose conceicao", ["candidates"]))).toEqual(["José da Conceição"]);
    expect(titles(await results("admin", "JOSÉ", ["candidates"]))).toContain("José da Conceição");
    expect(titles(await results("admin", "conceiç", ["candidates"]))).toEqual(["José da Conceição"]);
  });

  it("stems Portuguese words: 'financeira' finds the job 'Gerente Financeiro'", async () => {
    const items = await results("admin", "financeira", ["jobs", "candidates"]);
    expect(titles(items, "jobs")).toEqual(["Gerente Financeiro"]);
    expect(titles(items, "candidates")).toEqual(["José da Conceição"]);
    // Full text reads the long texts too: a job's description, a candidate's CV text.
    expect(titles(await results("admin", "controladoria", ["jobs"]))).toEqual(["Gerente Financeiro"]);
    expect(titles(await results("admin", "auditoria", ["candidates"]))).toEqual(["Paula Reis"]);
  });

  it("ranks the exact name first, then names that start with the term, and keeps ten per kind", async () => {
    const items = await results("admin", "silva", ["candidates"]);
    expect(items).toHaveLength(10);
    expect(items[0]?.title).toBe("Silva");
    expect(items[1]?.title).toBe("Silvana Prado");
    expect(items.slice(2).every((item) => item.title.startsWith("Ana Silva"))).toBe(true);
    // Ten of each kind asked for, not ten in all.
    const both = await results("admin", "silva", ["candidates", "client_companies"]);
    expect(both).toHaveLength(10);
  });

  it("answers the kinds in the order asked, each once", async () => {
    const items = await results("admin", "horizonte", ["contacts", "client_companies", "contacts"]);
    expect(items.map((item) => item.entity)).toEqual(["contacts", "client_companies"]);
  });

  it("shows only rows the recruiter may read: their business, not deleted", async () => {
    const admins = titles(await results("admin", "jose", ["candidates"]));
    expect(admins).toEqual(["José da Conceição"]);
    expect(titles(await results("tech", "jose", ["candidates"]))).toEqual(["José Outra Empresa"]);
    expect(await results("tech", "horizonte")).toEqual([]);
  });

  it("skips the kinds a role may not read, without an error", async () => {
    // The narrow role reads candidates, jobs, client companies and contacts; not proposals nor leads.
    const items = await results("recruiter", "horizonte");
    expect([...new Set(items.map((item) => item.entity))].sort()).toEqual(["client_companies", "client_contacts"]);
    expect(await results("recruiter", "horizonte", ["proposals", "contacts"])).toEqual([]);
    // A role that may read jobs but not companies sees the job without its company's name.
    const [job] = await results("jobsOnly", "gerente", ["jobs", "client_companies"]);
    expect(job).toMatchObject({ entity: "jobs", title: "Gerente Financeiro", subtitle: null });
    const admins = await results("admin", "gerente", ["jobs"]);
    expect(admins[0]?.subtitle).toBe("Financeira Horizonte SA");
  });

  it("is for recruiters only", async () => {
    const query = `term=jose&entity=${encodeURIComponent(JSON.stringify(ALL))}`;
    expect((await call("GET", `/recruiters/global_searchs?${query}`)).statusCode).toBe(401);
    for (const who of ["candidate", "client"]) {
      const response = await call("GET", `/recruiters/global_searchs?${query}`, { token: tokens[who] as string });
      expect(response.statusCode, who).toBe(403);
    }
  });

  it("answers nothing for an empty term, and takes SQL and LIKE characters as text", async () => {
    expect(await results("admin", "  ")).toEqual([]);
    expect(await results("admin", "' or 1=1 --")).toEqual([]);
    expect(await results("admin", "%%%")).toEqual([]);
    expect(await results("admin", "___")).toEqual([]);
    expect(await results("admin", "de")).toEqual([]);
  });

  describe("bad input", () => {
    it("asks for at least one entity (spec §8), in the reader's language", async () => {
      for (const entity of [[], ""]) {
        const english = await search("admin", "jose", entity, { "accept-language": "en-US" });
        expect(english.statusCode).toBe(400);
        expect(english.json().error).toMatchObject({
          code: "no_entity_selected",
          message: "Please select at least one entity to search",
          fields: { entity: ["Please select at least one entity to search"] },
        });
      }
      const portuguese = await call("GET", "/recruiters/global_searchs?term=jose", { token: tokens.admin as string });
      expect(portuguese.statusCode).toBe(400);
      expect(portuguese.json().error.message).toBe("Selecione ao menos uma entidade para pesquisar");
    });

    it.each([
      ["an unknown entity", JSON.stringify(["candidates", "recruiters"])],
      ["a non-searchable entity", JSON.stringify(["tasks"])],
      ["not JSON", "candidates"],
      ["a JSON object", JSON.stringify({ candidates: true })],
      ["a number in the array", JSON.stringify([1])],
    ])("refuses %s with 400 naming entity", async (_name, entity) => {
      const response = await search("admin", "jose", entity);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(["entity"]);
    });

    it("refuses a term over 200 characters and unknown parameters", async () => {
      const long = await search("admin", "a".repeat(201));
      expect(long.statusCode).toBe(400);
      expect(Object.keys(long.json().error.fields)).toEqual(["querystring.term"]);
      const unknown = await call(
        "GET",
        `/recruiters/global_searchs?term=a&entity=%5B%22jobs%22%5D&where=${encodeURIComponent("{}")}`,
        { token: tokens.admin as string },
      );
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(unknown.json().error.fields)).toEqual(["querystring.where"]);
    });
  });
});
