/**
 * Background jobs on pg-boss 10, over our own database connections (bossDb.ts): exports of a
 * selection to CSV/XLSX, bulk actions and reading an uploaded document's text run here, with progress on the live bus, and other features register
 * their queues with one `jobs.work(name, handler)` (L4's send-outs).
 *
 * pg-boss keeps its tables in the `pgboss` schema, which our migrations and schema checks do not look at.
 *
 * Restarts: a job that was waiting when the server stopped runs when it starts again. A job that was running does
 * not resume (an export would start over, a bulk update would redo its batches): its row ends in `error` with a
 * message that says the server restarted, on its channel too (recovery.ts). `stop()` interrupts running handlers
 * between pages or batches, so a graceful stop leaves the same clear state at once.
 */

import PgBoss from "pg-boss";
import type { Database, Log } from "../db/client";
import { holdingSchemaLock } from "../db/migrate";
import type { LiveBus } from "../live/bus";
import type { UploadSettings } from "../uploads/settings";
import { bossDb } from "./bossDb";
import { bulkActionJob } from "./bulkActions";
import type { JobHandler } from "./context";
import { exportJob } from "./exportJob";
import { extractFileTextJob, pendingTextsToRequeue, TEXT_QUEUE } from "./extractFileText";
import { recoverInterrupted } from "./recovery";

export { type JobContext, type JobHandler, JobInterrupted, throwIfInterrupted } from "./context";

export type Jobs = {
  /** Queues a job; a worker of this process hears of it at once, others at their next poll. */
  send(name: string, data: object): Promise<string>;
  /** Runs `handler` for every job of the queue `name` (one at a time per queue and process). */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Interrupts running handlers, lets them record their state, then stops polling. Idempotent. */
  stop(): Promise<void>;
};

export type JobsConfig = {
  /** How often an idle worker asks for work (pg-boss allows ≥ 0.5 s). PGlite runs one query at a time: keep modest. */
  pollingIntervalSeconds?: number;
  /**
   * On PostgreSQL several processes share the queues: a running job whose row has not moved for this long is taken
   * for one whose process died. PGlite has one process, so every running job found at start is interrupted.
   */
  staleAfterMs?: number;
  /** How often a PostgreSQL process looks for such jobs. */
  sweepIntervalMs?: number;
  /** Rows an export reads per query (tests make it small to cross pages). */
  exportPageSize?: number;
};

export type JobsDeps = {
  db: Database;
  live: LiveBus;
  /** Where finished exports are stored (and their temp files written). */
  uploads?: UploadSettings | undefined;
  log: Log;
  config?: JobsConfig;
};

export const JOB_DEFAULTS = {
  pollingIntervalSeconds: 2,
  staleAfterMs: 120_000,
  sweepIntervalMs: 60_000,
  /** pg-boss fails a job that runs longer: a million-row export on a slow disk stays well inside. */
  expireInSeconds: 60 * 60,
} as const;

/** The queues whose jobs follow a row (recruiter_downloads, background_tasks) and how to name them. */
export const QUEUES = { download: "recruiter-download", bulk: "bulk-action" } as const;

export { TEXT_QUEUE } from "./extractFileText";

export async function openJobs({ db, live, uploads, log, config = {} }: JobsDeps): Promise<Jobs> {
  const settings = { ...JOB_DEFAULTS, ...config };
  const boss = new PgBoss({
    db: bossDb(db) as PgBoss.Db,
    // No cron schedules here: the timekeeper would poll the clock every 30 s for nothing.
    schedule: false,
    supervise: true,
    pollingIntervalSeconds: settings.pollingIntervalSeconds,
    // Our handlers record their own failures; a retry would redo half-done work.
    retryLimit: 0,
    expireInSeconds: settings.expireInSeconds,
  });
  boss.on("error", (error: unknown) => log.error({ err: error }, "Background jobs: pg-boss error"));
  // pg-boss creates its schema on its first start: processes starting together on one PostgreSQL take turns.
  await holdingSchemaLock(db, () => boss.start());

  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, { name, retryLimit: 0, expireInSeconds: settings.expireInSeconds });
    queues.add(name);
  };
  const workers = new Map<string, string>();
  const controller = new AbortController();
  /** Row ids of jobs running in this process, per queue: the sweep never takes them for dead. */
  const running = new Map<string, Set<number>>();
  const inFlight = new Set<Promise<unknown>>();

  const recovery = { db, live, log, queues: QUEUES, staleAfterMs: settings.staleAfterMs, running };
  // Before any worker starts: what this data dir's or this database's previous run left running.
  await recoverInterrupted({ ...recovery, atStart: true });
  // Uploads whose text nobody is reading (a stop or a crash while it was read): queued again.
  const requeueTexts = async (atStart: boolean) => {
    const ids = await pendingTextsToRequeue(db, {
      atStart,
      staleAfterMs: settings.staleAfterMs,
      running: [...(running.get(TEXT_QUEUE) ?? [])],
    });
    for (const id of ids) await jobs.send(TEXT_QUEUE, { id });
    if (ids.length > 0) log.warn({ data_files: ids }, "Background jobs: file texts queued again after a restart");
  };
  let sweep: NodeJS.Timeout | undefined;
  if (db.kind === "postgres") {
    sweep = setInterval(() => {
      recoverInterrupted({ ...recovery, atStart: false }).catch((error: unknown) =>
        log.error({ err: error }, "Background jobs: the sweep of interrupted jobs failed"),
      );
      requeueTexts(false).catch((error: unknown) =>
        log.error({ err: error }, "Background jobs: the sweep of unread file texts failed"),
      );
    }, settings.sweepIntervalMs);
    sweep.unref();
  }

  let stopping: Promise<void> | undefined;
  const jobs: Jobs = {
    async send(name, data) {
      await ensureQueue(name);
      const id = await boss.send(name, data, { retryLimit: 0, expireInSeconds: settings.expireInSeconds });
      if (!id) throw new Error(`pg-boss did not queue a job on ${name}`);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    async work<T>(name: string, handler: JobHandler<T>) {
      await ensureQueue(name);
      const workerId = await boss.work<T>(name, { batchSize: 1 }, async ([job]) => {
        if (!job || controller.signal.aborted) return;
        const rowId = Number((job.data as { id?: unknown } | null)?.id);
        const ids = running.get(name) ?? new Set<number>();
        running.set(name, ids);
        if (Number.isInteger(rowId)) ids.add(rowId);
        const run = handler(job.data, { signal: controller.signal, jobId: job.id });
        inFlight.add(run);
        try {
          await run;
        } finally {
          inFlight.delete(run);
          ids.delete(rowId);
        }
      });
      workers.set(name, workerId);
    },
    stop() {
      stopping ??= (async () => {
        if (sweep) clearInterval(sweep);
        controller.abort();
        // Handlers see the abort at their next page or batch and write their final state.
        await Promise.allSettled([...inFlight]);
        await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
      })();
      return stopping;
    },
  };
  await jobs.work(QUEUES.download, exportJob({ db, live, uploads, log, pageSize: config.exportPageSize }));
  await jobs.work(QUEUES.bulk, bulkActionJob({ db, live, log }));
  await jobs.work(TEXT_QUEUE, extractFileTextJob({ db, uploads, log }));
  await requeueTexts(true);
  return jobs;
}
