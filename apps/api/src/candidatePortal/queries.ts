/** The candidate area's reads and writes of its own rows, as the candidate routes (routes/candidates/) call them. */
import { entities } from "@seleta/domain";
import { and, eq, sql } from "drizzle-orm";
import type { CandidatePrincipal } from "../auth/principal";
import { type Database, type Executor, queryRows, rowsOf } from "../db/client";
import { applies, candidates, category_sectors, col, jobs } from "../db/schema";
import { publicJobCondition } from "../db/schema/publicJobs";
import { recordAudit } from "../engine/audit";

export type PartnerRow = {
  uid: string;
  name: string;
  logo: string | null;
  website: string | null;
  description: string | null;
};

export type MeetingRow = {
  kind: "interview" | "meeting";
  id: number;
  title: string;
  round: number | null;
  starts_at: string;
  ends_at: string | null;
  location: string | null;
  meeting_url: string | null;
};

const isoUtc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/**
 * The candidate's interviews (of their own applications: the interview's candidate and its apply's candidate must
 * both be them) and the meetings that name them, in their business, soonest first. Only the columns a candidate may
 * read are selected.
 */
export async function meetingsOf(db: Database, candidateId: number, businessId: number): Promise<MeetingRow[]> {
  return queryRows<MeetingRow>(
    db,
    sql`select 'interview' as kind, i.id, coalesce(j.title, '') as title, i.status as round,
               ${isoUtc("i.scheduled_at")} as starts_at,
               case when i.duration_minutes is null then null
                    else ${isoUtc("(i.scheduled_at + make_interval(mins => i.duration_minutes))")} end as ends_at,
               i.location, i.meeting_url, i.scheduled_at as sort_at
        from interviews i
        join applies a on a.id = i.apply_id and a.candidate_id = ${candidateId} and a.business_id = ${businessId}
        join jobs j on j.id = i.job_id
        where i.candidate_id = ${candidateId} and i.business_id = ${businessId}
        union all
        select 'meeting' as kind, m.id, m.title, null as round, ${isoUtc("m.starts_at")} as starts_at,
               ${isoUtc("m.ends_at")} as ends_at, m.location, m.meeting_url, m.starts_at as sort_at
        from meetings m
        where m.candidate_id = ${candidateId} and m.business_id = ${businessId}
        order by sort_at, kind, id`,
  );
}

/** The candidate's role (as they wrote it, else their current experience's) and their applications' areas' slugs. */
export async function matchingProfile(db: Database, candidateId: number, businessId: number, areasSearched: number) {
  const [candidate] = await queryRows<{ role_name: string | null; experience_role: string | null }>(
    db,
    sql`select role_name, current_experience->>'role' as experience_role from candidates
        where id = ${candidateId} and business_id = ${businessId}`,
  );
  const areaRows = await queryRows<{ category_sector_id: number }>(
    db,
    sql`select j.category_sector_id from applies a join jobs j on j.id = a.job_id
        where a.candidate_id = ${candidateId} and a.business_id = ${businessId} and j.category_sector_id is not null
        group by j.category_sector_id order by max(a.created_at) desc limit ${areasSearched}`,
  );
  const role = candidate?.role_name?.trim() || candidate?.experience_role?.trim() || null;
  return { role, areaIds: areaRows.map((row) => Number(row.category_sector_id)) };
}

/** The candidate's stored Big Five result, or null. */
export async function storedBigFive(db: Database, candidateId: number, businessId: number): Promise<unknown> {
  const [row] = await queryRows<{ bigfive_50: unknown }>(
    db,
    sql`select bigfive_50 from candidates where id = ${candidateId} and business_id = ${businessId}`,
  );
  return row?.bigfive_50 ?? null;
}

/** Stores a Big Five result on the candidate's own record. */
export async function storeBigFive(
  db: Database,
  candidateId: number,
  businessId: number,
  bigfive: object,
): Promise<void> {
  await queryRows(
    db,
    sql`update candidates set bigfive_50 = ${JSON.stringify(bigfive)}::jsonb, updated_at = now()
        where id = ${candidateId} and business_id = ${businessId}`,
  );
}

/** The active partners of a business, by name. */
export function activePartners(db: Database, businessId: number): Promise<PartnerRow[]> {
  return queryRows<PartnerRow>(
    db,
    sql`select uid, name, logo, website, description from partners
        where business_id = ${businessId} and active is true
        order by seleta_sort_key(name), id`,
  );
}

/** An active partner of a business by its uid, or undefined. */
export async function activePartner(db: Database, businessId: number, uid: string): Promise<PartnerRow | undefined> {
  const [row] = await queryRows<PartnerRow>(
    db,
    sql`select uid, name, logo, website, description from partners
        where business_id = ${businessId} and active is true and uid = ${uid}
        order by id limit 1`,
  );
  return row;
}

/** The business areas, one catalogue for the whole group (a shared entity), in their order. */
export function businessAreas(db: Database) {
  return queryRows<{ id: number; name: string; name_en: string | null }>(
    db,
    sql`select id, name, name_en from ${category_sectors} order by position nulls last, name, id`,
  );
}

/**
 * Writes the registration wizard's own columns of the candidate's row, with its audit entry, in one transaction;
 * the row as written (undefined if it is gone).
 */
export async function writeRegistrationProgress(
  db: Database,
  principal: CandidatePrincipal,
  values: { registration_stage: number; completed_register?: boolean },
  changes: Record<string, [unknown, unknown]>,
  requestId: string,
): Promise<Record<string, unknown> | undefined> {
  return db.drizzle.transaction(async (tx) => {
    const [updated] = await tx
      .update(candidates)
      .set({ ...values, updated_at: new Date() } as never)
      .where(and(eq(candidates.id, principal.id), eq(col(candidates, "business_id"), principal.businessId)))
      .returning();
    await recordAudit(tx, [
      {
        entity: entities.candidates.name,
        recordId: principal.id,
        action: "update",
        changes,
        businessId: principal.businessId,
        accountId: principal.accountId,
        requestId,
      },
    ]);
    return updated as Record<string, unknown> | undefined;
  });
}

export type JobRow = {
  id: number;
  uid: string;
  title: string;
  city: string | null;
  state: string | null;
  description: string | null;
  questions: unknown;
  open: boolean;
};

/**
 * The job of the candidate's business with this uid that the public site lists (published, open, not deleted),
 * with whether it is open to applies today (its deadline not past); undefined for any other.
 */
export async function publicJobToApply(
  executor: Executor,
  businessId: number,
  uid: string,
  lock = false,
): Promise<JobRow | undefined> {
  const [row] = await rowsOf<JobRow>(
    executor.execute(
      sql`select j.id, j.uid, j.title, j.city, j.state, j.description, j.questions,
                 (${publicJobCondition("j")}) as open
          from ${jobs} j
          where j.uid = ${uid} and j.business_id = ${businessId} and j.deleted_at is null
          ${lock ? sql`for share of j` : sql``}`,
    ),
  );
  return row;
}

/** The candidate's apply to the job, if any: its id and when it was made. */
export async function ownApplyTo(executor: Executor, candidateId: number, jobId: number) {
  const [row] = await rowsOf<{ id: number; applied_at: string | Date | null; created_at: string | Date }>(
    executor.execute(
      sql`select id, applied_at, created_at from ${applies}
          where candidate_id = ${candidateId} and job_id = ${jobId}`,
    ),
  );
  return row ? { id: Number(row.id), applied_at: new Date(row.applied_at ?? row.created_at).toISOString() } : null;
}

/** An apply's answers as stored, once its video answers' files are recorded. */
export async function storeApplyAnswers(executor: Executor, id: number, answers: unknown): Promise<void> {
  await executor.execute(sql`update ${applies} set answers = ${JSON.stringify(answers)}::jsonb where id = ${id}`);
}
