/**
 * The candidate's LGPD rows (routes/candidates/candidatePrivacy.ts): consents and their history, the applications
 * consented to on themselves, the candidate's one data export, and the account behind a deletion.
 */
import { getEntity, type Locale } from "@seleta/domain";
import { CONSENT_TEXT_VERSION, type ConsentPurpose } from "@seleta/domain/privacy";
import { and, eq, sql } from "drizzle-orm";
import type { CandidatePrincipal } from "../auth/principal";
import { type Database, queryRows } from "../db/client";
import { accounts, candidateConsents, entityTables, recruiterDownloads } from "../db/schema";
import { recordAudit } from "../engine/audit";
import { lockAccountUploads } from "../uploads/limits";

const CANDIDATES = getEntity("candidates").name;

export type DataExportRow = typeof recruiterDownloads.$inferSelect;

/** Every consent the candidate recorded, newest first. */
export function consentRows(db: Database, candidateId: number) {
  return queryRows<{ purpose: ConsentPurpose; granted: boolean; text_version: string; created_at: unknown }>(
    db,
    sql`select purpose, granted, text_version, created_at from ${candidateConsents}
        where candidate_id = ${candidateId} order by created_at desc, id desc`,
  );
}

/** The candidate's applications, newest first, with their job's title. */
export function candidateApplications(db: Database, candidateId: number) {
  return queryRows<{ id: number; job_title: string | null; applied_at: unknown; created_at: unknown }>(
    db,
    sql`select a.id, coalesce(j.title, a.job_title) as job_title, a.applied_at, a.created_at
        from ${entityTables.applies} a left join ${entityTables.jobs} j on j.id = a.job_id
        where a.candidate_id = ${candidateId} order by a.created_at desc, a.id desc`,
  );
}

/** Records changed consents (at the text version shown) and their audit entry, in one transaction. */
export async function recordConsents(
  db: Database,
  principal: CandidatePrincipal,
  changed: readonly { purpose: ConsentPurpose; granted: boolean }[],
  requestId: string,
): Promise<void> {
  await db.drizzle.transaction(async (tx) => {
    await tx.insert(candidateConsents).values(
      changed.map(({ purpose, granted }) => ({
        business_id: principal.businessId,
        candidate_id: principal.id,
        purpose,
        granted,
        text_version: CONSENT_TEXT_VERSION,
      })),
    );
    await recordAudit(tx, [
      {
        entity: CANDIDATES,
        recordId: principal.id,
        action: "consent",
        changes: Object.fromEntries(changed.map(({ purpose, granted }) => [purpose, granted])),
        businessId: principal.businessId,
        accountId: principal.accountId,
        requestId,
      },
    ]);
  });
}

/** One of the candidate's own data exports, or undefined. */
export async function ownDataExport(db: Database, candidateId: number, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.drizzle
    .select()
    .from(recruiterDownloads)
    .where(and(eq(recruiterDownloads.id, id), eq(recruiterDownloads.candidate_id, candidateId)));
  return row;
}

/**
 * A new data export for the candidate, replacing the one in progress or ready, under the account's upload lock (of
 * two requests at once, the second replaces the first); the replaced rows' files are the caller's to remove.
 */
export async function replaceDataExport(db: Database, principal: CandidatePrincipal, locale: Locale) {
  return db.drizzle.transaction(async (tx) => {
    await lockAccountUploads(tx, principal.accountId);
    const replaced = await tx
      .delete(recruiterDownloads)
      .where(eq(recruiterDownloads.candidate_id, principal.id))
      .returning({ id: recruiterDownloads.id, storage_name: recruiterDownloads.storage_name });
    const [row] = await tx
      .insert(recruiterDownloads)
      .values({
        business_id: principal.businessId,
        candidate_id: principal.id,
        entity: CANDIDATES,
        format: "zip",
        requested: "lgpd",
        params: { locale },
      })
      .returning();
    if (!row) throw new Error("insert into recruiter_downloads returned nothing");
    return { row, replaced };
  });
}

/** The e-mail of an account, or undefined. */
export async function accountEmail(db: Database, accountId: number): Promise<{ email: string } | undefined> {
  const [account] = await queryRows<{ email: string }>(db, sql`select email from ${accounts} where id = ${accountId}`);
  return account;
}

/** The candidate of an account, or undefined. */
export async function candidateOfAccount(db: Database, accountId: number): Promise<{ id: number } | undefined> {
  const [candidate] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${entityTables.candidates} where account_id = ${accountId}`,
  );
  return candidate;
}
