/**
 * The public job board's reads (`/public/jobs`, `/public/jobs/{uid}`), `/sitemap.xml` and `/robots.txt`: only the
 * host's business's public jobs, only the contract's fields, the business configuration's switches applied, a
 * visitor's URL never refused, answers a shared cache may keep and that never set a cookie.
 */
import {
  PUBLIC_JOBS_COUNT_CAP,
  publicJobListAnswerSchema,
  publicJobSchema,
  publicJobSummarySchema,
} from "@seleta/domain/wire";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { backfillPublicUids, newPublicUid } from "../src/engine/publicUid";
import { DATABASE_KINDS } from "./support/databases";
import { insert, link } from "./support/fixtures";
import { errorWithoutId } from "./support/http";
import { type SignedInWorld, signedInWorld } from "./support/signedInWorld";

const TECH = { host: "tech.localhost" };
const FINANCE = { host: "finance.localhost" };
/** More than a search counts (PUBLIC_JOBS_COUNT_CAP): 52 pages, the last with 10 jobs. */
const MANY = PUBLIC_JOBS_COUNT_CAP + 30;
const DAY_MS = 86_400_000;
const CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** Today and other days as PostgreSQL's `current_date` sees them (both databases run in UTC here). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)("public job board on %s", (kind) => {
  let context: SignedInWorld;
  const uids: Record<string, string> = {};
  const areas: Record<string, number> = {};
  let benefit: number;

  /** GET /api/v1/public/jobs… on a host (localhost by default), as a visitor: no session. */
  const get = (path: string, headers: Record<string, string> = {}) => context.call("GET", path, { headers });
  const list = async (query = "", headers: Record<string, string> = {}) => {
    const response = await get(`/public/jobs${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return publicJobListAnswerSchema.parse(response.json());
  };
  const titles = async (query = "", headers: Record<string, string> = {}) =>
    (await list(query, headers)).jobs.map((job) => job.title);
  const setSwitches = (switches: Record<string, boolean>) =>
    context.server.db.drizzle.execute(
      sql`update site_configs set show_salary = ${switches.show_salary ?? true},
          show_benefits = ${switches.show_benefits ?? true}, show_contract_type = ${switches.show_contract_type ?? true},
          show_opening_data = ${switches.show_opening_data ?? true} where domain = 'localhost'`,
    );

  beforeAll(async () => {
    context = await signedInWorld(kind, "public_jobs");
    const { db } = context.server;
    const { world } = context;
    for (const [key, name, slug] of [
      ["rh", "Recursos Humanos", "recursos-humanos"],
      ["finance", "Finanças e Tributos", "financas-e-tributos"],
      ["tech", "Tecnologia", "tecnologia"],
      // No stored slug: known by its name's.
      ["legal", "Jurídico", null],
    ] as const) {
      areas[key] = await insert(db, schema.category_sectors, { name, slug });
    }
    benefit = await insert(db, schema.benefits, { name: "Plano de saúde", for_jobs: true });
    let age = 0;
    const job = async (key: string, values: Record<string, unknown>) => {
      age += 1;
      const uid = newPublicUid();
      uids[key] = uid;
      const at = new Date(Date.now() - age * DAY_MS).toISOString();
      return insert(db, schema.jobs, {
        business_id: world.business,
        uid,
        status: 1,
        client_company_id: world.clientContact.company,
        client_contact_id: world.clientContact.id,
        owner_id: world.admin.id,
        published: true,
        fee_percent: 25,
        created_at: at,
        updated_at: at,
        ...values,
      });
    };
    // The business of localhost, newest first: five public jobs.
    await job("coordinator", {
      title: "Coordenador de Recursos Humanos",
      category_sector_id: areas.rh,
      city: "Belo Horizonte",
      state: "MG",
      deadline: day(30),
    });
    const gestao = await job("gestao", {
      title: "Gerente de Gestão de Pessoas",
      category_sector_id: areas.rh,
      city: "São Paulo",
      state: "SP",
      work_type: 1,
      hiring_regime: 2,
      contract_model: 1,
      openings: 2,
      opened_at: "2026-01-10",
      salary_min: 20000,
      salary_max: 30000,
      show_salary: true,
      confidential: true,
      description:
        '<p onclick="steal()">Liderar <script>alert(1)</script>equipes <img src="https://t.example/p.gif"></p>',
      requirements: "<ul><li>Inglês fluente</li></ul>",
    });
    await link(db, schema.jobs_benefits, gestao, benefit);
    await job("accountant", {
      title: "Analista Contábil",
      category_sector_id: areas.finance,
      city: "Campinas",
      state: "SP",
      // Its deadline is today: still open for applications.
      deadline: day(0),
    });
    await job("tax", {
      title: "Analista de Tributação",
      category_sector_id: areas.finance,
      city: "Rio de Janeiro",
      state: "RJ",
      work_type: 2,
      hiring_regime: 1,
      salary_min: 9000,
      show_salary: false,
      description: "<p>Apuração de impostos e planejamento fiscal.</p>",
    });
    await job("software", {
      title: "Engenheiro de Software",
      category_sector_id: areas.tech,
      city: "  sao paulo ",
      state: "sp",
      work_type: 2,
      hiring_regime: 2,
      description: "<p>Node.js e PostgreSQL.</p>",
    });
    // Never public, each for its own reason; all titled so that a search for "oculta" would find them.
    await job("unpublished", { title: "Vaga oculta não publicada", published: false });
    await job("unpublishedNull", { title: "Vaga oculta sem publicação", published: null });
    await job("closed", { title: "Vaga oculta encerrada", closed_at: day(-1) });
    await job("draft", { title: "Vaga oculta rascunho", status: 0 });
    await job("filled", { title: "Vaga oculta preenchida", status: 3 });
    await job("expired", { title: "Vaga oculta vencida", deadline: day(-1) });
    await job("deleted", { title: "Vaga oculta excluída", deleted_at: new Date().toISOString() });
    // tech.localhost's business: 45 public jobs (three pages), one about "gestão".
    await job("otherGestao", { title: "Gerente de Gestão de Projetos", business_id: world.otherBusiness });
    for (let index = 1; index <= 44; index++) {
      await job(`other${index}`, { title: `Desenvolvedor ${index}`, business_id: world.otherBusiness });
    }
    // finance.localhost's business: more public jobs than a count goes to.
    const finance = await insert(db, schema.businesses, { name: "Seleta Finance", active: true });
    await insert(db, schema.site_configs, { domain: "finance.localhost", business_id: finance, title: "Finance" });
    await db.drizzle.execute(
      sql`insert into jobs (business_id, uid, title, status, client_company_id, owner_id, published, created_at)
          select ${finance}, 'many-' || n, 'Analista ' || n, 1, ${world.clientContact.company}, ${world.admin.id}, true,
            now() - n * interval '1 minute'
          from generate_series(1, ${MANY}) as n`,
    );
    await setSwitches({});
  });
  afterAll(async () => {
    await context?.close();
  });

  describe("the list", () => {
    it("lists the host's business's public jobs only, newest first", async () => {
      const answer = await list();
      expect(answer.jobs.map((job) => job.title)).toEqual([
        "Coordenador de Recursos Humanos",
        "Gerente de Gestão de Pessoas",
        "Analista Contábil",
        "Analista de Tributação",
        "Engenheiro de Software",
      ]);
      expect(answer).toMatchObject({ total: 5, page: 1, per_page: 20, notices: [], search: { page: 1 } });
      expect(await titles("?term=oculta")).toEqual([]);
    });

    it("lists another host's business on that host, never this one's", async () => {
      const answer = await list("?term=gestao", TECH);
      expect(answer.jobs.map((job) => job.title)).toEqual(["Gerente de Gestão de Projetos"]);
      expect((await list("", TECH)).total).toBe(45);
    });

    it("answers exactly the contract's fields: nothing of the client, the team, the fees or the status", async () => {
      const response = await get("/public/jobs");
      const answer = response.json();
      expect(Object.keys(answer).sort()).toEqual(Object.keys(publicJobListAnswerSchema.shape).sort());
      for (const job of answer.jobs) {
        expect(Object.keys(job).sort()).toEqual(Object.keys(publicJobSummarySchema.shape).sort());
      }
      // Field names, not fragments: a random uid or a job's text may hold "fee" ("cof-fee") by chance.
      for (const secret of ["Acme", "Clara", "Ana Admin", "fee_percent", "confidential", "status", "owner", "client"]) {
        expect(response.body).not.toContain(secret);
      }
    });

    it("names the business areas that have public jobs, with their slugs, for the filter", async () => {
      expect((await list()).specialties).toEqual([
        { slug: "financas-e-tributos", name: "Finanças e Tributos" },
        { slug: "recursos-humanos", name: "Recursos Humanos" },
        { slug: "tecnologia", name: "Tecnologia" },
      ]);
      expect((await list("", TECH)).specialties).toEqual([]);
    });
  });

  describe("search", () => {
    it.each([
      ["gestao", ["Gerente de Gestão de Pessoas"]],
      ["GESTÃO", ["Gerente de Gestão de Pessoas"]],
      ["Gestão de pessoas", ["Gerente de Gestão de Pessoas"]],
      ["tributacao", ["Analista de Tributação"]],
      // The last word as a prefix: a visitor still typing.
      ["anal", ["Analista Contábil", "Analista de Tributação"]],
      ["analista contab", ["Analista Contábil"]],
      // Description and requirements too (stems: "impostos" finds "impostos", "ingles" finds "Inglês").
      ["impostos", ["Analista de Tributação"]],
      ["ingles", ["Gerente de Gestão de Pessoas"]],
      ["engenh", ["Engenheiro de Software"]],
      ["postgresql", ["Engenheiro de Software"]],
      ["nada-disso", []],
    ])("%j finds %j", async (term, expected) => {
      expect(await titles(`?term=${encodeURIComponent(term)}`)).toEqual(expected);
    });
  });

  describe("filters", () => {
    it.each([
      ["specialty=tecnologia", ["Engenheiro de Software"]],
      ["specialty=juridico", []],
      ["state=SP", ["Gerente de Gestão de Pessoas", "Analista Contábil", "Engenheiro de Software"]],
      ["state=rj", ["Analista de Tributação"]],
      ["city=SAO%20PAULO", ["Gerente de Gestão de Pessoas", "Engenheiro de Software"]],
      ["city=São%20Paulo&state=SP&work_type=2", ["Engenheiro de Software"]],
      ["work_type=2", ["Analista de Tributação", "Engenheiro de Software"]],
      ["hiring_regime=1", ["Analista de Tributação"]],
      ["hiring_regime=2&term=gestao", ["Gerente de Gestão de Pessoas"]],
    ])("%s", async (query, expected) => {
      const answer = await list(`?${query}`);
      expect(answer.jobs.map((job) => job.title)).toEqual(expected);
      expect(answer.total).toBe(expected.length);
      expect(answer.notices).toEqual([]);
    });

    it("knows an area without a stored slug by its name's", async () => {
      const answer = await list("?specialty=juridico");
      expect(answer.search.specialty).toBe("juridico");
      expect(answer.notices).toEqual([]);
    });
  });

  describe("bad input: the board, with a notice, never a 400 or a 500", () => {
    it.each([
      ["?page=-1", 5, ["page_out_of_range"]],
      ["?page=abc", 5, ["page_out_of_range"]],
      ["?page=0", 5, ["page_out_of_range"]],
      ["?specialty=astrologia", 5, ["unknown_specialty"]],
      ["?state=XX", 5, ["unknown_state"]],
      ["?work_type=99", 5, ["unknown_work_type"]],
      ["?hiring_regime=abc", 5, ["unknown_hiring_regime"]],
      ["?state=SP&state=RJ", 3, []],
      ["?utm_source=newsletter&x[y]=1", 5, []],
    ])("%s", async (query, total, notices) => {
      const answer = await list(query);
      expect(answer.page).toBe(1);
      expect(answer.total).toBe(total);
      expect(answer.notices).toEqual(notices);
    });

    it("shows the last page for a page past it", async () => {
      const answer = await list("?page=99", TECH);
      expect(answer).toMatchObject({ page: 3, total: 45, notices: ["page_out_of_range"], search: { page: 3 } });
      expect(answer.jobs).toHaveLength(5);
      const absurd = await list(`?page=${"9".repeat(30)}`, TECH);
      expect(absurd).toMatchObject({ page: 3, notices: ["page_out_of_range"] });
      const second = await list("?page=2", TECH);
      expect(second.jobs).toHaveLength(20);
      expect(second.notices).toEqual([]);
    });

    it("counts up to the cap, says there are more, and still finds the last page", async () => {
      const first = await list("", FINANCE);
      expect(first).toMatchObject({ total: PUBLIC_JOBS_COUNT_CAP, total_capped: true, notices: [] });
      expect(first.jobs[0]?.title).toBe("Analista 1");
      const last = await list("?page=52", FINANCE);
      expect(last).toMatchObject({ page: 52, notices: [] });
      expect(last.jobs.map((job) => job.title)).toEqual(
        Array.from({ length: 10 }, (_, index) => `Analista ${MANY - 9 + index}`),
      );
      const past = await list("?page=60", FINANCE);
      expect(past).toMatchObject({ page: 52, notices: ["page_out_of_range"] });
      expect(past.jobs).toHaveLength(10);
      expect((await list("", TECH)).total_capped).toBe(false);
    });

    it("cuts a 10 kB term and says so", async () => {
      const answer = await list(`?term=gestao${"%20pessoas".repeat(1000)}`);
      expect(answer.notices).toEqual(["term_too_long"]);
      expect(answer.search.term?.length).toBeLessThanOrEqual(120);
      expect(answer.jobs.map((job) => job.title)).toEqual(["Gerente de Gestão de Pessoas"]);
    });

    it("answers a 10 kB term over HTTP too", async () => {
      const response = await fetch(`${context.server.url}/api/v1/public/jobs?term=${"x".repeat(10_240)}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { notices: string[] }).notices).toEqual(["term_too_long"]);
    });

    it("reads tsquery and LIKE syntax in a term as words, never as syntax", async () => {
      for (const term of [
        "node.js & !(postgres | :*",
        "a:* | b",
        "100%_",
        "\\",
        "'; drop table jobs; --",
        "&&&",
        ":*",
      ]) {
        expect((await get(`/public/jobs?term=${encodeURIComponent(term)}`)).statusCode, term).toBe(200);
      }
      expect(await titles(`?term=${encodeURIComponent("100%_")}`)).toEqual([]);
    });

    it("reads a malformed percent-encoding as text", async () => {
      const response = await get("/public/jobs?term=%E0%A4%A&page=%");
      expect(response.statusCode).toBe(200);
    });
  });

  describe("a job's page", () => {
    const job = async (uid: string | undefined, headers: Record<string, string> = {}) => {
      const response = await get(`/public/jobs/${uid}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it("answers exactly the contract's fields, the HTML sanitised, nothing of the client", async () => {
      const response = await get(`/public/jobs/${uids.gestao}`);
      const answer = response.json();
      expect(Object.keys(answer).sort()).toEqual(["job", "similar"]);
      expect(Object.keys(answer.job).sort()).toEqual(Object.keys(publicJobSchema.shape).sort());
      expect(answer.job).toMatchObject({
        uid: uids.gestao,
        slug: "gerente-de-gestao-de-pessoas",
        title: "Gerente de Gestão de Pessoas",
        specialty: { slug: "recursos-humanos", name: "Recursos Humanos" },
        city: "São Paulo",
        state: "SP",
        work_type: 1,
        hiring_regime: 2,
        description_html: "<p>Liderar equipes </p>",
        requirements_html: "<ul><li>Inglês fluente</li></ul>",
        valid_through: null,
      });
      for (const secret of [
        "Acme",
        "Clara",
        "Ana Admin",
        "fee_percent",
        "confidential",
        "status",
        "owner",
        "<script",
        "onclick",
        "<img",
      ]) {
        expect(response.body).not.toContain(secret);
      }
    });

    it.each(["unpublished", "unpublishedNull", "closed", "draft", "filled", "expired", "deleted"])(
      "answers the same 404 for a job that is %s, an unknown uid and another business's job",
      async (key) => {
        const hidden = await get(`/public/jobs/${uids[key]}`);
        const unknown = await get(`/public/jobs/${newPublicUid()}`);
        const foreign = await get(`/public/jobs/${uids.otherGestao}`);
        for (const response of [hidden, unknown, foreign]) {
          expect(response.statusCode).toBe(404);
          expect(errorWithoutId(response)).toEqual(errorWithoutId(unknown));
        }
      },
    );

    it("serves another business's job on its own host", async () => {
      expect((await job(uids.otherGestao, TECH)).job.title).toBe("Gerente de Gestão de Projetos");
    });

    it("answers 404 for a uid too long or strange", async () => {
      for (const uid of ["x".repeat(300), "%00", "..%2F..%2Fetc", "' or 1=1 --"]) {
        expect((await get(`/public/jobs/${encodeURIComponent(uid)}`)).statusCode).toBe(404);
      }
    });

    it("offers similar jobs: the same area first, then the same state, then the newest", async () => {
      const { similar } = await job(uids.gestao);
      expect(similar.map((other: { title: string }) => other.title)).toEqual([
        "Coordenador de Recursos Humanos",
        "Analista Contábil",
        "Engenheiro de Software",
        "Analista de Tributação",
      ]);
      for (const other of similar) {
        expect(Object.keys(other).sort()).toEqual(Object.keys(publicJobSummarySchema.shape).sort());
      }
    });
  });

  describe("the business configuration's switches", () => {
    afterAll(() => setSwitches({}));

    it("shows a salary only when the business and the job both show it", async () => {
      await setSwitches({ show_salary: true });
      const shown = await list();
      const salaryOf = (title: string) => shown.jobs.find((job) => job.title === title)?.salary;
      expect(salaryOf("Gerente de Gestão de Pessoas")).toEqual({ min: 20000, max: 30000, currency: "BRL" });
      expect(salaryOf("Analista de Tributação")).toBeNull();
      await setSwitches({ show_salary: false });
      expect((await list()).jobs.map((job) => job.salary)).toEqual([null, null, null, null, null]);
      const response = await get(`/public/jobs/${uids.gestao}`);
      expect(response.json().job.salary).toBeNull();
      expect(response.body).not.toContain("20000");
    });

    it("shows benefits, contract model and opening data only when the business does", async () => {
      await setSwitches({});
      const on = (await get(`/public/jobs/${uids.gestao}`)).json().job;
      expect(on).toMatchObject({
        benefits: ["Plano de saúde"],
        contract_model: 1,
        opening: { opened_at: "2026-01-10", openings: 2 },
      });
      await setSwitches({ show_benefits: false, show_contract_type: false, show_opening_data: false });
      const off = (await get(`/public/jobs/${uids.gestao}`)).json().job;
      expect(off).toMatchObject({ benefits: null, contract_model: null, opening: null });
    });
  });

  describe("caching", () => {
    it("lets shared caches keep the list and a job briefly, by host, and never sets a cookie", async () => {
      // Even for a signed-in recruiter: the answer is the same for everyone.
      for (const path of ["/public/jobs?term=gestao", `/public/jobs/${uids.gestao}`]) {
        const visitors: Record<string, string>[] = [{}, { authorization: `Bearer ${context.tokens.admin}` }];
        for (const headers of visitors) {
          const response = await get(path, headers);
          expect(response.statusCode).toBe(200);
          expect(response.headers["cache-control"]).toBe(CACHE_CONTROL);
          expect(String(response.headers.vary)).toMatch(/\bHost\b/);
          expect(response.headers["set-cookie"]).toBeUndefined();
        }
      }
    });

    it("keeps no 404", async () => {
      const response = await get(`/public/jobs/${uids.unpublished}`);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers["set-cookie"]).toBeUndefined();
    });
  });

  describe("public uids", () => {
    it("gives a job created through the API an unguessable uid", async () => {
      const created = await context.call("POST", "/recruiters/jobs", {
        token: context.tokens.admin,
        body: {
          job: {
            title: "Gerente Financeiro",
            status: 1,
            client_company: context.world.clientContact.company,
            owner: context.world.admin.id,
          },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().job.uid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    });

    it("fills the uid of rows that have none, once", async () => {
      const { db } = context.server;
      const id = await insert(db, schema.jobs, {
        business_id: context.world.business,
        title: "Vaga antiga",
        status: 0,
        client_company_id: context.world.clientContact.company,
        owner_id: context.world.admin.id,
      });
      expect(await backfillPublicUids(db)).toBe(1);
      const rows = (await db.drizzle.execute(sql`select uid from jobs where id = ${id}`)) as unknown as {
        rows: { uid: string }[];
      };
      expect(rows.rows[0]?.uid).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await backfillPublicUids(db)).toBe(0);
    });
  });

  describe("/sitemap.xml and /robots.txt", () => {
    const site = (path: string, host: string) =>
      context.server.app.inject({ method: "GET", url: path, headers: { host } });
    const origin = (host: string) => `http://${host}:${new URL(context.server.url).port}`;
    /** The grammar this server writes: a urlset of url elements, text escaped. */
    const SITEMAP =
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(?:<url><loc>(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)+<\/loc>(?:<lastmod>[0-9T:.Z+-]+<\/lastmod>)?<\/url>\n?)*\n?<\/urlset>\n$/;

    it("lists the home page, the public pages and the host's business's public jobs only", async () => {
      const response = await site("/sitemap.xml", "localhost");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(response.body).toMatch(SITEMAP);
      const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      const here = origin("localhost");
      expect(locs).toContain(`${here}/`);
      expect(locs).toContain(`${here}/jobs`);
      expect(locs).toContain(`${here}/jobs/gerente-de-gestao-de-pessoas/${uids.gestao}`);
      const jobs = locs.filter((loc) => loc?.startsWith(`${here}/jobs/`));
      expect(jobs).toHaveLength(5);
      for (const key of ["unpublished", "closed", "expired", "deleted", "otherGestao"]) {
        expect(response.body).not.toContain(uids[key]);
      }
      expect(response.headers["cache-control"]).toMatch(/^public, /);
      expect(String(response.headers.vary)).toMatch(/\bHost\b/);
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("lists another brand host's jobs on that host's origin", async () => {
      const response = await site("/sitemap.xml", "tech.localhost");
      const jobs = [...response.body.matchAll(/<loc>([^<]+\/jobs\/[^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(jobs).toHaveLength(45);
      expect(jobs.every((loc) => loc?.startsWith(`${origin("tech.localhost")}/jobs/`))).toBe(true);
      expect(response.body).not.toContain(uids.gestao);
    });

    it("builds links on the default origin for a host nobody configured", async () => {
      const response = await site("/sitemap.xml", "evil.example");
      expect(response.body).not.toContain("evil.example");
      expect(response.body).toContain(`<loc>${origin("localhost")}/</loc>`);
      const robots = await site("/robots.txt", "evil.example");
      expect(robots.body).toContain(`Sitemap: ${origin("localhost")}/sitemap.xml`);
    });

    it("compresses a sitemap for a client that accepts it", async () => {
      const response = await context.server.app.inject({
        method: "GET",
        url: "/sitemap.xml",
        headers: { host: "tech.localhost", "accept-encoding": "gzip" },
      });
      expect(response.headers["content-encoding"]).toBe("gzip");
    });

    it("asks crawlers to keep out of the signed-in areas, the API and the token pages", async () => {
      const response = await site("/robots.txt", "tech.localhost");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
      const lines = response.body.split("\n");
      for (const path of ["/recruiters", "/administrator", "/business", "/candidates/", "/client_contacts", "/api/"]) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      for (const path of ["/confirmations", "/shortlist", "/surveys", "/evaluation", "/prospecting", "/dh"]) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      expect(lines).not.toContain("Disallow: /jobs");
      expect(lines).toContain(`Sitemap: ${origin("tech.localhost")}/sitemap.xml`);
    });
  });
});
