/**
 * Issue 5 §4, the policy table: every kind of principal × every entity × every action (GitLab's policy specs
 * are the model). Two properties: the entity-level answers of a table written out here, and — for every cell —
 * a list (`rowScope`, SQL) shows exactly the rows the per-record check (`allowsRow`) allows.
 */
import { ACTIONS, type Action, type AnyEntity, entityList, getEntity } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../src/auth/principal";
import { allows, allowsRow, type RowFacts, rowScope } from "../src/authz/policy";
import { type Database, queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { createTestStorage, DATABASE_KINDS, openMigratedDatabase, type TestStorage } from "./support/databases";
import { ALL_PERMISSIONS, createWorld, insert, READER_PERMISSIONS, type World } from "./support/fixtures";

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

describe.each(DATABASE_KINDS)("authorisation policy on %s", (kind) => {
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
                   ${pick("client_company_id")} as client_company_id, ${pick("deleted_at")}::text as deleted_at
            from ${table} order by id`,
      );
      const facts = rows.map((row) => ({
        id: Number(row.id),
        business_id: row.business_id === null ? null : Number(row.business_id),
        candidate_id: row.candidate_id === null ? null : Number(row.candidate_id),
        client_company_id: row.client_company_id === null ? null : Number(row.client_company_id),
        deleted_at: row.deleted_at,
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
