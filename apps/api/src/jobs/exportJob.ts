/**
 * The export job of a recruiter_download (spec §3, §4): the selection's rows, read in keyset pages by id through
 * the lists' query compiler and row scope, written to a temp file (CSV or XLSX) and stored; progress on
 * RecruiterDownloadChannel, ending 'completed' with the file's link or 'error' with a message.
 *
 * A row owned by a candidate instead is the candidate's copy of all their data (LGPD): the same row, queue,
 * channel, states and storage, with a ZIP written by privacy/candidateExport.ts.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { type AnyEntity, findEntity, type Locale } from "@seleta/domain";
import { SHORTLIST_DASHBOARD } from "@seleta/domain/wire";
import { and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import { type Database, type Log, queryRows, rowsOf } from "../db/client";
import { col, type EntityTable, joinTableName, joinTables } from "../db/schema";
import { recruiterDownloads } from "../db/schema/live";
import { HttpError } from "../edge/errors";
import { type Cell, defaultColumnKeys, type ExportColumn, exportColumns } from "../exports/columns";
import {
  DASHBOARD_CONTENT_TYPES,
  type DashboardFormat,
  dashboardFileStem,
  writeShortlistDashboard,
} from "../exports/shortlistDashboard";
import { CONTENT_TYPES, type ExportFormat, openRowWriter } from "../exports/writers";
import type { LiveBus } from "../live/bus";
import { writeCandidateArchive } from "../privacy/candidateExport";
import { mayUseShortlists } from "../shortlists/builder";
import { type DashboardTarget, dashboardSubject } from "../shortlists/dashboard";
import type { UploadSettings } from "../uploads/settings";
import { newStorageKey } from "../uploads/storage";
import { type JobContext, JobInterrupted, throwIfInterrupted } from "./context";
import { downloadChannel, percentOf, progressGate } from "./progress";
import { RESTARTED } from "./recovery";
import { jobEntity, jobPrincipal, type Selection, selectionWhere, tableOf } from "./selection";

/** What POST /recruiters/recruiter_downloads/shortlist_dashboard keeps in `params`: the shortlist or the job. */
export type DashboardParams = DashboardTarget & { locale: Locale };

/** What POST /recruiters/recruiter_downloads keeps in `params`. */
export type DownloadParams = Selection & {
  locale: Locale;
  columns?: string[];
  total_record?: number;
  search?: string;
  extra_params?: unknown;
};

export const EXPORT_PAGE_SIZE = 2_000;

const FAILED: Record<Locale, string> = {
  "pt-BR": "A exportação falhou; tente novamente.",
  en: "The export failed; try again.",
};

/** Where a finished download is fetched from (the API's origin). */
export function downloadFileLink(id: number): string {
  return `/api/v1/recruiters/recruiter_downloads/${id}/file`;
}

/** Where a candidate fetches their finished data export. */
export function candidateExportFileLink(id: number): string {
  return `/api/v1/candidates/data_exports/${id}/file`;
}

const CANDIDATE_EXPORT_FAILED: Record<Locale, string> = {
  "pt-BR": "Não foi possível preparar seus dados; tente novamente.",
  en: "Your data could not be prepared; try again.",
};

type Deps = { db: Database; live: LiveBus; uploads: UploadSettings | undefined; log: Log; pageSize?: number };

type Claimed = {
  id: number;
  business_id: number;
  recruiter_id: number;
  candidate_id: number | null;
  entity: string;
  format: ExportFormat | DashboardFormat;
  params: DownloadParams;
};

/** Takes the row if it still waits for its export (a job delivered twice, or a row already ended, does nothing). */
async function claim(db: Database, id: number): Promise<Claimed | undefined> {
  const [row] = await queryRows<Claimed>(
    db,
    sql`update recruiter_downloads set updated_at = now() where id = ${id} and status = 'processing'
        returning id, business_id, recruiter_id, candidate_id, entity, format, params`,
  );
  return row
    ? { ...row, id: Number(row.id), candidate_id: row.candidate_id === null ? null : Number(row.candidate_id) }
    : undefined;
}

/** The message a caller reads for a failure: ours in their language, a refusal's own text (with its fields). */
export function failureMessage(error: unknown, locale: Locale, fallback: Record<Locale, string>): string {
  if (error instanceof JobInterrupted) return RESTARTED[locale];
  if (error instanceof HttpError) {
    const fields = Object.entries(error.fields ?? {}).map(([name, messages]) => `${name}: ${messages.join(" ")}`);
    return fields.length > 0 ? `${error.message} ${fields.join("; ")}` : error.message;
  }
  if (error instanceof Error && error.name === "ZodError") {
    const issues = (error as Error & { issues: { path: PropertyKey[]; message: string }[] }).issues;
    return issues.map((issue) => `${issue.path.map(String).join(".")}: ${issue.message}`).join("; ");
  }
  return fallback[locale];
}

/**
 * Reports a download's progress, `done` of `total`: on its row (that is how another process tells a running export
 * from one whose process died) and on its channel, throttled by the progress gate.
 */
function progressReporter(db: Database, channel: ReturnType<typeof downloadChannel>, id: number) {
  const gate = progressGate();
  return async (done: number, total: number): Promise<void> => {
    const percent = percentOf(done, total);
    if (!gate(percent, Date.now())) return;
    await db.drizzle.execute(
      sql`update recruiter_downloads set progress = ${percent}, updated_at = now() where id = ${id}`,
    );
    await channel.publish({ status: "processing", progress: percent });
  };
}

/** Ends a download in 'error' with the message its owner reads, its temp file gone. */
async function endInError(
  db: Database,
  channel: ReturnType<typeof downloadChannel>,
  id: number,
  message: string,
  tempPath: string | undefined,
): Promise<void> {
  if (tempPath) await rm(tempPath, { force: true }).catch(() => {});
  await db.drizzle.execute(
    sql`update recruiter_downloads set status = 'error', progress = 100, error_message = ${message}, updated_at = now()
        where id = ${id}`,
  );
  await channel.publish({ status: "error", progress: 100, message });
}

/** `relations` fields of a page: related ids by record id. */
async function relationsOf(
  db: Database,
  entity: AnyEntity,
  column: ExportColumn,
  ids: number[],
): Promise<Map<number, number[]>> {
  const join = joinTables[joinTableName(entity, column.key)];
  const byId = new Map<number, number[]>();
  if (!join || ids.length === 0) return byId;
  const rows = await db.drizzle
    .select({ record_id: join.record_id, related_id: join.related_id })
    .from(join)
    .where(inArray(join.record_id, ids))
    .orderBy(join.record_id, join.related_id);
  for (const row of rows) {
    const list = byId.get(Number(row.record_id)) ?? [];
    list.push(Number(row.related_id));
    byId.set(Number(row.record_id), list);
  }
  return byId;
}

type Page = { rows: Record<string, unknown>[]; ids: number[]; relations: Map<string, Map<number, number[]>> };

async function writeRows(
  deps: Deps,
  context: JobContext,
  entity: AnyEntity,
  table: EntityTable,
  where: SQL,
  columns: ExportColumn[],
  write: (cells: Cell[]) => Promise<void> | undefined,
  onPage: (done: number) => Promise<void>,
): Promise<number> {
  // Raw rows come back under the SQL names: the keyset id gets a name no field has.
  const selection: Record<string, unknown> = { __id: sql`${table.id}`.as("__export_id") };
  for (const column of columns) if (column.column) selection[column.column] = col(table, column.column);
  const related = columns.filter((column) => !column.column);
  const pageSize = deps.pageSize ?? EXPORT_PAGE_SIZE;
  const fetchPage = async (after: number): Promise<Page> => {
    const query = deps.db.drizzle
      .select(selection as never)
      .from(table)
      .where(and(where, gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(pageSize);
    const rows = await rowsOf<Record<string, unknown>>(deps.db.drizzle.execute(query.getSQL()));
    const ids = rows.map((row) => Number(row.__export_id));
    const relations = new Map<string, Map<number, number[]>>();
    for (const column of related) relations.set(column.key, await relationsOf(deps.db, entity, column, ids));
    return { rows, ids, relations };
  };
  let done = 0;
  let next: Promise<Page> | undefined = fetchPage(0);
  while (next) {
    throwIfInterrupted(context.signal);
    const { rows, ids, relations }: Page = await next;
    // The database reads the next page while this one is formatted and written (two pages in memory at most).
    next = rows.length < pageSize ? undefined : fetchPage(ids.at(-1) as number);
    // Awaited on the next turn; a failure of this page's writing must not leave that read unhandled meanwhile.
    next?.catch(() => {});
    for (const [index, row] of rows.entries()) {
      const id = ids[index] as number;
      const pending = write(
        columns.map((column) =>
          column.value(column.column ? row[column.column] : (relations.get(column.key)?.get(id) ?? [])),
        ),
      );
      if (pending) await pending;
    }
    done += rows.length;
    await onPage(done);
  }
  return done;
}

export function exportJob(deps: Deps) {
  return async (data: { id: number }, context: JobContext): Promise<void> => {
    const { db, live, uploads, log } = deps;
    const row = await claim(db, Number(data.id));
    if (!row) return;
    if (row.candidate_id !== null) return candidateExport(deps, { ...row, candidate_id: row.candidate_id }, context);
    if (row.entity === SHORTLIST_DASHBOARD) return dashboardExport(deps, row, context);
    const channel = downloadChannel(live, row.id);
    const locale: Locale = row.params.locale === "en" ? "en" : "pt-BR";
    const format = row.format as ExportFormat;
    const tempPath = uploads
      ? join(uploads.incomingDir, `export-${randomBytes(8).toString("hex")}.${format}`)
      : undefined;
    try {
      if (!uploads || !tempPath) throw new Error("No file storage configured");
      const entity = jobEntity(row.entity);
      const principal: RecruiterPrincipal = await jobPrincipal(
        db,
        row.recruiter_id,
        row.business_id,
        ["read", "export"],
        entity,
        locale,
      );
      const table = tableOf(entity);
      const where = await selectionWhere(db.drizzle, entity, table, row.params, principal, "read", locale);
      const [counted] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from ${table} where ${where}`,
      );
      const total = Number(counted?.total ?? 0);
      const columns = exportColumns(entity, row.params.columns ?? defaultColumnKeys(entity), locale);
      await channel.publish({ status: "processing", progress: 0 });

      await mkdir(uploads.incomingDir, { recursive: true });
      const writer = await openRowWriter(
        format,
        tempPath,
        columns.map((column) => column.label),
        entity.label.many[locale],
      );
      const report = progressReporter(db, channel, row.id);
      try {
        await writeRows(deps, context, entity, table, where, columns, writer.write, (done) => report(done, total));
        await writer.close();
      } catch (error) {
        await writer.abort();
        throw error;
      }

      const key = newStorageKey(format);
      await uploads.storage.put(key, tempPath, CONTENT_TYPES[format]);
      const stamp = new Date().toISOString().slice(0, 10);
      const fileName = `${entity.name}-${stamp}-${row.id}.${format}`;
      await db.drizzle.execute(
        sql`update recruiter_downloads
            set status = 'completed', progress = 100, storage_name = ${key}, file_name = ${fileName}, updated_at = now()
            where id = ${row.id}`,
      );
      await channel.publish({ status: "completed", progress: 100, file: downloadFileLink(row.id) });
    } catch (error) {
      if (
        !(error instanceof HttpError) &&
        !(error instanceof JobInterrupted) &&
        error?.constructor?.name !== "ZodError"
      ) {
        log.error({ err: error, recruiter_download: row.id }, "Export failed");
      }
      const message = failureMessage(error, locale, FAILED);
      await endInError(db, channel, row.id, message, tempPath);
    }
  };
}

const jobsEntity = findEntity("jobs") as AnyEntity;

const NO_SHORTLISTS: Record<Locale, string> = {
  "pt-BR": "Você não tem mais acesso às shortlists desta vaga.",
  en: "You no longer have access to this job's shortlists.",
};

/**
 * A shortlist dashboard (exports/shortlistDashboard.ts): the same row, queue, channel, states and file route as a
 * list's export. Who asked is read again now, with the builder's read rule, so a role changed or a shortlist gone
 * meanwhile ends the download in 'error' with the reason.
 */
async function dashboardExport(deps: Deps, row: Claimed, context: JobContext): Promise<void> {
  const { db, live, uploads, log } = deps;
  const channel = downloadChannel(live, row.id);
  const params = row.params as unknown as DashboardParams;
  const locale: Locale = params.locale === "en" ? "en" : "pt-BR";
  const format: DashboardFormat = row.format === "pdf" ? "pdf" : "xlsx";
  const tempPath = uploads
    ? join(uploads.incomingDir, `export-${randomBytes(8).toString("hex")}.${format}`)
    : undefined;
  try {
    if (!uploads || !tempPath) throw new Error("No file storage configured");
    const principal = await jobPrincipal(db, row.recruiter_id, row.business_id, ["read"], jobsEntity, locale);
    if (!mayUseShortlists(principal, false)) throw new HttpError(403, "forbidden", NO_SHORTLISTS[locale]);
    const subject = await dashboardSubject(db, principal, params, locale);
    await channel.publish({ status: "processing", progress: 0 });
    await mkdir(uploads.incomingDir, { recursive: true });
    await writeShortlistDashboard(db, subject, format, locale, tempPath, progressReporter(db, channel, row.id), () =>
      throwIfInterrupted(context.signal),
    );
    const key = newStorageKey(format);
    await uploads.storage.put(key, tempPath, DASHBOARD_CONTENT_TYPES[format]);
    const stamp = new Date().toISOString().slice(0, 10);
    const fileName = `${dashboardFileStem(subject)}-${stamp}-${row.id}.${format}`;
    await db.drizzle.execute(
      sql`update recruiter_downloads
          set status = 'completed', progress = 100, storage_name = ${key}, file_name = ${fileName}, updated_at = now()
          where id = ${row.id}`,
    );
    await channel.publish({ status: "completed", progress: 100, file: downloadFileLink(row.id) });
  } catch (error) {
    if (!(error instanceof HttpError) && !(error instanceof JobInterrupted)) {
      log.error({ err: error, recruiter_download: row.id }, "Shortlist dashboard failed");
    }
    const message = failureMessage(error, locale, FAILED);
    await endInError(db, channel, row.id, message, tempPath);
  }
}

/** A candidate's data export: the ZIP of privacy/candidateExport.ts, through the same states and channel. */
async function candidateExport(
  deps: Deps,
  row: Claimed & { candidate_id: number },
  context: JobContext,
): Promise<void> {
  const { db, live, uploads, log } = deps;
  const channel = downloadChannel(live, row.id);
  const locale: Locale = row.params.locale === "en" ? "en" : "pt-BR";
  const tempPath = uploads ? join(uploads.incomingDir, `export-${randomBytes(8).toString("hex")}.zip`) : undefined;
  try {
    if (!uploads || !tempPath) throw new Error("No file storage configured");
    await channel.publish({ status: "processing", progress: 0 });
    await mkdir(uploads.incomingDir, { recursive: true });
    await writeCandidateArchive(
      db,
      uploads.storage,
      row.candidate_id,
      tempPath,
      progressReporter(db, channel, row.id),
      () => throwIfInterrupted(context.signal),
    );
    const key = newStorageKey("zip");
    const { size } = await stat(tempPath);
    await uploads.storage.put(key, tempPath, "application/zip");
    const fileName = `meus-dados-${new Date().toISOString().slice(0, 10)}.zip`;
    const kept = await queryRows<{ id: number }>(
      db,
      sql`update recruiter_downloads
          set status = 'completed', progress = 100, storage_name = ${key}, file_name = ${fileName},
              file_size = ${size}, updated_at = now()
          where id = ${row.id}
          returning id`,
    );
    // A newer request replaced this one while it was built (or the candidate was erased): its file goes too.
    if (kept.length === 0) {
      await uploads.storage.remove(key);
      return;
    }
    await channel.publish({ status: "completed", progress: 100, file: candidateExportFileLink(row.id) });
  } catch (error) {
    if (!(error instanceof JobInterrupted)) log.error({ err: error, recruiter_download: row.id }, "Data export failed");
    const message = failureMessage(error, locale, CANDIDATE_EXPORT_FAILED);
    await endInError(db, channel, row.id, message, tempPath);
  }
}

/** A row of recruiter_downloads: one export a recruiter asked for. */
export type DownloadRow = typeof recruiterDownloads.$inferSelect;

/** One of the recruiter's own exports, or undefined (another recruiter's is the same as none). */
export async function ownDownloadRow(db: Database, recruiterId: number, id: number): Promise<DownloadRow | undefined> {
  const [row] = await db.drizzle
    .select()
    .from(recruiterDownloads)
    .where(and(eq(recruiterDownloads.id, id), eq(recruiterDownloads.recruiter_id, recruiterId)));
  return row;
}

/** Records an export to run; the job (QUEUES.download) is sent by the caller. */
export async function insertDownload(
  db: Database,
  download: {
    businessId: number;
    recruiterId: number;
    entity: string;
    format: string;
    requested: DownloadRow["requested"];
    params: DownloadParams | DashboardParams;
  },
): Promise<DownloadRow> {
  const [row] = await db.drizzle
    .insert(recruiterDownloads)
    .values({
      business_id: download.businessId,
      recruiter_id: download.recruiterId,
      entity: download.entity,
      format: download.format,
      requested: download.requested,
      params: download.params,
    })
    .returning();
  if (!row) throw new Error("insert into recruiter_downloads returned nothing");
  return row;
}
