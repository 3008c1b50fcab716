/** Spec §3, the logged-in user's record under its strategy's root key (`GET /recruiters` → `{recruiter}`). */
import type { RolePermissions } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { candidates, client_contacts, recruiters } from "../db/schema";
import type { AccountPrincipal, CandidatePrincipal, ClientContactPrincipal, RecruiterPrincipal } from "./principal";

export type RecruiterMe = {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  photoUrl: string | null;
  signature: string | null;
  /**
   * Spec §3/§7: the token the live socket is opened with. The cable issue decides what it is (never the session
   * token itself, which stays HttpOnly); until then null, and the web app opens no socket.
   */
  devise_token: string | null;
  logged_in_with_microsoft: boolean;
  role_permissions: RolePermissions;
  business_id: number | null;
};

export type CandidateMe = {
  id: number;
  name: string;
  email: string;
  avatar_url: string | null;
  completed_register: boolean;
  confirmed: boolean;
};

export type ClientContactMe = {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  photoUrl: string | null;
  client_company_id: number;
};

export async function recruiterMe(db: Database, principal: RecruiterPrincipal): Promise<RecruiterMe> {
  const [row] = await queryRows<{
    name: string;
    email: string;
    photo_url: string | null;
    signature: string | null;
    logged_in_with_microsoft: boolean | null;
  }>(
    db,
    sql`select name, email, photo_url, signature, logged_in_with_microsoft from ${recruiters} where id = ${principal.id}`,
  );
  return {
    id: principal.id,
    name: row?.name ?? "",
    email: row?.email ?? "",
    is_admin: principal.isAdmin,
    photoUrl: row?.photo_url ?? null,
    signature: row?.signature ?? null,
    devise_token: null,
    logged_in_with_microsoft: row?.logged_in_with_microsoft === true,
    role_permissions: principal.rolePermissions,
    business_id: principal.businessId,
  };
}

export async function candidateMe(db: Database, principal: CandidatePrincipal): Promise<CandidateMe> {
  const [row] = await queryRows<{ name: string; email: string; avatar: string | null }>(
    db,
    sql`select name, email, avatar from ${candidates} where id = ${principal.id}`,
  );
  return {
    id: principal.id,
    name: row?.name ?? "",
    email: row?.email ?? "",
    avatar_url: row?.avatar ?? null,
    completed_register: principal.completedRegister,
    confirmed: principal.confirmed,
  };
}

export async function clientContactMe(db: Database, principal: ClientContactPrincipal): Promise<ClientContactMe> {
  const [row] = await queryRows<{ name: string; email: string; photo: string | null }>(
    db,
    sql`select name, email, photo from ${client_contacts} where id = ${principal.id}`,
  );
  return {
    id: principal.id,
    name: row?.name ?? "",
    email: row?.email ?? "",
    is_admin: principal.isAdmin,
    photoUrl: row?.photo ?? null,
    client_company_id: principal.clientCompanyId,
  };
}

export function me(db: Database, principal: AccountPrincipal): Promise<RecruiterMe | CandidateMe | ClientContactMe> {
  switch (principal.kind) {
    case "recruiters":
      return recruiterMe(db, principal);
    case "candidates":
      return candidateMe(db, principal);
    case "client_contacts":
      return clientContactMe(db, principal);
  }
}
