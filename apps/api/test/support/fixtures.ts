/**
 * A small world for API tests: two businesses with their site configurations, roles, recruiters (an admin and
 * one with a narrow role), a client company with a portal contact, a candidate — each with a password.
 */
import { ACTIONS, entityList, type RolePermissions } from "@seleta/domain";
import { hashPassword } from "../../src/auth/secrets";
import { STRATEGIES } from "../../src/auth/strategies";
import type { Database } from "../../src/db/client";
import type { EntityTable, JoinTable } from "../../src/db/schema";
import * as schema from "../../src/db/schema";

export const PASSWORD = "correct horse battery";

export async function insert(db: Database, table: EntityTable, values: Record<string, unknown>): Promise<number> {
  const [row] = await db.drizzle
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  if (!row) throw new Error("insert returned nothing");
  return row.id;
}

export async function link(db: Database, table: JoinTable, recordId: number, relatedId: number): Promise<void> {
  await db.drizzle.insert(table).values({ record_id: recordId, related_id: relatedId } as never);
}

let passwordHash: Promise<string> | undefined;

export async function account(
  db: Database,
  strategy: keyof typeof STRATEGIES,
  email: string,
  businessId: number | null,
): Promise<number> {
  passwordHash ??= hashPassword(PASSWORD);
  return insert(db, schema.accounts, {
    email,
    name: email,
    strategy: STRATEGIES[strategy].id,
    business_id: businessId,
    password_hash: await passwordHash,
    confirmed_at: new Date().toISOString(),
  });
}

/**
 * A recruiter (not an administrator) who works in `businessId` with the role `roleId`, signing in with the fixtures'
 * password: answers the recruiter's id.
 */
export async function recruiterIn(
  db: Database,
  businessId: number,
  { name, email, roleId }: { name: string; email: string; roleId: number },
): Promise<number> {
  const accountId = await account(db, "recruiters", email, null);
  const id = await insert(db, schema.recruiters, {
    name,
    email,
    role_id: roleId,
    is_admin: false,
    active: true,
    account_id: accountId,
  });
  await link(db, schema.recruiters_businesses, id, businessId);
  return id;
}

/**
 * A candidate with a login in `businessId`: an account with the fixtures' password and a confirmed candidate whose
 * registration is complete (status 3); `values` override or add columns. Answers both ids.
 */
export async function candidateWithAccount(
  db: Database,
  businessId: number,
  { email, name, ...values }: { email: string; name: string } & Record<string, unknown>,
): Promise<{ id: number; accountId: number }> {
  const accountId = await account(db, "candidates", email, businessId);
  const id = await insert(db, schema.candidates, {
    business_id: businessId,
    name,
    email,
    status: 3,
    confirmed: true,
    completed_register: true,
    account_id: accountId,
    ...values,
  });
  return { id, accountId };
}

export const READER_PERMISSIONS: RolePermissions = {
  candidates: ["read"],
  jobs: ["read"],
  client_companies: ["read"],
  client_contacts: ["read"],
  tasks: ["read"],
};

/** Every action on every recruiter-area entity: what the demo's administrator role holds. */
export const ALL_PERMISSIONS: RolePermissions = Object.fromEntries(
  entityList.filter((entity) => entity.area === "recruiter").map((entity) => [entity.name, [...ACTIONS]]),
);

export type World = Awaited<ReturnType<typeof createWorld>>;

export async function createWorld(db: Database) {
  const business = await insert(db, schema.businesses, { name: "Seleta Executive Search", active: true });
  const otherBusiness = await insert(db, schema.businesses, { name: "Seleta Tech", active: true });
  await insert(db, schema.site_configs, { domain: "localhost", business_id: business, title: "Seleta" });
  await insert(db, schema.site_configs, { domain: "tech.localhost", business_id: otherBusiness, title: "Seleta Tech" });

  const adminRole = await insert(db, schema.roles, { name: "Administrador", permissions: ALL_PERMISSIONS });
  const readerRole = await insert(db, schema.roles, { name: "Leitura", permissions: READER_PERMISSIONS });

  const adminAccount = await account(db, "recruiters", "admin@test.example", null);
  const admin = await insert(db, schema.recruiters, {
    name: "Ana Admin",
    email: "admin@test.example",
    role_id: adminRole,
    is_admin: true,
    active: true,
    account_id: adminAccount,
  });
  const recruiterAccount = await account(db, "recruiters", "recruiter@test.example", null);
  const recruiter = await insert(db, schema.recruiters, {
    name: "Rui Recrutador",
    email: "recruiter@test.example",
    role_id: readerRole,
    is_admin: false,
    active: true,
    account_id: recruiterAccount,
  });
  await link(db, schema.recruiters_businesses, recruiter, business);
  await link(db, schema.recruiters_businesses, admin, business);

  const company = await insert(db, schema.client_companies, { business_id: business, name: "Acme Ltda", status: 1 });
  const clientAccount = await account(db, "client_contacts", "client@test.example", business);
  const clientContact = await insert(db, schema.client_contacts, {
    business_id: business,
    name: "Clara Cliente",
    email: "client@test.example",
    client_company_id: company,
    portal_access: true,
    active: true,
    account_id: clientAccount,
  });

  const { id: candidate, accountId: candidateAccount } = await candidateWithAccount(db, business, {
    email: "candidate@test.example",
    name: "Carla Candidata",
  });

  return {
    business,
    otherBusiness,
    adminRole,
    readerRole,
    admin: { id: admin, accountId: adminAccount, email: "admin@test.example" },
    recruiter: { id: recruiter, accountId: recruiterAccount, email: "recruiter@test.example" },
    clientContact: { id: clientContact, accountId: clientAccount, email: "client@test.example", company },
    candidate: { id: candidate, accountId: candidateAccount, email: "candidate@test.example" },
  };
}
