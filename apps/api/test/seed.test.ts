/**
 * The demo data: what it contains, that its five accounts work, that it is reproducible, fast enough
 * for `npm start`'s first run, seeded once, and never seeded into PostgreSQL without SEED_DEMO=true.
 */
import { createHash } from "node:crypto";
import {
  entityApiRoot,
  entityList,
  entityRootKey,
  entitySchemas,
  genderNeedsSpecification,
  getEntity,
  recordSchema,
} from "@seleta/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../src/db/client";
import { businesses, entityTables } from "../src/db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SEEDED_TABLES, SeedRefusedError, seedDemo, seedDemoAtStart } from "../src/seed";
import { DEMO_PUBLIC_JOB_COUNT } from "../src/seed/demoPublicJobs";
import type { RunningServer } from "../src/server";
import {
  createTestStorage,
  DATABASE_KINDS,
  openMigratedDatabase,
  startTestServer,
  type TestStorage,
} from "./support/databases";
import { caller } from "./support/http";

/** What the demo must hold, table by table; the rest must simply be there. */
const EXACT_COUNTS = {
  businesses: 3,
  site_configs: 6,
  recruiters: 12,
  client_companies: 40,
  client_contacts: 120,
  // The generated jobs and the job board's (demoPublicJobs.ts).
  jobs: 80 + DEMO_PUBLIC_JOB_COUNT,
  candidates: 2000,
  applies: 3000,
  // 12 recruiters, 2 candidates, 1 client contact can sign in.
  accounts: 15,
  notifications: 180,
};

const DEMO_BUSINESS_NAMES = ["Seleta Executive Search", "Seleta Finance & Legal", "Seleta Tech"];

async function tableCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES) {
    const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number(row?.n);
  }
  return counts;
}

/** A digest of the people generated: equal digests, equal data. */
async function fingerprint(db: Database): Promise<string> {
  const rows = await queryRows<{ line: string }>(
    db,
    sql`select concat_ws('|', name, email, cpf, status, skills::text) as line from candidates order by id`,
  );
  const applies = await queryRows<{ line: string }>(
    db,
    sql`select concat_ws('|', candidate_id, job_id, stage) as line from applies order by id`,
  );
  return createHash("sha256")
    .update([...rows, ...applies].map((row) => row.line).join("\n"))
    .digest("hex");
}

async function businessNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, sql`select name from ${businesses} order by name`);
  return rows.map((row) => row.name);
}

const fingerprints = new Map<string, string>();

type Call = ReturnType<typeof caller>;

async function demoAdminToken(call: Call): Promise<string> {
  const session = await call("POST", "/recruiters/sessions", {
    body: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD },
  });
  return session.json().token as string;
}

const FIRST_BY_ID = encodeURIComponent(JSON.stringify({ id: "asc" }));

/**
 * What the registry walk copies: the first record (by id) of each create page's entity in the list the demo
 * administrator sees, with the fields its form writes.
 */
async function firstRecords(call: Call, token: string) {
  const found: { entity: (typeof entityList)[number]; id: number | undefined; input: Record<string, unknown> }[] = [];
  for (const entity of entityList.filter((candidate) => candidate.hasNewPage)) {
    const response = await call("GET", `${entityApiRoot(entity)}/${entity.name}?per_page=1&order=${FIRST_BY_ID}`, {
      token,
    });
    expect(response.statusCode, `${entity.name}: ${response.body}`).toBe(200);
    const record = (response.json()[entity.name] as Record<string, unknown>[] | undefined)?.[0];
    const input = Object.fromEntries(
      entity.fieldList
        .filter((field) => record && !field.system && !field.readOnly && field.key in record)
        .map((field) => [field.key, record?.[field.key]]),
    );
    found.push({ entity, id: record?.id as number | undefined, input });
  }
  return found;
}

describe.each(DATABASE_KINDS)("demo seed on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let startMs: number;
  // PostgreSQL needs the explicit opt-in; PGlite seeds by default (SEED_DEMO unset, as `npm start`).
  const seedEnv = { SEED_DEMO: kind === "postgres" ? "true" : "" };

  beforeAll(async () => {
    storage = await createTestStorage(kind, "seed");
    const started = performance.now();
    server = await startTestServer(storage, seedEnv);
    startMs = performance.now() - started;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("seeds an empty database at the first start, within a minute", async () => {
    expect(await businessNames(server.db)).toEqual(DEMO_BUSINESS_NAMES);
    // Includes opening the database and the server: the seed alone is a fraction of it.
    expect(startMs).toBeLessThan(60_000);
  });

  it("answers the demo client's sent shortlist's link once, which opens that shortlist by its token", async () => {
    const link = server.seeded?.demoShortlistLink ?? "";
    const match = /^\/shortlist\/([A-Za-z0-9]+)\?token=([A-Za-z0-9_-]{43,})$/.exec(link);
    expect(match, link).not.toBeNull();
    const [, uid, token] = match as unknown as [string, string, string];
    const opened = await server.app.inject({
      method: "GET",
      url: `/api/v1/shortlist_relationships/${uid}/`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(JSON.stringify(opened.json())).toContain("Shortlist —");
    const wrong = await server.app.inject({
      method: "GET",
      url: `/api/v1/shortlist_relationships/${uid}/`,
      headers: { authorization: `Bearer ${token.slice(1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("fills every table with the demo's counts", async () => {
    const counts = await tableCounts(server.db);
    expect(counts).toMatchObject(EXACT_COUNTS);
    for (const table of SEEDED_TABLES) expect(counts[table], table).toBeGreaterThan(0);
  });

  it("gives each business one talent pool, shared, with candidates of its own", async () => {
    const pools = await queryRows<{ business_id: number; shared: boolean; n: number; foreign: number }>(
      server.db,
      sql`select t.business_id, t.shared,
                 (select count(*)::int from tearsheet_candidates c where c.tearsheet_id = t.id) as n,
                 (select count(*)::int from tearsheet_candidates c join candidates p on p.id = c.candidate_id
                  where c.tearsheet_id = t.id and p.business_id <> t.business_id) as foreign
          from tearsheets t where t.talent_pool order by t.business_id`,
    );
    const businesses = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from businesses`);
    expect(pools).toHaveLength(Number(businesses[0]?.n));
    for (const pool of pools) expect(pool).toMatchObject({ shared: true, foreign: 0 });
    expect(pools.every((pool) => Number(pool.n) > 0)).toBe(true);
  });

  it("serves the six brands' configurations on localhost and <brand>.localhost", async () => {
    const call = caller(server.app);
    for (const [host, title] of [
      ["localhost", "Seleta"],
      ["default.localhost", "Seleta"],
      ["executive.localhost", "Seleta Executive Search"],
      ["tech.localhost", "Seleta Tech"],
      ["finance.localhost", "Seleta Finance & Legal"],
      ["interim.localhost", "Seleta Interim"],
    ]) {
      const config = (await call("GET", `/businesses/config/?domain=${host}`)).json();
      expect(config, host).toMatchObject({ domain: host, title, is_default: false });
    }
  });

  it("gives each brand's site the contact address its contact form mails", async () => {
    const rows = await queryRows<{ domain: string; contact_email: string }>(
      server.db,
      sql`select domain, contact_email from site_configs order by domain`,
    );
    expect(rows.map((row) => [row.domain, row.contact_email])).toEqual([
      ["default.localhost", "contato@default.localhost"],
      ["executive.localhost", "contato@executive.localhost"],
      ["finance.localhost", "contato@finance.localhost"],
      ["interim.localhost", "contato@interim.localhost"],
      ["localhost", "contato@local.localhost"],
      ["tech.localhost", "contato@tech.localhost"],
    ]);
  });

  it("spreads applies over the whole pipeline and jobs over every status", async () => {
    const stages = await queryRows<{ stage: number }>(server.db, sql`select distinct stage from applies order by 1`);
    expect(stages.map((row) => Number(row.stage))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 14]);
    const statuses = await queryRows<{ status: number }>(server.db, sql`select distinct status from jobs order by 1`);
    expect(statuses.map((row) => Number(row.status))).toEqual([0, 1, 2, 3, 4, 5]);
    const [mismatch] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from applies a join candidates c on c.id = a.candidate_id
          join jobs j on j.id = a.job_id
          where a.business_id <> c.business_id or a.business_id <> j.business_id`,
    );
    expect(Number(mismatch?.n)).toBe(0);
  });

  it("seeds candidates that pass their own form rules: gender 'Other' comes with what it is", async () => {
    const rows = await queryRows<{ gender: number | null; gender_specification: string | null }>(
      server.db,
      sql`select gender, gender_specification from candidates`,
    );
    const others = rows.filter((row) => genderNeedsSpecification(row.gender));
    expect(others.length).toBeGreaterThan(0);
    const refused = others.filter((row) => !entitySchemas(getEntity("candidates")).update.safeParse(row).success);
    expect(refused).toEqual([]);
  });

  it("stores every structure as the registry reads it back: lists, objects, maps and json", async () => {
    const unreadable: string[] = [];
    let read = 0;
    for (const entity of entityList) {
      const table = entityTables[entity.name as keyof typeof entityTables] as Record<string, unknown> | undefined;
      for (const field of entity.fieldList) {
        if (!["list", "object", "map", "json"].includes(field.kind) || !table?.[field.key]) continue;
        // Names from the registry, never from input.
        const rows = await queryRows<{ id: number; value: unknown }>(
          server.db,
          sql.raw(`select id, "${field.key}" as value from ${entity.name} where "${field.key}" is not null limit 500`),
        );
        for (const row of rows) {
          read++;
          const parsed = recordSchema(field.field).safeParse(row.value);
          if (!parsed.success)
            unreadable.push(`${entity.name}#${row.id}.${field.key}: ${parsed.error.issues[0]?.message}`);
        }
      }
    }
    expect(read).toBeGreaterThan(1000);
    expect(unreadable).toEqual([]);
  });

  it("holds a record of every entity with a create page, one its create schema accepts again", async () => {
    const call = caller(server.app);
    const records = await firstRecords(call, await demoAdminToken(call));
    const missing = records.filter((record) => record.id === undefined).map((record) => record.entity.name);
    expect(missing).toEqual([]);
    const refused = records.flatMap(({ entity, id, input }) => {
      const parsed = entitySchemas(entity).create.safeParse(input);
      const issue = parsed.error?.issues[0];
      return issue ? [`${entity.name}#${id}.${issue.path.join(".")}: ${issue.message}`] : [];
    });
    expect(refused).toEqual([]);
  });

  it("is the same data on every seed (fixed faker seed)", async () => {
    const digest = await fingerprint(server.db);
    const other = [...fingerprints.values()][0];
    fingerprints.set(kind, digest);
    if (other !== undefined) expect(digest).toBe(other);
    else expect(digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it("lets the five demo accounts sign in and answers the user fields of spec §3", async () => {
    const call = caller(server.app);
    const signIn = async (strategy: string, email: string) => {
      const response = await call("POST", `/${strategy}/sessions`, { body: { email, password: DEMO_PASSWORD } });
      expect(response.statusCode, email).toBe(200);
      return response.json();
    };
    const admin = (await signIn("recruiters", DEMO_ACCOUNTS.admin.email)).recruiter;
    expect(Object.keys(admin).sort()).toEqual(
      [
        "business_id",
        "devise_token",
        "email",
        "id",
        "is_admin",
        "logged_in_with_microsoft",
        "name",
        "photoUrl",
        "role_permissions",
        "signature",
      ].sort(),
    );
    expect(admin).toMatchObject({ email: "admin@seleta.test", is_admin: true });
    expect(admin.role_permissions.invoices).toEqual(["read", "create", "update", "delete", "export", "bulk"]);

    const recruiter = (await signIn("recruiters", DEMO_ACCOUNTS.recruiter.email)).recruiter;
    expect(recruiter.is_admin).toBe(false);
    expect(recruiter.role_permissions).toEqual({
      candidates: ["read"],
      jobs: ["read"],
      client_companies: ["read"],
      client_contacts: ["read"],
      tasks: ["read"],
    });

    const candidate = (await signIn("candidates", DEMO_ACCOUNTS.candidate.email)).candidate;
    expect(candidate).toMatchObject({ email: "candidate@seleta.test", confirmed: true, completed_register: true });
    expect(Object.keys(candidate).sort()).toEqual(
      ["avatar_url", "completed_register", "confirmed", "email", "id", "name"].sort(),
    );
    const newCandidate = (await signIn("candidates", DEMO_ACCOUNTS.newCandidate.email)).candidate;
    expect(newCandidate).toMatchObject({ confirmed: true, completed_register: false });

    const client = (await signIn("client_contacts", DEMO_ACCOUNTS.client.email)).client_contact;
    expect(client).toMatchObject({ email: "client@seleta.test", is_admin: true, photoUrl: null });
    const [sent] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from shortlists s join jobs j on j.id = s.job_id
          join shortlist_items i on i.shortlist_id = s.id
          where j.client_company_id = ${client.client_company_id} and s.sent_at is not null`,
    );
    expect(Number(sent?.n)).toBeGreaterThan(0);
  });

  it("does not seed twice: not when asked again, not when the server restarts", async () => {
    const before = await tableCounts(server.db);
    expect(await seedDemo(server.db, { allowPostgres: true })).toEqual({ seeded: false, businesses: [] });
    await server.close();
    server = await startTestServer(storage, seedEnv);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  // Last: it writes. A copy may only collide with its original's unique values (an account's e-mail, a site's
  // domain, a candidate's apply to a job): every other rule of create, references included, must accept it.
  it("lets the demo administrator create a copy of each of those records through the API", async () => {
    const call = caller(server.app);
    const token = await demoAdminToken(call);
    const refused: string[] = [];
    for (const { entity, id, input } of await firstRecords(call, token)) {
      if (id === undefined) continue;
      const created = await call("POST", `${entityApiRoot(entity)}/${entity.name}`, {
        token,
        body: { [entityRootKey(entity)]: input },
      });
      const conflict = created.statusCode === 409 && created.json().error?.code === "conflict";
      if (created.statusCode >= 300 && !conflict)
        refused.push(`${entity.name}#${id}: ${created.statusCode} ${created.body}`);
    }
    expect(refused).toEqual([]);
  });
});

/** Every index and constraint of the schema, as the catalogue prints them: what the migrations made. */
async function catalogue(db: Database): Promise<string[]> {
  const indexes = await queryRows<{ line: string }>(
    db,
    sql`select indexname || ': ' || indexdef as line from pg_indexes where schemaname = 'public' order by indexname`,
  );
  const constraints = await queryRows<{ line: string }>(
    db,
    sql`select conrelid::regclass::text || '.' || conname || ': ' || pg_get_constraintdef(oid) as line
        from pg_constraint where connamespace = 'public'::regnamespace order by conrelid::regclass::text, conname`,
  );
  return [...indexes, ...constraints].map((row) => row.line);
}

describe.each(DATABASE_KINDS)("a scaled seed (--scale 5000) on %s", (kind) => {
  const CANDIDATES = 5000;
  let storage: TestStorage;
  let db: Database;
  let before: string[];
  let failure: unknown;
  let afterFailure: { businesses: string[]; catalogue: string[] };
  const progress: { step: string; done: number; total: number; items?: { done: number; total: number } }[] = [];

  beforeAll(async () => {
    storage = await createTestStorage(kind, "seed-scale");
    db = await openMigratedDatabase(storage);
    before = await catalogue(db);
    // First a seed that fails half-way through the candidates, with their indexes dropped (see below).
    failure = await seedDemo(db, {
      allowPostgres: true,
      candidates: CANDIDATES,
      onProgress: (step, _done, _total, items) => {
        if (step === "candidates" && items && items.done >= 2000) throw new Error("interrupted");
      },
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    afterFailure = { businesses: await businessNames(db), catalogue: await catalogue(db) };
    const result = await seedDemo(db, {
      allowPostgres: true,
      candidates: CANDIDATES,
      onProgress: (step, done, total, items) => progress.push({ step, done, total, ...(items ? { items } : {}) }),
    });
    expect(result.seeded).toBe(true);
  }, 240_000);
  afterAll(async () => {
    await db?.close();
    await storage?.cleanup();
  });

  it("leaves nothing behind when it fails half-way: no row, every index and foreign key in place", () => {
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe("interrupted");
    expect(afterFailure.businesses).toEqual([]);
    expect(afterFailure.catalogue).toEqual(before);
  });

  it("makes the candidates asked for and the other tables in proportion", async () => {
    const counts = await tableCounts(db);
    // 2.5 times the demo: demoCounts(5000).
    expect(counts).toMatchObject({
      businesses: 3,
      recruiters: 30,
      client_companies: 100,
      client_contacts: 300,
      jobs: 200 + DEMO_PUBLIC_JOB_COUNT,
      candidates: CANDIDATES,
      applies: CANDIDATES * 1.5,
      tasks: 750,
      notes: 1500,
      proposals: 150,
      notifications: 30 * 15,
      accounts: 30 + 3,
    });
    for (const table of SEEDED_TABLES) expect(counts[table], table).toBeGreaterThan(0);
    const [mismatch] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from applies a join candidates c on c.id = a.candidate_id
          join jobs j on j.id = a.job_id
          where a.business_id <> c.business_id or a.business_id <> j.business_id`,
    );
    expect(Number(mismatch?.n)).toBe(0);
  });

  it("rebuilds the indexes and foreign keys it dropped for the load, with the migrations' names and definitions", async () => {
    const rebuilt = progress.filter((event) => event.step === "indexes" && event.items).at(-1)?.items;
    // The candidates' search indexes alone are more than five: the load did drop and rebuild them.
    expect(rebuilt?.total).toBeGreaterThan(5);
    expect(rebuilt?.done).toBe(rebuilt?.total);
    const after = await catalogue(db);
    expect(after).toEqual(before);
    expect(after.filter((line) => /^candidates_search_(fts|trgm):/.test(line))).toHaveLength(2);
  });

  it("leaves the sequences after the ids it took, so the next record gets a new id", async () => {
    for (const table of ["candidates", "applies", "jobs", "client_companies", "shortlists"]) {
      const [row] = await queryRows<{ next: number; max: number }>(
        db,
        sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as next, (select max(id) from ${sql.identifier(table)})::int as max`,
      );
      expect(Number(row?.next), table).toBeGreaterThan(Number(row?.max));
    }
  });

  it("reports its steps in order and how far the long ones have gone", () => {
    const steps = progress.filter((event) => !event.items).map((event) => `${event.done}/${event.total} ${event.step}`);
    expect(steps.at(0)).toBe("1/16 businesses");
    expect(steps.at(-1)).toBe("16/16 counters");
    expect(steps).toHaveLength(16);
    const candidates = progress.filter((event) => event.step === "candidates" && event.items);
    expect(candidates.at(-1)?.items).toEqual({ done: CANDIDATES, total: CANDIDATES });
    // Reported along the way (every few thousand rows), not only at the end.
    expect(candidates.length).toBeGreaterThan(1);
  });
});

describe("demo seed at start", () => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage("pglite", "seed-start");
    server = await startTestServer(storage, { SEED_DEMO: "false" });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("leaves an empty database empty with SEED_DEMO=false", async () => {
    expect(await businessNames(server.db)).toEqual([]);
    expect(await seedDemoAtStart(server.db, { seedDemo: false, seedDemoExplicit: false })).toBeUndefined();
    expect(await businessNames(server.db)).toEqual([]);
  });

  it("does not seed at start a database that already has data", async () => {
    await server.db.drizzle.insert(businesses).values({ name: "Existing firm" });
    expect(await seedDemoAtStart(server.db, { seedDemo: true, seedDemoExplicit: false })).toBeUndefined();
    expect(await businessNames(server.db)).toEqual(["Existing firm"]);
  });
});

describe("demo seed on a DATABASE_URL", () => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage("postgres", "seed-refused");
    server = await startTestServer(storage, { SEED_DEMO: "" });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("is refused without SEED_DEMO=true (the demo password is public)", async () => {
    expect(await businessNames(server.db)).toEqual([]);
    expect(await seedDemoAtStart(server.db, { seedDemo: true, seedDemoExplicit: false })).toBeUndefined();
    await expect(seedDemo(server.db)).rejects.toThrow(SeedRefusedError);
    expect(await businessNames(server.db)).toEqual([]);
  });

  it("seeds once when two callers race (a small scale)", async () => {
    const results = await Promise.all([
      seedDemo(server.db, { allowPostgres: true, candidates: 20 }),
      seedDemo(server.db, { allowPostgres: true, candidates: 20 }),
    ]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    expect(await businessNames(server.db)).toEqual(DEMO_BUSINESS_NAMES);
    const [row] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from candidates`);
    expect(Number(row?.n)).toBe(20);
  });
});
