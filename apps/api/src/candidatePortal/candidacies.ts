/**
 * A candidate's applications as candidacies (routes/candidates/candidacy.ts): the apply, its job and firm, the stage
 * changes of its history, and the board's bookkeeping when the candidate withdraws one.
 */
import { type AnyEntity, findEntity, jobStatuses } from "@seleta/domain";
import type { StageChange } from "@seleta/domain/candidate-portal";
import { type SQLWrapper, sql } from "drizzle-orm";
import type { CandidatePrincipal } from "../auth/principal";
import { rowScope } from "../authz/policy";
import { type Executor, rowsOf } from "../db/client";
import { auditLogs, businesses, candidates, col, entityTable, jobs } from "../db/schema";

const appliesEntity = findEntity("applies") as AnyEntity;
const applies = entityTable("applies");
/** A column of `applies`, qualified: the policy's row scope names the table, so the queries never alias it. */
const a = (name: string) => col(applies, name);

/** The statuses that end a job (filled, cancelled, closed): its applications still open close with it. */
const ENDED_JOB_STATUS_IDS = jobStatuses.entries
  .filter((status) => !status.open && status.key !== "draft")
  .map((status) => status.id);

const iso = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What a candidacy is made of, and no more: the job's title as it was published (the apply's copy when the job is
 * gone), the firm's name, and what decides the step. The job may be another business's only if the data is broken:
 * the join keeps to the apply's business.
 */
const CANDIDACY_COLUMNS = sql`${a("id")} as id, ${a("stage")} as stage, ${a("job_id")} as job_id,
  coalesce(j.title, ${a("job_title")}, '') as job_title, b.name as company,
  ${iso(sql`coalesce(${a("applied_at")}, ${a("created_at")})`)} as applied_at,
  ${iso(a("updated_at"))} as updated_at,
  (j.id is not null and j.deleted_at is null and j.closed_at is null
    and j.status not in (${sql.join(
      ENDED_JOB_STATUS_IDS.map((id) => sql`${id}`),
      sql`, `,
    )})) as job_open,
  j.closed_at::text as job_closed_at`;

const FROM_CANDIDACIES = sql`${applies}
  left join ${jobs} j on j.id = ${a("job_id")} and j.business_id = ${a("business_id")}
  join ${businesses} b on b.id = ${a("business_id")}`;

export type CandidacyRow = {
  id: number;
  stage: number;
  job_id: number | null;
  job_title: string;
  company: string;
  applied_at: string;
  updated_at: string;
  job_open: boolean;
  job_closed_at: string | null;
};

/** The stage changes of the applies' histories, oldest first, by apply (only the stage: nothing else is read). */
export async function stageChangesOf(executor: Executor, ids: readonly number[]): Promise<Map<number, StageChange[]>> {
  const changes = new Map<number, StageChange[]>();
  if (ids.length === 0) return changes;
  const rows = await rowsOf<{ record_id: number; at: string; from_stage: string | null; to_stage: string | null }>(
    executor.execute(
      sql`select record_id, ${iso(sql`created_at`)} as at,
                 changes -> 'stage' ->> 0 as from_stage, changes -> 'stage' ->> 1 as to_stage
          from ${auditLogs}
          where entity = ${appliesEntity.name}
            and record_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
            and changes -> 'stage' is not null
          order by created_at, id`,
    ),
  );
  for (const row of rows) {
    if (row.to_stage === null) continue;
    const id = Number(row.record_id);
    const change = {
      at: row.at,
      from: row.from_stage === null ? null : Number(row.from_stage),
      to: Number(row.to_stage),
    };
    changes.set(id, [...(changes.get(id) ?? []), change]);
  }
  return changes;
}

/** The candidate's applies (one when `id` is given), newest first, at most `max`. */
export function candidacyRows(
  executor: Executor,
  principal: CandidatePrincipal,
  max: number,
  id?: number,
): Promise<CandidacyRow[]> {
  return rowsOf<CandidacyRow>(
    executor.execute(
      sql`select ${CANDIDACY_COLUMNS} from ${FROM_CANDIDACIES}
          where ${rowScope(principal, "read", appliesEntity, applies)}
            ${id === undefined ? sql`` : sql`and ${a("id")} = ${id}`}
          order by coalesce(${a("applied_at")}, ${a("created_at")}) desc, ${a("id")} desc
          limit ${max}`,
    ),
  );
}

/** One of the candidate's applies, locked for update, with the candidate's name; undefined when out of reach. */
export async function lockedCandidacy(
  executor: Executor,
  principal: CandidatePrincipal,
  id: number,
): Promise<(CandidacyRow & { candidate_name: string | null }) | undefined> {
  const [current] = await rowsOf<CandidacyRow & { candidate_name: string | null }>(
    executor.execute(
      sql`select ${CANDIDACY_COLUMNS}, coalesce(${a("candidate_name")}, c.name) as candidate_name
          from ${FROM_CANDIDACIES} left join ${candidates} c on c.id = ${a("candidate_id")}
          where ${a("id")} = ${id} and ${rowScope(principal, "read", appliesEntity, applies)}
          for update of ${applies}`,
    ),
  );
  return current;
}

/** Of a column of the job's board, the place after its last card. */
export async function endOfColumn(executor: Executor, jobId: number, stage: number): Promise<number> {
  const [row] = await rowsOf<{ next: number }>(
    executor.execute(
      sql`select coalesce(max(${a("position")}) + 1, 0) as next from ${applies}
          where ${a("job_id")} = ${jobId} and ${a("stage")} = ${stage}`,
    ),
  );
  return Number(row?.next ?? 0);
}

/** The column the apply left, numbered 0… again (bookkeeping of the move, as the kanban's own moves do). */
export async function closeGap(executor: Executor, jobId: number, stage: number): Promise<void> {
  await executor.execute(
    sql`update ${applies} set position = v.position
        from (select ${a("id")} as id,
                     (row_number() over (order by ${a("position")} asc nulls last, ${a("id")} asc) - 1)::int as position
              from ${applies} where ${a("job_id")} = ${jobId} and ${a("stage")} = ${stage}) as v
        where ${a("id")} = v.id and ${a("position")} is distinct from v.position`,
  );
}
