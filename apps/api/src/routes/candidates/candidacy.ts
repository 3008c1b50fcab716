/**
 * Where the signed-in candidate's applications stand (the candidate area's `candidacy` page):
 *
 *   GET  /candidates/applies                 → {applies: [candidacy]}  newest application first
 *   POST /candidates/applies/{id}/withdraw   → {apply: candidacy}
 *
 * A candidacy says only what the candidate may know (wire/candidacy.ts): the step in the candidate's words, mapped
 * from the stage on the server (candidatePortal/candidacyStatus), and its timeline, built from the apply's audit
 * history of stage changes. The stage, the submission sub-status, the reject reason and notes never leave here.
 *
 * Withdrawing moves the apply to the pipeline's Withdrawn column (the last place), through the engine so that its
 * history records it as the candidate's change, and tells the job's owner and team (live on their notification
 * streams). A closed application (withdrawn, hired, not selected, or its job closed) cannot be withdrawn: 409.
 *
 * Who: a candidate's session; the rows are the candidate's own applies in their business (the registry's
 * `outsideAccess`), and another's is the same 404 as an unknown id.
 */
import { type AnyEntity, applyStages, catalogueIdOf, findEntity, jobStatuses, type Locale } from "@seleta/domain";
import {
  type CandidacyStanding,
  type CandidacyStep,
  candidacyStanding,
  candidacyTimeline,
  isWithdrawable,
  type StageChange,
} from "@seleta/domain/candidate-portal";
import {
  CANDIDACIES_MAX,
  candidaciesAnswerSchema,
  type candidacySchema,
  candidacyWithdrawnAnswerSchema,
  pathIdSchema,
} from "@seleta/domain/wire";
import { type SQLWrapper, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import type { CandidatePrincipal } from "../../auth/principal";
import { rowScope } from "../../authz/policy";
import { type Database, type Log, rowsOf } from "../../db/client";
import { auditLogs, businesses, candidates, col, entityTable, jobs } from "../../db/schema";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { changeContext, type Executor, updateRecord } from "../../engine/records";
import type { LiveBus } from "../../live/bus";
import { jobFollowers } from "../../notifications/events";
import { createNotifications } from "../../notifications/store";

type Candidacy = z.output<typeof candidacySchema>;

const appliesEntity = findEntity("applies") as AnyEntity;
const applies = entityTable("applies");
/** A column of `applies`, qualified: the policy's row scope names the table, so the queries never alias it. */
const a = (name: string) => col(applies, name);

const WITHDRAWN_STAGE = catalogueIdOf(applyStages, "withdrawn");

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

type CandidacyRow = {
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
async function stageChangesOf(executor: Executor, ids: readonly number[]): Promise<Map<number, StageChange[]>> {
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

function candidacyOf(row: CandidacyRow, stageChanges: readonly StageChange[]): Candidacy {
  const currentStage = Number(row.stage);
  const jobOpen = row.job_open === true;
  const standing: CandidacyStanding = candidacyStanding(currentStage, jobOpen);
  const timeline: CandidacyStep[] = candidacyTimeline({
    appliedAt: row.applied_at,
    stageChanges,
    currentStage,
    updatedAt: row.updated_at,
    job: { open: jobOpen, closedAt: row.job_closed_at },
  });
  return {
    id: Number(row.id),
    job: { title: row.job_title, company: row.company },
    applied_at: row.applied_at,
    status: standing.status,
    closure: standing.closure,
    timeline,
    withdrawable: isWithdrawable(standing),
  };
}

/** The candidate's applies (one when `id` is given), as candidacies. */
async function candidaciesOf(executor: Executor, principal: CandidatePrincipal, id?: number): Promise<Candidacy[]> {
  const rows = await rowsOf<CandidacyRow>(
    executor.execute(
      sql`select ${CANDIDACY_COLUMNS} from ${FROM_CANDIDACIES}
          where ${rowScope(principal, "read", appliesEntity, applies)}
            ${id === undefined ? sql`` : sql`and ${a("id")} = ${id}`}
          order by coalesce(${a("applied_at")}, ${a("created_at")}) desc, ${a("id")} desc
          limit ${CANDIDACIES_MAX}`,
    ),
  );
  const changes = await stageChangesOf(
    executor,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => candidacyOf(row, changes.get(Number(row.id)) ?? []));
}

const ALREADY_CLOSED: Record<Locale, string> = {
  "pt-BR": "Esta candidatura já foi encerrada e não pode ser retirada.",
  en: "This application is already closed and cannot be withdrawn.",
};

const ALREADY_WITHDRAWN: Record<Locale, string> = {
  "pt-BR": "Você já retirou esta candidatura.",
  en: "You have already withdrawn this application.",
};

/** Of the Withdrawn column, the place after its last card. */
async function endOfWithdrawnColumn(executor: Executor, jobId: number): Promise<number> {
  const [row] = await rowsOf<{ next: number }>(
    executor.execute(
      sql`select coalesce(max(${a("position")}) + 1, 0) as next from ${applies}
          where ${a("job_id")} = ${jobId} and ${a("stage")} = ${WITHDRAWN_STAGE}`,
    ),
  );
  return Number(row?.next ?? 0);
}

/** The column the apply left, numbered 0… again (bookkeeping of the move, as the kanban's own moves do). */
async function closeGap(executor: Executor, jobId: number, stage: number): Promise<void> {
  await executor.execute(
    sql`update ${applies} set position = v.position
        from (select ${a("id")} as id,
                     (row_number() over (order by ${a("position")} asc nulls last, ${a("id")} asc) - 1)::int as position
              from ${applies} where ${a("job_id")} = ${jobId} and ${a("stage")} = ${stage}) as v
        where ${a("id")} = v.id and ${a("position")} is distinct from v.position`,
  );
}

/** The business's language for stored messages: pt-BR until businesses get a language setting. */
const BUSINESS_LOCALE: Locale = "pt-BR";

function withdrawnText(candidate: string, job: string, locale: Locale): string {
  return locale === "pt-BR"
    ? `${candidate} retirou a candidatura à vaga ${job}`
    : `${candidate} withdrew their application to the ${job} job`;
}

type WithdrawnEvent = { businessId: number; jobId: number; jobTitle: string; applyId: number; candidate: string };

/**
 * The withdrawal is committed: a lost notification is logged, never the candidate's error. Filed as a move of the
 * apply (the Apply tab): the card moved to Withdrawn.
 */
async function notifyWithdrawn(
  db: Database,
  live: LiveBus | undefined,
  log: Pick<Log, "error">,
  event: WithdrawnEvent,
) {
  try {
    const recipients = await jobFollowers(db, event.jobId, event.businessId, null);
    await createNotifications(db, live, recipients, {
      businessId: event.businessId,
      kind: "applyMoved",
      message: withdrawnText(event.candidate, event.jobTitle, BUSINESS_LOCALE),
      link: `/recruiters/jobs/${event.jobId}/applies/kanban`,
      reference: { type: appliesEntity.name, id: event.applyId },
    });
  } catch (error) {
    log.error({ err: error, event: "applyWithdrawn" }, "The applyWithdrawn notification was not created");
  }
}

export const candidacyRoutes: FastifyPluginAsync<{ db: Database; live?: LiveBus }> = async (fastify, { db, live }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "candidates");
  const tags = ["candidates"];

  app.get(
    "/candidates/applies",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The signed-in candidate's applications: where each stands, in the candidate's words",
        response: { 200: candidaciesAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      return { applies: await candidaciesOf(db.drizzle, principal) };
    },
  );

  app.post(
    "/candidates/applies/:id/withdraw",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Withdraw one of the signed-in candidate's applications from its job's pipeline",
        params: z.object({ id: pathIdSchema }),
        response: { 200: candidacyWithdrawnAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "candidates");
      const { id } = request.params;
      const locale = requestLocale(request);
      const withdrawn = await db.drizzle.transaction(async (tx) => {
        const [current] = await rowsOf<CandidacyRow & { candidate_name: string | null }>(
          tx.execute(
            sql`select ${CANDIDACY_COLUMNS}, coalesce(${a("candidate_name")}, c.name) as candidate_name
                from ${FROM_CANDIDACIES} left join ${candidates} c on c.id = ${a("candidate_id")}
                where ${a("id")} = ${id} and ${rowScope(principal, "read", appliesEntity, applies)}
                for update of ${applies}`,
          ),
        );
        if (!current) throw notFound();
        const stage = Number(current.stage);
        const standing = candidacyStanding(stage, current.job_open === true);
        if (!isWithdrawable(standing)) {
          const message = standing.closure === "withdrawn" ? ALREADY_WITHDRAWN : ALREADY_CLOSED;
          const code = standing.closure === "withdrawn" ? "already_withdrawn" : "candidacy_closed";
          throw new HttpError(409, code, message[locale]);
        }
        const jobId = Number(current.job_id);
        const position = await endOfWithdrawnColumn(tx, jobId);
        // Through the engine: the apply's history says the candidate moved it to Withdrawn.
        await updateRecord(
          tx,
          appliesEntity,
          id,
          { stage: WITHDRAWN_STAGE, position },
          changeContext(principal, request.id),
        );
        await closeGap(tx, jobId, stage);
        const [candidacy] = await candidaciesOf(tx, principal, id);
        return { candidacy: candidacy as Candidacy, jobId, jobTitle: current.job_title, name: current.candidate_name };
      });
      await notifyWithdrawn(db, live, request.log, {
        businessId: principal.businessId,
        jobId: withdrawn.jobId,
        jobTitle: withdrawn.jobTitle,
        applyId: id,
        candidate: withdrawn.name ?? "",
      });
      return { apply: withdrawn.candidacy };
    },
  );
};
