/**
 * A job's applies pipeline (spec §2 /recruiters/jobs/{id}/applies/kanban, §4 apply stages):
 *
 *   GET   /recruiters/jobs/{jobId}/applies/board       → {job, applies: [card]}  every apply of the job, by stage
 *                                                      then position (the kanban shows them all, not a page)
 *   PATCH /recruiters/jobs/{jobId}/applies/{id}/move   {stage, position, submission_status?, reject_reason?}
 *                                                      → {apply: card}
 *
 * A move is one transaction: the card leaves its column and enters the target at `position`, both columns are
 * numbered 0… again, and the apply's audit entry says what changed (its history). After the commit, a change of
 * stage notifies the job's owner and team (who work in the business; never the mover) — the rule of the 'new apply'
 * notification (notifications/events.ts) — and pushes it live on their notification streams.
 *
 * Who: a recruiter's session; read (board) or update (move) on applies, else 403; a job or apply outside the
 * recruiter's business (or of another job) is 404. A Rejected stage needs a reject reason: 422 naming the field.
 */
import {
  type AnyEntity,
  applyStageEntry,
  findEntity,
  isRejectedStage,
  issueMessage,
  type Locale,
} from "@seleta/domain";
import {
  APPLY_BOARD_MAX,
  applyBoardAnswerSchema,
  type applyCardSchema,
  applyMoveAnswerSchema,
  applyMoveBodySchema,
  pathIdSchema,
} from "@seleta/domain/wire";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import type { RecruiterPrincipal } from "../../auth/principal";
import { allows, rowScope } from "../../authz/policy";
import { type Database, queryRows, rowsOf } from "../../db/client";
import { candidates, col, entityTable, jobs, recruiters } from "../../db/schema";
import { HttpError, notFound, requestLocale } from "../../edge/errors";
import { changeContext, type Executor, updateRecord } from "../../engine/records";
import type { LiveBus } from "../../live/bus";
import { jobFollowers } from "../../notifications/events";
import { createNotifications } from "../../notifications/store";

type ApplyCard = z.output<typeof applyCardSchema>;

const idParam = pathIdSchema;
const boardParams = z.object({ jobId: idParam });
const moveParams = z.object({ jobId: idParam, id: idParam });

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

type CardRow = Record<keyof ApplyCard, unknown>;

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

function cardOf(row: CardRow): ApplyCard {
  return {
    id: Number(row.id),
    candidate_id: numberOrNull(row.candidate_id),
    candidate_name: textOrNull(row.candidate_name),
    candidate_avatar: textOrNull(row.candidate_avatar),
    stage: Number(row.stage),
    position: numberOrNull(row.position),
    submission_status: numberOrNull(row.submission_status),
    reject_reason: numberOrNull(row.reject_reason),
    like_candidates: numberOrNull(row.like_candidates),
    deslike_candidates: numberOrNull(row.deslike_candidates),
    star_candidate: numberOrNull(row.star_candidate),
    amount_description: numberOrNull(row.amount_description),
  };
}

/** The job of the recruiter's business (not deleted), or 404: a board never tells another business's jobs apart. */
async function jobOf(executor: Executor, principal: RecruiterPrincipal, jobId: number) {
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

/** The values the move writes; 422 when a Rejected stage would be left without its reason (the registry's rule). */
function moveValues(
  body: z.output<typeof applyMoveBodySchema>,
  current: { reject_reason: number | null },
  locale: Locale,
): Record<string, unknown> {
  const values: Record<string, unknown> = { stage: body.stage };
  if (body.submission_status !== undefined) values.submission_status = body.submission_status;
  // Back in the pipeline an apply is no longer rejected; between the Rejected columns it keeps its reason.
  values.reject_reason = isRejectedStage(body.stage) ? (body.reject_reason ?? current.reject_reason) : null;
  const checked = appliesEntity.schemas.update.safeParse(values);
  if (!checked.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of checked.error.issues) {
      const name = issue.path.map(String).join(".") || "_";
      fields[name] = [...(fields[name] ?? []), issueMessage(issue, locale)];
    }
    throw new HttpError(422, "validation_failed", "Some fields are invalid.", fields);
  }
  return values;
}

/** The business's language for stored messages: pt-BR until businesses get a language setting (messages.ts). */
const BUSINESS_LOCALE: Locale = "pt-BR";

/** The bell's text of a move, in the business's language with the names filled in (stored as is, spec §3). */
function applyMovedText(actor: string, candidate: string, stage: number, job: string, locale: Locale): string {
  const stageLabel = applyStageEntry(stage)?.label[locale] ?? String(stage);
  return locale === "pt-BR"
    ? `${actor} moveu ${candidate} para ${stageLabel} na vaga ${job}`
    : `${actor} moved ${candidate} to ${stageLabel} in the ${job} job`;
}

export const applyRoutes: FastifyPluginAsync<{ db: Database; live?: LiveBus }> = async (fastify, { db, live }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["applies"];

  app.get(
    "/recruiters/jobs/:jobId/applies/board",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Every apply of a job as kanban cards, by stage then position (spec §2 applies/kanban)",
        params: boardParams,
        response: { 200: applyBoardAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      if (!allows(principal, "read", appliesEntity)) throw forbidden();
      const { jobId } = request.params;
      const job = await jobOf(db.drizzle, principal, jobId);
      const rows = await queryRows<CardRow>(
        db,
        sql`select ${CARD_COLUMNS} from ${FROM_APPLIES}
            where ${a("job_id")} = ${jobId} and ${rowScope(principal, "read", appliesEntity, applies)}
            order by ${a("stage")}, ${COLUMN_ORDER}
            limit ${APPLY_BOARD_MAX}`,
      );
      return { job: { id: Number(job.id), title: job.title }, applies: rows.map(cardOf) };
    },
  );

  app.patch(
    "/recruiters/jobs/:jobId/applies/:id/move",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Move an apply on its job's kanban: stage, place in the column, sub-status or reject reason",
        params: moveParams,
        body: applyMoveBodySchema,
        response: { 200: applyMoveAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      if (!allows(principal, "update", appliesEntity)) throw forbidden();
      const { jobId, id } = request.params;
      const body = request.body;
      const locale = requestLocale(request);

      const moved = await db.drizzle.transaction(async (tx) => {
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
        const values = moveValues(body, { reject_reason: numberOrNull(current.reject_reason) }, locale);

        const target = await columnIds(tx, principal, jobId, body.stage, id);
        const position = Math.min(body.position, target.length);
        target.splice(position, 0, id);
        if (from !== body.stage) await renumber(tx, await columnIds(tx, principal, jobId, from, id), id);
        await renumber(tx, target, id);
        // The moved apply through the engine: its audit entry (its history) says which fields went from what to what.
        await updateRecord(tx, appliesEntity, id, { ...values, position }, changeContext(principal, request.id));
        const [row] = await rowsOf<CardRow>(
          tx.execute(sql`select ${CARD_COLUMNS} from ${FROM_APPLIES} where ${a("id")} = ${id}`),
        );
        return { card: cardOf(row as CardRow), from, job, candidate: current.candidate_name };
      });

      if (moved.from !== body.stage) {
        await notifyMoved(db, live, request.log, {
          principal,
          jobId,
          jobTitle: moved.job.title,
          applyId: id,
          candidate: moved.candidate ?? "",
          stage: body.stage,
        });
      }
      return { apply: moved.card };
    },
  );
};

type MovedEvent = {
  principal: RecruiterPrincipal;
  jobId: number;
  jobTitle: string;
  applyId: number;
  candidate: string;
  stage: number;
};

/**
 * The move is committed: a lost notification is logged, never the mover's error (as events.ts does). Filed under
 * the Apply tab with the catalogue's apply kind: spec §4 names no kind of its own for a move.
 */
async function notifyMoved(
  db: Database,
  live: LiveBus | undefined,
  log: { error: (object: object, message: string) => void },
  event: MovedEvent,
): Promise<void> {
  try {
    const businessId = event.principal.businessId as number;
    const recipients = await jobFollowers(db, event.jobId, businessId, event.principal.id);
    if (recipients.length === 0) return;
    const [actor] = await queryRows<{ name: string }>(
      db,
      sql`select name from ${recruiters} where id = ${event.principal.id}`,
    );
    await createNotifications(db, live, recipients, {
      businessId,
      kind: "applyMoved",
      message: applyMovedText(actor?.name ?? "", event.candidate, event.stage, event.jobTitle, BUSINESS_LOCALE),
      link: `/recruiters/jobs/${event.jobId}/applies/kanban`,
      reference: { type: "applies", id: event.applyId },
    });
  } catch (error) {
    log.error({ err: error, event: "applyMoved" }, "The applyMoved notification was not created");
  }
}
