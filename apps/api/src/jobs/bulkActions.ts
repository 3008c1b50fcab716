/**
 * Bulk delete and bulk update as jobs: the rows of a background_task, in batches of
 * `BULK_BATCH_SIZE` per transaction, with progress on ProgressChannel under the caller's request id. A batch is
 * written whole or not at all; a failure ends the task in `error` saying how many rows were done before it.
 * Everything that can be checked before writing (permissions, the records picked by hand, the attributes and the
 * records they point at) is checked before the first batch, so invalid input writes nothing.
 */
import { type AnyEntity, type Locale, narrowsRows, V } from "@seleta/domain";
import { and, inArray, sql } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import { rowScope } from "../authz/policy";
import { type Database, type Log, queryRows } from "../db/client";
import { backgroundTasks } from "../db/schema/live";
import { HttpError } from "../edge/errors";
import { idsInScope, selectAllQuery } from "../engine/bulkDelete";
import {
  announceChange,
  changeContext,
  checkReferences,
  deleteRecords,
  parseRecordBody,
  rootKey,
  updateRecords,
} from "../engine/records";
import type { LiveBus } from "../live/bus";
import { type JobContext, JobInterrupted, throwIfInterrupted } from "./context";
import { failureMessage } from "./exportJob";
import { percentOf, progressGate, taskChannel } from "./progress";
import { RESTARTED } from "./recovery";
import { jobEntity, jobPrincipal, type Selection, selectedIds, selectionWhere, tableOf } from "./selection";

export const BULK_BATCH_SIZE = 500;

export const BULK_KINDS = ["bulk_delete", "bulk_update"] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

/** What the bulk routes keep in background_tasks.params. */
export type BulkParams = Selection & { locale: Locale; attributes?: Record<string, unknown> };

type Claimed = {
  id: number;
  business_id: number;
  recruiter_id: number;
  request_id: string;
  kind: BulkKind;
  entity: string;
  params: BulkParams;
};

const TEXT = {
  processing: {
    "pt-BR": (done: number, total: number) => `Processando ${done} de ${total} registros…`,
    en: (done: number, total: number) => `Processing ${done} of ${total} records…`,
  },
  deleted: {
    "pt-BR": (n: number) => `${n} registro(s) excluído(s).`,
    en: (n: number) => `${n} record(s) deleted.`,
  },
  updated: {
    "pt-BR": (n: number) => `${n} registro(s) atualizado(s).`,
    en: (n: number) => `${n} record(s) updated.`,
  },
  partial: {
    "pt-BR": (message: string, done: number, total: number) =>
      `${message} ${done} de ${total} registros já tinham sido processados; os demais não foram alterados.`,
    en: (message: string, done: number, total: number) =>
      `${message} ${done} of ${total} records had been processed; the others were not changed.`,
  },
  failed: {
    "pt-BR": "A tarefa falhou; tente novamente.",
    en: "The task failed; try again.",
  },
  missing: {
    "pt-BR": "Alguns dos registros selecionados não existem ou você não pode alterá-los.",
    en: "Some of the selected records do not exist or may not be changed by you.",
  },
} as const;

type Deps = { db: Database; live: LiveBus; log: Log };

async function claim(db: Database, id: number): Promise<Claimed | undefined> {
  const [row] = await queryRows<Claimed>(
    db,
    sql`update background_tasks set updated_at = now() where id = ${id} and status = 'processing'
        returning id, business_id, recruiter_id, request_id, kind, entity, params`,
  );
  return row ? { ...row, id: Number(row.id), recruiter_id: Number(row.recruiter_id) } : undefined;
}

/** The ids of the selection, every one of them the principal's to change (else nothing is done). */
async function idsToChange(
  db: Database,
  entity: AnyEntity,
  params: BulkParams,
  principal: RecruiterPrincipal,
  action: "delete" | "update",
  locale: Locale,
): Promise<number[]> {
  const table = tableOf(entity);
  if ("select_all_params" in params) {
    if (!narrowsRows(selectAllQuery(entity, params.select_all_params.search, locale))) {
      throw new HttpError(422, "filter_required", V.bulkNeedsFilter[locale]);
    }
    const where = await selectionWhere(db.drizzle, entity, table, params, principal, action, locale);
    return selectedIds(db.drizzle, table, where);
  }
  // Hand-picked: every one must exist and be the principal's, as the synchronous bulk delete answers 404.
  const ids = [...new Set(params.entity_collection.collections.map((item) => item.reference_id))];
  for (let start = 0; start < ids.length; start += 5_000) {
    const chunk = ids.slice(start, start + 5_000);
    const allowed = await idsInScope(db.drizzle, principal, action, entity, chunk);
    if (chunk.some((id) => !allowed.has(id))) {
      throw new HttpError(404, "not_found", TEXT.missing[locale]);
    }
  }
  return ids;
}

/**
 * Records a recruiter's bulk action as a background task; undefined when the request id already names one of the
 * recruiter's tasks (the same request sent twice queues it once).
 */
export async function insertBulkTask(
  db: Database,
  task: {
    businessId: number;
    recruiterId: number;
    requestId: string;
    kind: BulkKind;
    entity: string;
    params: BulkParams;
  },
): Promise<number | undefined> {
  const [row] = await db.drizzle
    .insert(backgroundTasks)
    .values({
      business_id: task.businessId,
      recruiter_id: task.recruiterId,
      request_id: task.requestId,
      kind: task.kind,
      entity: task.entity,
      params: task.params,
    })
    .onConflictDoNothing()
    .returning({ id: backgroundTasks.id });
  return row ? Number(row.id) : undefined;
}

export function bulkActionJob(deps: Deps) {
  return async (data: { id: number }, context: JobContext): Promise<void> => {
    const { db, live, log } = deps;
    const row = await claim(db, Number(data.id));
    if (!row) return;
    const channel = taskChannel(live, row.recruiter_id, row.request_id);
    const locale: Locale = row.params.locale === "en" ? "en" : "pt-BR";
    let done = 0;
    let total = 0;
    const report = async (percent: number, message: string) => {
      await db.drizzle.execute(
        sql`update background_tasks set percent = ${percent}, message = ${message}, updated_at = now()
            where id = ${row.id}`,
      );
      await channel.publish({ message, percent });
    };
    try {
      const entity = jobEntity(row.entity);
      const action = row.kind === "bulk_delete" ? "delete" : "update";
      const principal = await jobPrincipal(
        db,
        row.recruiter_id,
        row.business_id,
        action === "delete" ? ["delete"] : ["update", "bulk"],
        entity,
        locale,
      );
      const values =
        action === "update"
          ? parseRecordBody(entity, { [rootKey(entity)]: row.params.attributes ?? {} }, "update", locale)
          : {};
      if (action === "update") await checkReferences(db.drizzle, entity, values, principal, locale);
      const ids = await idsToChange(db, entity, row.params, principal, action, locale);
      total = ids.length;
      await report(0, TEXT.processing[locale](0, total));
      const gate = progressGate();
      const table = tableOf(entity);
      const ctx = changeContext(principal, `task-${row.id}`, locale);
      for (let start = 0; start < ids.length; start += BULK_BATCH_SIZE) {
        throwIfInterrupted(context.signal);
        const batch = ids.slice(start, start + BULK_BATCH_SIZE);
        done += await db.drizzle.transaction(async (tx) => {
          if (action === "delete") return deleteRecords(tx, entity, batch, ctx);
          // Rows deleted since the selection was read are skipped, not an error.
          const present = await tx
            .select({ id: table.id })
            .from(table)
            .where(and(inArray(table.id, batch), rowScope(principal, "update", entity, table)));
          return updateRecords(
            tx,
            entity,
            present.map(({ id }) => Number(id)),
            values,
            ctx,
          );
        });
        announceChange(db, ctx);
        const percent = percentOf(start + batch.length, total);
        if (gate(percent, Date.now())) await report(percent, TEXT.processing[locale](done, total));
      }
      const message = action === "delete" ? TEXT.deleted[locale](done) : TEXT.updated[locale](done);
      await db.drizzle.execute(
        sql`update background_tasks set status = 'completed', percent = 100, message = ${message}, updated_at = now()
            where id = ${row.id}`,
      );
      await channel.publish({ message, percent: 100 });
    } catch (error) {
      if (
        !(error instanceof HttpError) &&
        !(error instanceof JobInterrupted) &&
        error?.constructor?.name !== "ZodError"
      ) {
        log.error({ err: error, background_task: row.id }, "Bulk action failed");
      }
      const reason = error instanceof JobInterrupted ? RESTARTED[locale] : failureMessage(error, locale, TEXT.failed);
      const message = done > 0 ? TEXT.partial[locale](reason, done, total) : reason;
      await db.drizzle.execute(
        sql`update background_tasks set status = 'error', percent = 100, message = ${message},
              error_message = ${message}, updated_at = now()
            where id = ${row.id}`,
      );
      await channel.publish({ message, percent: 100, error: true });
    }
  };
}
