/**
 * The retention job (LGPD art. 15 and 16): candidates with an account who have been idle for the configured time
 * are warned by mail, and erased when still idle the grace period after the warning (the domain's
 * `retentionStep`: a sign-in after the warning cancels it). Candidates a recruiter added without an account are the
 * firm's to manage and are not touched here. The same run removes the files of expired data exports.
 *
 * It runs on a timer in every process: a warning is written only over the state it read (with its mail and audit
 * entry, in one transaction) and an erasure happens once per candidate, so two processes never warn or erase twice.
 * `now` comes in: tests drive the clock.
 */
import { erasureDate, type RetentionSettings, retentionStep } from "@seleta/domain/privacy";
import { sql } from "drizzle-orm";
import { type Database, type Log, queryRows, rowsOf } from "../db/client";
import { candidateErasures, entityTables, recruiterDownloads, retentionWarnings } from "../db/schema";
import type { PublicOrigins } from "../edge/publicOrigins";
import { recordAudit } from "../engine/audit";
import { announceQueuedMail, insertOutboxRow, type QueuedMail } from "../mail/outbox";
import type { FileStorage } from "../uploads/storage";
import { eraseCandidate } from "./anonymise";
import { DATA_EXPORT_LIFETIME_DAYS } from "./candidateExport";

export type RetentionDeps = {
  db: Database;
  storage: FileStorage | undefined;
  log: Log;
  origins: Pick<PublicOrigins, "forBusiness">;
  settings: RetentionSettings;
};

export type RetentionOutcome = { warned: number; erased: number; expiredExports: number };

/** Candidates looked at per run: a backlog is worked through over the next runs. */
export const RETENTION_BATCH = 500;
/** How often each process runs it (the first run a minute after start). */
export const RETENTION_INTERVAL_MS = 6 * 3_600_000;

type Due = {
  id: number;
  business_id: number;
  email: string | null;
  last_activity_at: unknown;
  created_at: unknown;
  warned_at: unknown;
};

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

function warningMail(link: string, erasure: Date) {
  const day = erasure.toISOString().slice(0, 10);
  return {
    subject: "Seus dados serão apagados / Your data will be erased",
    body: `Você não acessa sua conta há muito tempo. Pela LGPD, não guardamos dados sem uso: se você não entrar até ${day}, sua conta e seus dados pessoais serão apagados. Para mantê-los, basta entrar em ${link}.\n\nYou have not signed in for a long time. Under the LGPD we do not keep data that is not used: unless you sign in by ${day}, your account and personal data will be erased. To keep them, just sign in at ${link}.`,
  };
}

export async function runRetention(deps: RetentionDeps, now = new Date()): Promise<RetentionOutcome> {
  const { db, settings } = deps;
  const idleBefore = new Date(now.getTime() - settings.idleDays * 86_400_000).toISOString();
  const due = await queryRows<Due>(
    db,
    sql`select c.id, c.business_id, c.email, c.last_activity_at, c.created_at, w.warned_at
        from ${entityTables.candidates} c left join ${retentionWarnings} w on w.candidate_id = c.id
        where c.account_id is not null and c.deleted_at is null
          and not exists (select 1 from ${candidateErasures} e where e.candidate_id = c.id)
          and (w.warned_at is not null or coalesce(c.last_activity_at, c.created_at) <= ${idleBefore})
        order by c.id limit ${RETENTION_BATCH}`,
  );
  let warned = 0;
  let erased = 0;
  for (const candidate of due) {
    const step = retentionStep(
      {
        lastActivityAt: iso(candidate.last_activity_at),
        createdAt: iso(candidate.created_at) as string,
        warnedAt: iso(candidate.warned_at),
      },
      now,
      settings,
    );
    if (step === "warn" && (await warn(deps, candidate, now))) warned += 1;
    if (step === "anonymise") {
      const done = await eraseCandidate(deps, { candidateId: Number(candidate.id), reason: "retention" });
      if (done) erased += 1;
    }
  }
  return { warned, erased, expiredExports: await removeExpiredExports(deps, now) };
}

async function warn(deps: RetentionDeps, candidate: Due, now: Date): Promise<boolean> {
  const { db, settings } = deps;
  const candidateId = Number(candidate.id);
  const businessId = Number(candidate.business_id);
  const link = `${await deps.origins.forBusiness(businessId)}/candidates`;
  const queued = await db.drizzle.transaction(async (tx) => {
    // The previous warning (if any) is replaced only if it is still the one read: another process may have warned.
    const [recorded] = await rowsOf<{ id: number }>(
      tx.execute(sql`insert into ${retentionWarnings} (business_id, candidate_id, warned_at)
                     values (${businessId}, ${candidateId}, ${now.toISOString()})
                     on conflict (candidate_id) do update set warned_at = excluded.warned_at
                       where ${retentionWarnings.warned_at} is not distinct from ${iso(candidate.warned_at)}::timestamptz
                     returning id`),
    );
    if (!recorded) return undefined;
    let mail: QueuedMail | null = null;
    if (candidate.email) {
      const text = warningMail(link, erasureDate(now, settings));
      const outgoing = {
        to: candidate.email,
        kind: "retention_warning" as const,
        subject: text.subject,
        body: text.body,
        // The link is the candidate area's sign-in page: it opens nothing by itself.
        secrets: [],
        payload: { link },
        businessId,
      };
      const id = await insertOutboxRow(tx, outgoing);
      if (id !== undefined) mail = { ...outgoing, id };
    }
    await recordAudit(tx, [
      {
        entity: "candidates",
        recordId: candidateId,
        action: "retention_warning",
        changes: { erasure_on: erasureDate(now, settings).toISOString().slice(0, 10) },
        businessId,
        accountId: null,
      },
    ]);
    return { mail };
  });
  if (!queued) return false;
  if (queued.mail) announceQueuedMail(db, queued.mail);
  return true;
}

/** Completed candidate exports past their lifetime: the file goes, the row stays (it says the file expired). */
async function removeExpiredExports(deps: RetentionDeps, now: Date): Promise<number> {
  const expiredBefore = new Date(now.getTime() - DATA_EXPORT_LIFETIME_DAYS * 86_400_000).toISOString();
  const rows = await queryRows<{ storage_name: string }>(
    deps.db,
    sql`with expired as (
          select id, storage_name from ${recruiterDownloads}
          where candidate_id is not null and storage_name is not null and created_at <= ${expiredBefore}
          for update skip locked)
        update ${recruiterDownloads} d set storage_name = null, updated_at = now()
        from expired where d.id = expired.id
        returning expired.storage_name`,
  );
  for (const row of rows) {
    await deps.storage?.remove(row.storage_name).catch((error: unknown) => {
      deps.log.error({ err: error }, "An expired data export could not be removed from storage");
    });
  }
  return rows.length;
}

/** Runs the job on a timer (a minute after start, then every RETENTION_INTERVAL_MS); `stop` ends it. */
export function startRetention(deps: RetentionDeps, intervalMs = RETENTION_INTERVAL_MS) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runRetention(deps)
      .then((outcome) => {
        if (outcome.warned + outcome.erased + outcome.expiredExports > 0) deps.log.info(outcome, "Retention run");
      })
      .catch((error: unknown) => deps.log.error({ err: error }, "The retention run failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
