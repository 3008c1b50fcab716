/**
 * The list query compiler below the routes: user text only ever travels as parameters, pages end
 * with an id tie-break, and the planner can answer each kind of condition from an index (both databases).
 */
import { type AnyEntity, getEntity, presetContext } from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecruiterPrincipal } from "../src/auth/principal";
import type { Database } from "../src/db/client";
import * as schema from "../src/db/schema";
import { compileListQuery, listStatements, orderSql, parseListQuery, runListQuery } from "../src/engine/listQuery";
import { createTestStorage, DATABASE_KINDS, openMigratedDatabase, type TestStorage } from "./support/databases";
import { insert } from "./support/fixtures";

const candidates = getEntity("candidates") as AnyEntity;
const table = schema.entityTable("candidates");

describe.each(DATABASE_KINDS)("list query compiler on %s", (kind) => {
  let storage: TestStorage;
  let db: Database;
  let principal: RecruiterPrincipal;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "list_query");
    db = await openMigratedDatabase(storage);
    const business = await insert(db, schema.businesses, { name: "Compiler test" });
    principal = {
      kind: "recruiters",
      sessionId: 1,
      accountId: 1,
      id: 1,
      isAdmin: true,
      rolePermissions: { candidates: ["read", "delete"] },
      businessIds: [business],
      businessId: business,
    };
    await insert(db, schema.candidates, {
      business_id: business,
      name: "Ana",
      email: "ana@example.com",
      status: 3,
      skills: [{ name: "React", years: 1, level: 1 }],
    });
    // Enough rows of several statuses, skills and companies for the planner to prefer a selective index.
    await db.drizzle.execute(sql`
      insert into candidates (business_id, name, email, status, self_introduction, skills, current_experience, languages)
      select ${business}, 'Pessoa ' || n, 'p' || n || '@example.com', n % 10,
             case when n % 50 = 0 then 'Java e Oracle' else 'Vendas e negociação' end,
             jsonb_build_array(jsonb_build_object('name', 'Skill ' || (n % 300), 'years', 1, 'level', 1)),
             jsonb_build_object('company', 'Empresa ' || (n % 400)),
             jsonb_build_array(jsonb_build_object('language', 'Idioma ' || (n % 200), 'level', n % 6))
      from generate_series(1, 3000) as n`);
    await db.drizzle.execute(sql`vacuum analyze candidates`);
  });
  afterAll(async () => {
    await db?.close();
    await storage?.cleanup();
  });

  async function compile(params: Record<string, string>) {
    const query = parseListQuery(candidates, params, "en");
    return compileListQuery(
      db.drizzle,
      candidates,
      table,
      query,
      principal,
      presetContext(1, new Date("2025-03-31T12:00:00Z")),
    );
  }

  async function statements(params: Record<string, string>) {
    return listStatements(db.drizzle, candidates, table, await compile(params));
  }

  /** The plan of a statement with sequential scans priced out: which indexes it can use. */
  async function plan(statement: { toSQL(): { sql: string; params: unknown[] } }, verbose = false): Promise<string> {
    const { sql: text, params } = statement.toSQL();
    return db.drizzle.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = sql.empty();
      // The statement's own text and parameters, explained as they are.
      const chunks = text.split(/\$(\d+)/);
      chunks.forEach((chunk, index) => {
        if (index % 2 === 0) query.append(sql.raw(chunk));
        else query.append(sql`${params[Number(chunk) - 1]}`);
      });
      const explain = verbose ? sql`explain (verbose) ${query}` : sql`explain ${query}`;
      const result = (await tx.execute(explain)) as unknown as { rows: { "QUERY PLAN": string }[] };
      return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
  }

  it("keeps every value, term and search out of the SQL text", async () => {
    const evil = "x'); drop table candidates; --";
    const { page, count } = await statements({
      where: JSON.stringify({ name: evil, city: { contains: evil }, skills: { contains: evil } }),
      term: evil,
      terms_required: `${evil} java`,
      terms_excluded: evil,
    });
    for (const statement of [page.toSQL(), count.toSQL()]) {
      expect(statement.sql).not.toContain("drop table");
      expect(JSON.stringify(statement.params)).toContain("drop table");
    }
  });

  it("ends every order with the id, in the last key's direction, once", () => {
    const render = (clauses: SQL[]) =>
      db.drizzle
        .select({ id: table.id })
        .from(table)
        .orderBy(...clauses)
        .toSQL()
        .sql.split(" order by ")[1];
    expect(render(orderSql(candidates, table, { status: "asc", name: "desc" }))).toBe(
      '"candidates"."status" asc, seleta_sort_key("candidates"."name") collate "C" desc, "candidates"."name" collate "C" desc, "candidates"."id" desc',
    );
    expect(render(orderSql(candidates, table, { id: "asc" }))).toBe('"candidates"."id" asc');
  });

  it("counts a where on a sortable field through its index of live rows", async () => {
    const { count } = await statements({ where: '{"status":3}' });
    // The index holds only live rows, so the policy's `deleted_at is null` needs no look at the table.
    expect(await plan(count)).toContain("candidates_business_id_status_idx");
  });

  it("reads a page ordered by a text field from its sort-key index, both ways", async () => {
    for (const direction of ["asc", "desc"]) {
      const { page } = await statements({ where: '{"status":3}', order: `{"name":"${direction}"}` });
      expect(await plan(page), direction).toContain("candidates_business_id_name_sort_idx");
    }
  });

  it("still finds a text field's value through its plain index (ordering has its own)", async () => {
    const { count } = await statements({ where: '{"email":"p7@example.com"}' });
    expect(await plan(count)).toContain("candidates_business_id_email_idx");
  });

  it("finds terms through the stored document's full-text index", async () => {
    const { count } = await statements({ terms_required: "java", terms_excluded: "oracle" });
    expect(await plan(count)).toContain("candidates_search_fts");
  });

  it("finds skills, experience companies and languages through their trigram indexes", async () => {
    const expectations: [string, string][] = [
      ['{"skills":{"contains":"react"}}', "candidates_skills_trgm"],
      ['{"skills":"React"}', "candidates_skills_trgm"],
      ['{"experience_company":{"contains":"itau"}}', "candidates_experience_company_trgm"],
      ['{"language":{"name":"inglês","level_gte":3}}', "candidates_language_trgm"],
    ];
    for (const [where, index] of expectations) {
      const { count } = await statements({ where });
      expect(await plan(count), where).toContain(index);
    }
  });
  it("counts exactly up to the cap, and past it answers the planner's estimate, flagged", async () => {
    const run = async (params: Record<string, string>, cap: number) =>
      runListQuery(db.drizzle, candidates, table, await compile(params), { parallel: kind === "postgres", cap });
    // Sixty candidates mention Java (every fiftieth of the 3,000); the planner expects about as many.
    const java = { terms_required: "java" };
    expect(await run(java, 1000)).toMatchObject({ total: 60, totalEstimated: false });
    const past = await run(java, 10);
    expect(past.totalEstimated).toBe(true);
    expect(past.total).toBeGreaterThan(10);
    expect(past.rows).toHaveLength(25);
    // 301 of status 3: the statistics of `vacuum analyze` tell the planner about a tenth of the 3,001 rows.
    const broad = await run({ where: '{"status":3}' }, 100);
    expect(broad.totalEstimated).toBe(true);
    expect(broad.total).toBeGreaterThan(200);
    expect(broad.total).toBeLessThan(450);
    // A page that is not full tells the exact total whatever the cap.
    expect(await run({ where: '{"status":3}', per_page: "100", page: "4" }, 100)).toMatchObject({
      total: 301,
      totalEstimated: false,
    });
  });

  it("ranks only when relevance orders the list, and neither ranks nor highlights in the count", async () => {
    const texts = async (params: Record<string, string>) => {
      const { page, count, estimate } = await statements(params);
      return { page: page.toSQL().sql, counts: count.toSQL().sql + estimate.toSQL().sql };
    };
    const optional = await texts({ terms_optional: "java" });
    expect(optional.page).toContain("ts_rank_cd");
    expect(optional.page).toContain("ts_headline");
    const unranked: Record<string, string>[] = [
      { terms_required: "java" },
      { terms_optional: "java", order: '{"name":"asc"}' },
    ];
    for (const params of unranked) {
      const { page } = await texts(params);
      expect(page, JSON.stringify(params)).not.toContain("ts_rank_cd");
      expect(page, JSON.stringify(params)).toContain("ts_headline");
    }
    const searches: Record<string, string>[] = [
      { terms_optional: "java" },
      { terms_search: "java", terms_excluded: "oracle" },
    ];
    for (const params of searches) {
      const { counts } = await texts(params);
      expect(counts).not.toMatch(/ts_rank|ts_headline/);
    }
  });
  it("writes the snippets of the page's rows only, once they are sorted, not of every match", async () => {
    const { page } = await statements({ terms_required: "java", order: '{"name":"asc"}' });
    const lines = (await plan(page, true)).split("\n");
    const sortAt = lines.findIndex((line) => /Sort/.test(line));
    const headlineAt = lines.flatMap((line, index) => (line.includes("ts_headline") ? [index] : []));
    expect(sortAt, lines.join("\n")).toBeGreaterThan(0);
    expect(headlineAt.length, lines.join("\n")).toBeGreaterThan(0);
    // A plan prints a node above its input: every node computing a snippet sits above the sort, under the limit.
    for (const index of headlineAt) expect(index, lines.join("\n")).toBeLessThan(sortAt);
  });
});
