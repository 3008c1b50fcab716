/**
 * Who is asking: resolved once per request from the session (cookie or Bearer) into the facts authorisation
 * needs — the recruiter's role_permissions, is_admin and businesses; the candidate's and the client contact's
 * own ids and business.
 */
import type { AuthStrategy, RolePermissions } from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { candidates, client_contacts, recruiters, recruiters_businesses, roles } from "../db/schema";
import type { StrategyInfo } from "./strategies";

type Base = { sessionId: number; accountId: number };

export type RecruiterPrincipal = Base & {
  kind: "recruiters";
  id: number;
  isAdmin: boolean;
  rolePermissions: RolePermissions;
  /** The businesses the recruiter works in (administrators: all of them). */
  businessIds: number[];
  /** The business every query is scoped to: the one chosen, else the first. Null: none to work in. */
  businessId: number | null;
};

export type CandidatePrincipal = Base & {
  kind: "candidates";
  id: number;
  businessId: number;
  confirmed: boolean;
  completedRegister: boolean;
};

export type ClientContactPrincipal = Base & {
  kind: "client_contacts";
  id: number;
  businessId: number;
  clientCompanyId: number;
  isAdmin: boolean;
};

/** Someone outside the accounts holding one shortlist's token (spec §6). */
export type ShortlistPrincipal = { kind: "shortlist"; shortlistId: number; businessId: number };

export type Principal = RecruiterPrincipal | CandidatePrincipal | ClientContactPrincipal | ShortlistPrincipal;
export type AccountPrincipal = Exclude<Principal, ShortlistPrincipal>;

export type PrincipalOf<S extends AuthStrategy> = Extract<AccountPrincipal, { kind: S }>;

/** A recruiter's facts as one row: the columns `recruiterFacts` selects. */
export type RecruiterRow = {
  recruiter_id: number | null;
  is_admin: boolean | null;
  permissions: RolePermissions | null;
  current_business_id: number | null;
  business_ids: number[] | null;
};

/**
 * The active recruiter of an account (`accountId`: a value or a column of an outer query), with their role's
 * permissions and the businesses they work in now: a removal from a business or a deactivation counts from the next
 * request. One statement for `loadPrincipal` and, joined to the session's row, for `findSessionPrincipal`.
 */
export function recruiterFacts(accountId: SQL): SQL {
  return sql`select r.id as recruiter_id, r.is_admin, ro.permissions, r.current_business_id,
                    case when r.is_admin then array(select id from businesses where active is not false order by id)
                         else array(select related_id from ${recruiters_businesses} where record_id = r.id order by related_id)
                    end as business_ids
             from ${recruiters} r join ${roles} ro on ro.id = r.role_id
             where r.account_id = ${accountId} and r.active is not false`;
}

export function recruiterPrincipal(base: Base, row: RecruiterRow): RecruiterPrincipal | undefined {
  if (row.recruiter_id === null) return undefined;
  const businessIds = (row.business_ids ?? []).map(Number);
  const chosen = row.current_business_id === null ? undefined : Number(row.current_business_id);
  return {
    ...base,
    kind: "recruiters",
    id: Number(row.recruiter_id),
    isAdmin: row.is_admin === true,
    rolePermissions: row.permissions ?? {},
    businessIds,
    businessId: chosen !== undefined && businessIds.includes(chosen) ? chosen : (businessIds[0] ?? null),
  };
}

/** A signed-in session as its token finds it (auth/session.ts): the account and the strategy it signed in with. */
export type Session = {
  id: number;
  accountId: number;
  strategy: StrategyInfo;
};

/** The person behind a session; undefined when it is gone, deactivated or has lost portal access. */
export async function loadPrincipal(db: Database, session: Session): Promise<AccountPrincipal | undefined> {
  const base = { sessionId: session.id, accountId: session.accountId };
  switch (session.strategy.strategy) {
    case "recruiters": {
      const [row] = await queryRows<RecruiterRow>(db, recruiterFacts(sql`${session.accountId}`));
      return row ? recruiterPrincipal(base, row) : undefined;
    }
    case "candidates": {
      const [row] = await queryRows<{
        id: number;
        business_id: number;
        confirmed: boolean | null;
        completed_register: boolean | null;
      }>(
        db,
        sql`select id, business_id, confirmed, completed_register from ${candidates}
            where account_id = ${session.accountId} and deleted_at is null`,
      );
      if (!row) return undefined;
      return {
        ...base,
        kind: "candidates",
        id: Number(row.id),
        businessId: Number(row.business_id),
        confirmed: row.confirmed === true,
        completedRegister: row.completed_register === true,
      };
    }
    case "client_contacts": {
      const [row] = await queryRows<{
        id: number;
        business_id: number;
        client_company_id: number;
        is_admin: boolean | null;
      }>(
        db,
        sql`select id, business_id, client_company_id, is_admin from ${client_contacts}
            where account_id = ${session.accountId} and portal_access is not false and active is not false`,
      );
      if (!row) return undefined;
      return {
        ...base,
        kind: "client_contacts",
        id: Number(row.id),
        businessId: Number(row.business_id),
        clientCompanyId: Number(row.client_company_id),
        isAdmin: row.is_admin === true,
      };
    }
  }
}
