/** The recruiters' own records, as the recruiter routes (routes/recruiters/) read them. */
import type { businessSchema } from "@seleta/domain/wire";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { RecruiterPrincipal } from "../auth/principal";
import { type Database, queryRows } from "../db/client";
import { businesses, col, recruiters } from "../db/schema";
import { exactText, sortKey } from "../db/schema/sortKey";

export type Business = z.output<typeof businessSchema>;

/** The names of the recruiters among `ids`, by id; unknown ids are left out. */
export async function recruiterNames(db: Database, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number; name: string | null }>(
    db,
    sql`select r.id, r.name from ${recruiters} r
        where r.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by r.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name ?? "" }));
}

/** The businesses a recruiter works in, by name. */
export async function businessesOf(db: Database, principal: RecruiterPrincipal): Promise<Business[]> {
  if (principal.businessIds.length === 0) return [];
  const rows = await queryRows<Business>(
    db,
    sql`select id, name, logo_url from ${businesses}
        where id in (${sql.join(
          principal.businessIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by ${sortKey(col(businesses, "name"))}, ${exactText(col(businesses, "name"))}, id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, logo_url: row.logo_url ?? null }));
}

/** The business a recruiter works in from now on (one they work in: the caller checks). */
export async function chooseCurrentBusiness(db: Database, recruiterId: number, businessId: number): Promise<void> {
  await queryRows(
    db,
    sql`update ${recruiters} set current_business_id = ${businessId}, updated_at = now() where id = ${recruiterId}`,
  );
}

/** The business's remaining Nubela (profile enrichment) credit. */
export async function nubelaCredit(db: Database, businessId: number): Promise<number> {
  const [row] = await queryRows<{ nubela_credit: number | null }>(
    db,
    sql`select nubela_credit from ${businesses} where id = ${businessId}`,
  );
  return Number(row?.nubela_credit ?? 0);
}

/** Stores a recruiter's own e-mail signature (sanitised by the caller). */
export async function storeSignature(
  db: Database,
  principal: RecruiterPrincipal,
  signature: string | null,
): Promise<void> {
  await queryRows(
    db,
    sql`update ${recruiters} set signature = ${signature}, updated_at = now(), updated_by = ${principal.accountId}
        where id = ${principal.id}`,
  );
}
