/**
 * The policy table: every kind of principal × every entity × every action (GitLab's policy specs
 * are the model). Three properties: the entity-level answers of a table written out here; for every cell, a list
 * (`rowScope`, SQL) shows exactly the rows the per-record check (`allowsRow`) allows; and the route table — every
 * role × every registry entity route × verb answers 401/403/404/2xx as the policy says.
 */
import { ACTIONS, type Action, type AnyEntity, entityList, type FieldDefinition, getEntity } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPrincipal, type Principal } from "../src/auth/principal";
import { findSession } from "../src/auth/session";
import {
  allows,
  allowsRow,
  parentFacts,
  privateParent,
  privateRowColumns,
  type RowFacts,
  rowScope,
} from "../src/authz/policy";
import { type Database, queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { columnName } from "../src/db/schema/columns";
import { isTenantOwned, TENANT_COLUMN } from "../src/db/schema/tenancy";
import { rootKey } from "../src/engine/records";
import { type RunningServer, startServer } from "../src/server";
import {
  createTestStorage,
  DEFAULT_DATABASE,
  openMigratedDatabase,
  type TestStorage,
  testConfig,
} from "./support/databases";
import {
  ALL_PERMISSIONS,
  account,
  createWorld,
  insert,
  link,
  PASSWORD,
  READER_PERMISSIONS,
  type World,
} from "./support/fixtures";
import { caller } from "./support/http";

type Who =
  | "anonymous"
  | "admin"
  | "reader"
  | "recruiterWithoutBusiness"
  | "candidate"
  | "clientContact"
  | "clientAdmin"
  | "shortlist";

function principals(world: World): Record<Who, Principal | null> {
  const base = { sessionId: 1, accountId: 1 };
  return {
    anonymous: null,
    admin: {
      ...base,
      kind: "recruiters",
      id: world.admin.id,
      isAdmin: true,
      rolePermissions: ALL_PERMISSIONS,
      businessIds: [world.business, world.otherBusiness],
      businessId: world.business,
    },
    reader: {
      ...base,
      kind: "recruiters",
      id: world.recruiter.id,
      isAdmin: false,
      rolePermissions: READER_PERMISSIONS,
      businessIds: [world.business],
      businessId: world.business,
    },
    recruiterWithoutBusiness: {
      ...base,
      kind: "recruiters",
      id: world.recruiter.id,
      isAdmin: false,
      rolePermissions: READER_PERMISSIONS,
      businessIds: [],
      businessId: null,
    },
    candidate: {
      ...base,
      kind: "candidates",
      id: world.candidate.id,
      businessId: world.business,
      confirmed: true,
      completedRegister: true,
    },
    clientContact: {
      ...base,
      kind: "client_contacts",
      id: world.clientContact.id,
      businessId: world.business,
      clientCompanyId: world.clientContact.company,
      isAdmin: false,
    },
    clientAdmin: {
      ...base,
      kind: "client_contacts",
      id: world.clientContact.id,
      businessId: world.business,
      clientCompanyId: world.clientContact.company,
      isAdmin: true,
    },
    shortlist: { kind: "shortlist", shortlistId: 1, businessId: world.business },
  };
}

const R: Action[] = ["read"];
const NONE: Action[] = [];

/** The entity-level table: [who, entity, the actions allowed]. Entities not listed for a principal: none. */
const TABLE: [Who, string, Action[]][] = [
  ["anonymous", "candidates", NONE],
  ["anonymous", "jobs", NONE],
  ["admin", "candidates", [...ACTIONS]],
  ["admin", "invoices", [...ACTIONS]],
  ["admin", "roles", [...ACTIONS]],
  ["admin", "site_configs", [...ACTIONS]],
  ["reader", "candidates", R],
  ["reader", "jobs", R],
  ["reader", "client_companies", R],
  ["reader", "client_contacts", R],
  ["reader", "tasks", R],
  ["reader", "proposals", NONE],
  ["reader", "invoices", NONE],
  ["reader", "roles", NONE],
  ["reader", "recruiters", NONE],
  ["recruiterWithoutBusiness", "candidates", NONE],
  ["candidate", "candidates", ["read", "update"]],
  ["candidate", "applies", ["read", "create"]],
  ["candidate", "evaluation_requests", ["read", "update"]],
  ["candidate", "jobs", NONE],
  ["candidate", "notes", NONE],
  ["clientContact", "jobs", R],
  ["clientContact", "projects", NONE],
  ["clientContact", "candidates", NONE],
  ["clientAdmin", "jobs", R],
  ["clientAdmin", "projects", R],
  ["shortlist", "applies", NONE],
  ["shortlist", "candidates", NONE],
];

describe.each(DEFAULT_DATABASE)("authorisation policy on %s", (kind) => {
  let storage: TestStorage;
  let db: Database;
  let world: World;
  let who: Record<Who, Principal | null>;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "policy");
    db = await openMigratedDatabase(storage);
    world = await createWorld(db);
    who = principals(world);
    // Rows on both sides of every line the policy draws: businesses, companies, candidates, soft deletes.
    const otherCompany = await insert(db, schema.client_companies, {
      business_id: world.business,
      name: "Beta",
      status: 1,
    });
    const foreignCompany = await insert(db, schema.client_companies, {
      business_id: world.otherBusiness,
      name: "Gama",
      status: 1,
    });
    await insert(db, schema.client_companies, {
      business_id: world.business,
      name: "Apagada",
      status: 1,
      deleted_at: new Date().toISOString(),
    });
    const otherCandidate = await insert(db, schema.candidates, {
      business_id: world.business,
      name: "Outro",
      email: "outro@test.example",
      status: 3,
    });
    await insert(db, schema.candidates, {
      business_id: world.otherBusiness,
      name: "Estrangeiro",
      email: "x@test.example",
      status: 3,
    });
    await insert(db, schema.candidates, {
      business_id: world.business,
      name: "Apagado",
      email: "y@test.example",
      status: 3,
      deleted_at: new Date().toISOString(),
    });
    const jobs: number[] = [];
    for (const [business, company, deleted] of [
      [world.business, world.clientContact.company, false],
      [world.business, world.clientContact.company, true],
      [world.business, otherCompany, false],
      [world.otherBusiness, foreignCompany, false],
    ] as const) {
      jobs.push(
        await insert(db, schema.jobs, {
          business_id: business,
          title: "Vaga",
          status: 1,
          client_company_id: company,
          owner_id: world.recruiter.id,
          deleted_at: deleted ? new Date().toISOString() : null,
        }),
      );
    }
    for (const company of [world.clientContact.company, otherCompany]) {
      await insert(db, schema.projects, {
        business_id: world.business,
        name: "Projeto",
        client_company_id: company,
        owner_id: world.recruiter.id,
        status: 1,
      });
    }
    for (const candidate of [world.candidate.id, otherCandidate]) {
      await insert(db, schema.applies, {
        business_id: world.business,
        candidate_id: candidate,
        job_id: jobs[0],
        stage: 0,
      });
    }
    // Notes private to one recruiter or another, and a public one: each principal sees the public and their own.
    for (const [owner, isPrivate] of [
      [world.admin.id, true],
      [world.recruiter.id, true],
      [world.recruiter.id, false],
    ] as const) {
      await insert(db, schema.notes, {
        business_id: world.business,
        action: "Ligação",
        body: "<p>Nota</p>",
        reference_type: "Candidate",
        reference_id: world.candidate.id,
        owner_id: owner,
        private: isPrivate,
      });
    }
    // Shortlist templates shared or not, of one recruiter or another: each sees the shared and their own.
    for (const [owner, shared] of [
      [world.admin.id, true],
      [world.admin.id, false],
      [world.recruiter.id, true],
      [world.recruiter.id, null],
    ] as const) {
      await insert(db, schema.shortlist_templates, {
        business_id: world.business,
        name: `Modelo ${owner} ${shared}`,
        owner_id: owner,
        shared,
      });
    }
    await insert(db, schema.tasks, { business_id: world.business, title: "Ligar", type: 0, owner_id: world.admin.id });
    await insert(db, schema.tasks, {
      business_id: world.otherBusiness,
      title: "Ligar",
      type: 0,
      owner_id: world.admin.id,
    });
  });
  afterAll(async () => {
    await db?.close();
    await storage?.cleanup();
  });

  it.each(TABLE)("%s on %s: %j", (name, entityName, expected) => {
    const entity = getEntity(entityName as never) as AnyEntity;
    const allowed = ACTIONS.filter((action) => allows(who[name], action, entity));
    expect(allowed).toEqual(expected);
  });

  it("gives every principal nothing beyond the table on the registry's other entities", () => {
    const listed = new Set(TABLE.map(([name, entity]) => `${name}:${entity}`));
    for (const name of ["anonymous", "candidate", "clientContact", "clientAdmin", "shortlist"] as const) {
      for (const entity of entityList) {
        if (listed.has(`${name}:${entity.name}`)) continue;
        expect(
          ACTIONS.filter((action) => allows(who[name], action, entity)),
          `${name} ${entity.name}`,
        ).toEqual([]);
      }
    }
  });

  it("lists exactly the rows the per-record check allows, for every principal, entity and action", async () => {
    let nonEmptyCells = 0;
    for (const entity of entityList) {
      const table = schema.entityTable(entity.name);
      const columns = Object.keys(table as object);
      const pick = (name: string) => (columns.includes(name) ? sql.identifier(name) : sql`null`);
      const rows = await queryRows<RowFacts & Record<string, unknown>>(
        db,
        sql`select id, ${pick("business_id")} as business_id, ${pick("candidate_id")} as candidate_id,
                   ${pick("client_company_id")} as client_company_id, ${pick("deleted_at")}::text as deleted_at,
                   ${pick("private")} as private, ${pick("shared")} as shared, ${pick("owner_id")} as owner_id
            from ${table} order by id`,
      );
      // A record inside a private parent (a list's card) carries its parent's flag and owner.
      const parent = privateParent(entity);
      const parentRows = parent
        ? await queryRows<Record<string, unknown>>(
            db,
            sql`select p.*, c.id as child_id from ${table} c
                left join ${parent.table} p on p.id = c.${sql.identifier(parent.link)}`,
          )
        : [];
      // The recruiters a private row is shared with by name (a list's `shared_with`), by the row's id.
      const membersOf = async (of: AnyEntity): Promise<{ key: string; ids: Map<number, number[]> } | undefined> => {
        const key = privateRowColumns(of)?.members;
        if (!key) return undefined;
        const pairs = await queryRows<{ record_id: number; related_id: number }>(
          db,
          sql`select record_id, related_id from ${sql.identifier(key)}`,
        );
        const ids = new Map<number, number[]>();
        for (const pair of pairs) {
          ids.set(Number(pair.record_id), [...(ids.get(Number(pair.record_id)) ?? []), Number(pair.related_id)]);
        }
        return { key, ids };
      };
      const ownMembers = await membersOf(entity);
      const parentMembers = parent ? await membersOf(parent.entity) : undefined;
      const parentOf = new Map(
        parentRows.map((row) => [
          Number(row.child_id),
          parentMembers ? { ...row, [parentMembers.key]: parentMembers.ids.get(Number(row.id)) ?? [] } : row,
        ]),
      );
      const facts = rows.map((row) => ({
        ...(parent ? parentFacts(entity, parentOf.get(Number(row.id)) ?? {}) : {}),
        ...(ownMembers ? { [ownMembers.key]: ownMembers.ids.get(Number(row.id)) ?? [] } : {}),
        id: Number(row.id),
        business_id: row.business_id === null ? null : Number(row.business_id),
        candidate_id: row.candidate_id === null ? null : Number(row.candidate_id),
        client_company_id: row.client_company_id === null ? null : Number(row.client_company_id),
        deleted_at: row.deleted_at,
        // The private-row columns (notes' `private`, templates' and lists' `shared`): the per-record check reads
        // them by name.
        private: row.private,
        shared: row.shared,
        owner_id: row.owner_id === null ? null : Number(row.owner_id),
      }));
      for (const [name, principal] of Object.entries(who)) {
        for (const action of ACTIONS) {
          const listed = await queryRows<{ id: number }>(
            db,
            sql`select id from ${table} where ${rowScope(principal, action, entity, table)} order by id`,
          );
          const expected = facts.filter((row) => allowsRow(principal, action, entity, row)).map((row) => row.id);
          expect(
            listed.map((row) => Number(row.id)),
            `${name} ${action} ${entity.name}`,
          ).toEqual(expected);
          if (expected.length > 0 && expected.length < facts.length) nonEmptyCells++;
        }
      }
    }
    // The agreement is not vacuous: many cells see some rows and not others.
    expect(nonEmptyCells).toBeGreaterThan(20);
  });

  it("opens a shared template to the business for reading, and keeps its changes to its owner", async () => {
    const templates = schema.entityTable("shortlist_templates");
    const entity = getEntity("shortlist_templates") as AnyEntity;
    // The recruiter with every right on templates, and the administrator: neither is an exception to the rule.
    const people = { recruiter: { ...who.reader, rolePermissions: ALL_PERMISSIONS } as Principal, admin: who.admin };
    const scoped = async (name: keyof typeof people, action: Action) =>
      (
        await queryRows<{ owner_id: number; shared: boolean | null }>(
          db,
          sql`select owner_id, shared from ${templates} where ${rowScope(people[name], action, entity, templates)}
              order by id`,
        )
      ).map((row) => [Number(row.owner_id) === world.admin.id ? "admin" : "recruiter", row.shared]);
    expect(await scoped("recruiter", "read")).toEqual([
      ["admin", true],
      ["recruiter", true],
      ["recruiter", null],
    ]);
    expect(await scoped("admin", "read")).toEqual([
      ["admin", true],
      ["admin", false],
      ["recruiter", true],
    ]);
    expect(await scoped("admin", "export")).toEqual(await scoped("admin", "read"));
    for (const action of ["update", "delete", "bulk"] as const) {
      expect(await scoped("admin", action), action).toEqual([
        ["admin", true],
        ["admin", false],
      ]);
      expect(await scoped("recruiter", action), action).toEqual([
        ["recruiter", true],
        ["recruiter", null],
      ]);
    }
  });

  it("keeps each business's rows to itself and a client contact to its own company", async () => {
    const jobs = schema.entityTable("jobs");
    const jobEntity = getEntity("jobs") as AnyEntity;
    const seen = async (name: Who) =>
      queryRows<{ business_id: number; client_company_id: number }>(
        db,
        sql`select business_id, client_company_id from ${jobs} where ${rowScope(who[name], "read", jobEntity, jobs)}`,
      );
    expect((await seen("reader")).every((row) => Number(row.business_id) === world.business)).toBe(true);
    expect((await seen("reader")).length).toBe(2);
    const client = await seen("clientContact");
    expect(client.map((row) => Number(row.client_company_id))).toEqual([world.clientContact.company]);
    expect(await seen("candidate")).toEqual([]);
  });
});

/* ---------------------------------------------------------------------------------------------------------------- */
/* The route table: every role × every registry entity route × verb, through the real server.                        */

type Role = "anonymous" | "candidate" | "clientContact" | "clientAdmin" | "reader" | "admin" | "foreign";
const ROLES: Role[] = ["anonymous", "candidate", "clientContact", "clientAdmin", "reader", "admin", "foreign"];

type Route = "list" | "detail" | "auditLogs" | "create" | "update" | "delete" | "bulkDelete";
const ROUTES: Route[] = ["list", "detail", "auditLogs", "create", "update", "delete", "bulkDelete"];

/** The action each route asks the policy for. */
const ROUTE_ACTION: Record<Route, Action> = {
  list: "read",
  detail: "read",
  auditLogs: "read",
  create: "create",
  update: "update",
  delete: "delete",
  bulkDelete: "delete",
};

/** Routes of the policy table that are not built yet, by issue: they stay listed until they are. */
const TODO: { issue: number; role: Role; route: Route; entity: string }[] = [];

function areaPrefix(entity: AnyEntity): string {
  return entity.area === "administrator" ? "/recruiters/administrator" : "/recruiters";
}

let sampleCounter = 0;

/** A value the column accepts for a required field (the database checks types and links, not the zod rules). */
function sampleValue(field: FieldDefinition): unknown {
  const n = ++sampleCounter;
  switch (field.kind) {
    case "email":
      return `sample${n}@test.example`;
    case "phone":
      return "11987654321";
    case "url":
    case "file":
    case "image":
      return `https://sample.example/${n}`;
    case "color":
      return "#112233";
    case "country":
      return "BR";
    case "integer":
    case "decimal":
    case "currency":
    case "percent":
      return 1;
    case "boolean":
      return false;
    case "date":
      return "2026-01-15";
    case "datetime":
      return new Date().toISOString();
    case "select":
      return field.catalogue?.entries[0]?.id ?? 1;
    case "multiSelect":
      return [field.catalogue?.entries[0]?.id ?? 1];
    case "tags":
      return ["amostra"];
    case "object":
    case "map":
    case "json":
      return {};
    case "list":
      return [];
    default:
      return `Amostra ${n}`;
  }
}

/**
 * One row of every registry entity in the world's business, with its required fields and links (made on
 * demand, targets first); `fresh` makes another one nothing points at, safe to delete.
 */
function sampleMaker(db: Database, world: World) {
  const made = new Map<string, number>();
  const make = async (entity: AnyEntity, fresh = false): Promise<number> => {
    const existing = made.get(entity.name);
    if (existing !== undefined && !fresh) return existing;
    if (entity.name === "businesses" && !fresh) return world.business;
    const values: Record<string, unknown> = {};
    for (const field of entity.fieldList) {
      if (field.system || !field.required || field.kind === "relations") continue;
      const target = field.relation?.entity;
      // A fresh row gets a fresh candidate: a candidate is in a job's pipeline once (unique applies candidate, job).
      const freshTarget = fresh && target === "candidates";
      values[columnName(field)] = target
        ? await make(getEntity(target as never) as AnyEntity, freshTarget)
        : sampleValue(field);
    }
    if (isTenantOwned(entity.name)) values[TENANT_COLUMN] = world.business;
    const id = await insert(db, schema.entityTable(entity.name), values);
    if (!fresh) made.set(entity.name, id);
    return id;
  };
  return make;
}

async function factsOfRow(db: Database, entity: AnyEntity, id: number): Promise<RowFacts> {
  const table = schema.entityTable(entity.name);
  const columns = Object.keys(table as object);
  const pick = (name: string) => (columns.includes(name) ? sql.identifier(name) : sql`null`);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, ${pick("business_id")} as business_id, ${pick("candidate_id")} as candidate_id,
               ${pick("client_company_id")} as client_company_id, ${pick("deleted_at")}::text as deleted_at
        from ${table} where id = ${id}`,
  );
  if (!row) throw new Error(`No ${entity.name} ${id}`);
  const number = (value: unknown) => (value === null ? null : Number(value));
  return {
    id,
    business_id: number(row.business_id),
    candidate_id: number(row.candidate_id),
    client_company_id: number(row.client_company_id),
    deleted_at: (row.deleted_at as string | null) ?? null,
  };
}

describe.each(DEFAULT_DATABASE)("route table on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  let make: ReturnType<typeof sampleMaker>;
  const tokens = {} as Record<Role, string | undefined>;
  const principalsOf = {} as Record<Role, Principal | null>;
  const seen: Record<Role, Record<number, number>> = Object.fromEntries(ROLES.map((role) => [role, {}])) as never;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "routetable");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    const db = server.db;

    const adminAccount = await account(db, "client_contacts", "client.admin@test.example", world.business);
    await insert(db, schema.client_contacts, {
      business_id: world.business,
      name: "Caio Cliente",
      email: "client.admin@test.example",
      client_company_id: world.clientContact.company,
      portal_access: true,
      active: true,
      is_admin: true,
      account_id: adminAccount,
    });
    const role = await insert(db, schema.roles, { name: "Tudo", permissions: ALL_PERMISSIONS });
    const foreignAccount = await account(db, "recruiters", "foreign@test.example", null);
    const foreign = await insert(db, schema.recruiters, {
      name: "Fábio Forasteiro",
      email: "foreign@test.example",
      role_id: role,
      is_admin: false,
      active: true,
      account_id: foreignAccount,
    });
    await link(db, schema.recruiters_businesses, foreign, world.otherBusiness);

    const signIn = async (strategy: string, email: string) => {
      const response = await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } });
      return response.json().token as string;
    };
    tokens.anonymous = undefined;
    tokens.candidate = await signIn("candidates", world.candidate.email);
    tokens.clientContact = await signIn("client_contacts", world.clientContact.email);
    tokens.clientAdmin = await signIn("client_contacts", "client.admin@test.example");
    tokens.reader = await signIn("recruiters", world.recruiter.email);
    tokens.admin = await signIn("recruiters", world.admin.email);
    tokens.foreign = await signIn("recruiters", "foreign@test.example");
    // The principals the server resolves for these sessions: the expectations ask the policy about them.
    for (const role of ROLES) {
      const token = tokens[role];
      const session = token ? await findSession(db, token) : undefined;
      principalsOf[role] = session ? ((await loadPrincipal(db, session)) ?? null) : null;
    }
    make = sampleMaker(db, world);
    for (const entity of entityList) await make(entity);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  /** What the policy says a role gets from a route on the entity's row `facts` (one status, or a set for create). */
  function expected(role: Role, route: Route, entity: AnyEntity, facts: RowFacts): number[] {
    const principal = principalsOf[role];
    if (!principal) return [401];
    // The recruiter area is for recruiters' sessions: a candidate's or client contact's has its own routes.
    if (principal.kind !== "recruiters") return [403];
    const action = ROUTE_ACTION[route];
    if (!allows(principal, action, entity)) return [403];
    switch (route) {
      case "list":
        return [200];
      case "create":
        // Authorised: an empty record is then created (201) or refused for its required fields (400).
        return [201, 400];
      default:
        return allowsRow(principal, action, entity, facts) ? [200] : [404];
    }
  }

  it.each(entityList.map((entity) => [entity.name, entity] as const))("%s", async (_name, entity) => {
    const prefix = `${areaPrefix(entity)}/${entity.name}`;
    const root = rootKey(entity);
    const sample = await make(entity);
    const sampleFacts = await factsOfRow(server.db, entity, sample);
    const mismatches: string[] = [];
    for (const role of ROLES) {
      const token = tokens[role];
      const auth = token ? { token } : {};
      for (const route of ROUTES) {
        if (TODO.some((todo) => todo.role === role && todo.route === route && todo.entity === entity.name)) continue;
        // A route that deletes, when it should succeed, gets a row of its own: the sample stays for the others.
        let id = sample;
        let facts = sampleFacts;
        const deletes = route === "delete" || route === "bulkDelete";
        if (deletes && expected(role, route, entity, sampleFacts)[0] === 200) {
          id = await make(entity, true);
          facts = await factsOfRow(server.db, entity, id);
        }
        const want = expected(role, route, entity, facts);
        const response = await (() => {
          switch (route) {
            case "list":
              return call("GET", `${prefix}?where=${encodeURIComponent(JSON.stringify({ id }))}`, auth);
            case "detail":
              return call("GET", `${prefix}/${id}`, auth);
            case "auditLogs":
              return call("GET", `${prefix}/${id}/audit_logs`, auth);
            case "create":
              return call("POST", prefix, { ...auth, body: { [root]: {} } });
            case "update":
              return call("PATCH", `${prefix}/${id}`, { ...auth, body: { [root]: {} } });
            case "delete":
              return call("DELETE", `${prefix}/${id}`, auth);
            case "bulkDelete":
              return call("DELETE", prefix, {
                ...auth,
                body: { entity_collection: { collections: [{ reference_type: entity.model, reference_id: id }] } },
              });
          }
        })();
        const status = response.statusCode;
        seen[role][status] = (seen[role][status] ?? 0) + 1;
        const refusedForFields = status === 400 && response.json().error?.code === "validation_failed";
        if (!want.includes(status) || (status === 400 && !refusedForFields)) {
          mismatches.push(
            `${role} ${route}: ${status}, policy says ${want.join("|")} (${response.body.slice(0, 160)})`,
          );
          continue;
        }
        // A list agrees with the per-record check: it holds the row exactly when the detail route would show it.
        if (route === "list" && status === 200) {
          const principal = principalsOf[role];
          const total = response.json().meta.total as number;
          if (total !== (allowsRow(principal, "read", entity, facts) ? 1 : 0)) {
            mismatches.push(`${role} list: total ${total} disagrees with allowsRow`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("is not vacuous: each role meets the answers its place in the policy implies", () => {
    expect(Object.keys(seen.anonymous)).toEqual(["401"]);
    for (const role of ["candidate", "clientContact", "clientAdmin"] as const) {
      expect(Object.keys(seen[role])).toEqual(["403"]);
    }
    // The narrow role reads its five entities and is refused the rest; the other business's recruiter, with every
    // permission, finds none of this business's rows.
    expect(seen.reader[200]).toBeGreaterThanOrEqual(5 * 3);
    expect(seen.reader[403]).toBeGreaterThan(seen.reader[200] ?? 0);
    expect(seen.foreign[404]).toBeGreaterThan(50);
    expect(seen.foreign[200]).toBeGreaterThan(0);
    expect(seen.admin[403]).toBeUndefined();
    expect(seen.admin[201]).toBeGreaterThan(0);
    expect(TODO).toEqual([]);
  });
});
