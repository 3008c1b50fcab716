/**
 * A job's applies as a kanban board (routes/recruiters/applies.ts): the cards of a job in stage and position order,
 * and a card's move, which renumbers the columns it leaves and enters in one transaction.
 */
import { type AnyEntity, findEntity } from "@seleta/domain";
import { sql } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import { rowScope } from "../authz/policy";
import { type Database, type Executor, queryRows, rowsOf } from "../db/client";
import { candidates, col, entityTable, jobs } from "../db/schema";
import { notFound } from "../edge/errors";
import { changeContext, updateRecord } from "./records";

const appliesEntity = findEntity("applies") as AnyEntity;
const applies = entityTable("applies");
/** A column of `applies`, qualified: the policy's row scope names the table, so the queries never alias it. */
const a = (name: string) => col(applies, name);

/** The card's columns; the candidate's own name and photo stand in for an apply that has no copy of them. */
const CARD_COLUMNS = sql`${a("id")} as id, ${a("candidate_id")} as candidate_id,
  coalesce(${a("candidate_name")}, c.name) as candidate_name,
  coalesce(${a("candidate_avatar")}, c.avatar) as candidate_avatar, ${a("stage")} as stage,
  ${a("position")} as position, ${a("submission_status")} as submission_status,
  ${a("reject_reason")} as reject_reason, ${a("like_candidates")} as like_candidates,
  ${a("deslike_candidates")} as deslike_candidates, ${a("star_candidate")} as star_candidate,
  ${a("amount_description")} as amount_description`;

const FROM_APPLIES = sql`${applies} left join ${candidates} c
  on c.id = ${a("candidate_id")} and c.business_id = ${a("business_id")}`;

const COLUMN_ORDER = sql`${a("position")} asc nulls last, ${a("id")} asc`;

/** The job of the recruiter's business (not deleted), or 404: a board never tells another business's jobs apart. */
export async function jobOf(executor: Executor, principal: RecruiterPrincipal, jobId: number) {
  const [job] = await rowsOf<{ id: number; title: string }>(
    executor.execute(
      sql`select id, title from ${jobs}
          where id = ${jobId} and business_id = ${principal.businessId} and deleted_at is null`,
    ),
  );
  if (!job) throw notFound();
  return job;
}

/** The applies of one column of the job in order (without the moved one), as the principal may update them. */
async function columnIds(
  executor: Executor,
  principal: RecruiterPrincipal,
  jobId: number,
  stage: number,
  without: number,
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    executor.execute(
      sql`select ${a("id")} as id from ${applies}
          where ${a("job_id")} = ${jobId} and ${a("stage")} = ${stage} and ${a("id")} <> ${without}
            and ${rowScope(principal, "update", appliesEntity, applies)}
          order by ${COLUMN_ORDER}`,
    ),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Gives each apply of a column its index as position, writing only the rows that change. The neighbours' positions
 * are bookkeeping of the moved card's drop, not changes anyone made to them: they get no audit entry.
 */
async function renumber(executor: Executor, column: readonly number[], skip: number): Promise<void> {
  const pairs = column.flatMap((id, position) => (id === skip ? [] : [sql`(${id}::int, ${position}::int)`]));
  if (pairs.length === 0) return;
  await executor.execute(
    sql`update ${applies} set position = v.position
        from (values ${sql.join(pairs, sql`, `)}) as v(id, position)
        where ${a("id")} = v.id and ${a("position")} is distinct from v.position`,
  );
}

/** The cards of a job's board as the principal may read them, by stage then position, at most `max`. */
export function boardCards(db: Database, principal: RecruiterPrincipal, jobId: number, max: number) {
  return queryRows<Record<string, unknown>>(
    db,
    sql`select ${CARD_COLUMNS} from ${FROM_APPLIES}
        where ${a("job_id")} = ${jobId} and ${rowScope(principal, "read", appliesEntity, applies)}
        order by ${a("stage")}, ${COLUMN_ORDER}
        limit ${max}`,
  );
}

/**
 * Moves an apply to `stage` at `position` (clamped to the column), renumbering the columns, and writes the values
 * `valuesFor` gives (which may refuse) through the engine, with its audit entry; 404 for an apply out of reach.
 */
export async function moveApply(
  db: Database,
  principal: RecruiterPrincipal,
  move: {
    jobId: number;
    id: number;
    stage: number;
    position: number;
    requestId: string;
    valuesFor: (current: { reject_reason: number | null }) => Record<string, unknown>;
  },
) {
  const { jobId, id, stage } = move;
  return db.drizzle.transaction(async (tx) => {
    const job = await jobOf(tx, principal, jobId);
    const [current] = await rowsOf<{ stage: number; reject_reason: number | null; candidate_name: string | null }>(
      tx.execute(
        sql`select ${a("stage")} as stage, ${a("reject_reason")} as reject_reason,
                   coalesce(${a("candidate_name")}, c.name) as candidate_name
            from ${FROM_APPLIES}
            where ${a("id")} = ${id} and ${a("job_id")} = ${jobId}
              and ${rowScope(principal, "update", appliesEntity, applies)}
            for update of ${applies}`,
      ),
    );
    if (!current) throw notFound();
    const from = Number(current.stage);
    const values = move.valuesFor({
      reject_reason:
        current.reject_reason === null || current.reject_reason === undefined ? null : Number(current.reject_reason),
    });

    const target = await columnIds(tx, principal, jobId, stage, id);
    const position = Math.min(move.position, target.length);
    target.splice(position, 0, id);
    if (from !== stage) await renumber(tx, await columnIds(tx, principal, jobId, from, id), id);
    await renumber(tx, target, id);
    // The moved apply through the engine: its audit entry (its history) says which fields went from what to what.
    await updateRecord(tx, appliesEntity, id, { ...values, position }, changeContext(principal, move.requestId));
    const [row] = await rowsOf<Record<string, unknown>>(
      tx.execute(sql`select ${CARD_COLUMNS} from ${FROM_APPLIES} where ${a("id")} = ${id}`),
    );
    return { card: row as Record<string, unknown>, from, job, candidate: current.candidate_name };
  });
}
