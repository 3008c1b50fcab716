/**
 * What a stopped or crashed server leaves behind: rows of recruiter_downloads and background_tasks still
 * `processing` whose job nobody runs any more. They end in `error` with a message that says why, on their channel
 * too, so the dialog that follows them closes instead of waiting forever.
 *
 * A row's job is gone when pg-boss holds no waiting or running job for it; a running one counts as gone on PGlite
 * at start (one process owns the data dir, and it is this one, just started) and on PostgreSQL when its row has
 * not moved for `staleAfterMs` (handlers touch their row as they progress) and this process does not run it.
 */
import type { Locale } from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";
import { type Database, type Log, queryRows } from "../db/client";
import type { LiveBus } from "../live/bus";
import { downloadChannel, taskChannel } from "./progress";

export const RESTARTED: Record<Locale, string> = {
  "pt-BR": "O servidor reiniciou durante a tarefa; tente novamente.",
  en: "The server restarted during the task; try again.",
};

export type RecoveryOptions = {
  db: Database;
  live: LiveBus;
  log: Log;
  queues: { download: string; bulk: string };
  staleAfterMs: number;
  running: Map<string, Set<number>>;
  atStart: boolean;
};

type Orphan = { id: number; recruiter_id: number; request_id?: string; locale: string | null };

/**
 * "Nobody will finish this row" for rows of a table aliased `r`: no job of `queue` waits for it, and either its
 * running job is known dead (PGlite at start) or the row has not moved for `staleAfterMs` — which also spares a row
 * another process has just inserted and is about to queue.
 */
function orphanCondition(queue: string, staleAfterMs: number, activeIsDead: boolean) {
  return sql`(${activeIsDead}::boolean or r.updated_at < now() - make_interval(secs => ${staleAfterMs / 1000}::float8))
    and not exists (
      select 1 from pgboss.job j
      where j.name = ${queue} and (j.data ->> 'id') = r.id::text and j.state in ('created', 'retry'))`;
}

export async function recoverInterrupted(options: RecoveryOptions): Promise<number> {
  const { db, live, log, queues, staleAfterMs, running, atStart } = options;
  const activeIsDead = atStart && db.kind === "pglite";
  const ours = (queue: string) => [...(running.get(queue) ?? [])];

  const downloads = await queryRows<Orphan>(
    db,
    sql`update recruiter_downloads r
        set status = 'error', progress = 100, error_message = ${restartedIn(sql`r.params`)}, updated_at = now()
        where r.status = 'processing'
          and not (r.id = any(${sql.param(ours(queues.download))}::int[]))
          and ${orphanCondition(queues.download, staleAfterMs, activeIsDead)}
        returning r.id, r.recruiter_id, r.params ->> 'locale' as locale`,
  );
  for (const row of downloads) {
    const message = RESTARTED[localeOf(row.locale)];
    await downloadChannel(live, Number(row.id)).publish({ status: "error", progress: 100, message });
  }

  const tasks = await queryRows<Orphan>(
    db,
    sql`update background_tasks r
        set status = 'error', percent = 100, error_message = ${restartedIn(sql`r.params`)},
            message = ${restartedIn(sql`r.params`)}, updated_at = now()
        where r.status = 'processing'
          and not (r.id = any(${sql.param(ours(queues.bulk))}::int[]))
          and ${orphanCondition(queues.bulk, staleAfterMs, activeIsDead)}
        returning r.id, r.recruiter_id, r.request_id, r.params ->> 'locale' as locale`,
  );
  for (const row of tasks) {
    const message = RESTARTED[localeOf(row.locale)];
    await taskChannel(live, Number(row.recruiter_id), String(row.request_id)).publish({
      message,
      percent: 100,
      error: true,
    });
  }

  const total = downloads.length + tasks.length;
  if (total > 0) {
    log.warn(
      { downloads: downloads.map((row) => row.id), tasks: tasks.map((row) => row.id) },
      "Background jobs interrupted by a restart ended in error",
    );
  }
  return total;
}

/** The message in the locale the row was asked in (`params.locale`). */
function restartedIn(params: SQL): SQL {
  return sql`case when ${params} ->> 'locale' = 'en' then ${RESTARTED.en}::text else ${RESTARTED["pt-BR"]}::text end`;
}

function localeOf(value: string | null): Locale {
  return value === "en" ? "en" : "pt-BR";
}
