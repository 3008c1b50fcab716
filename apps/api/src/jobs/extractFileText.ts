/**
 * Reads the text of an uploaded PDF or DOCX after the upload has been answered: the row was written `pending`, the
 * job copies the stored bytes to a temp file, extracts in the worker thread (limits of extractText.ts), writes the
 * text and the outcome on the row and rebuilds the record's search text (a candidate's CV words become searchable).
 *
 * Outcomes: `done` (text read), `no_text` (a sound file with no text to read: a scanned PDF, a password, limits
 * reached), `failed` (the parser gave up on it). A job interrupted by a stop leaves the row `pending`; the next start
 * (or the PostgreSQL sweep) queues it again (requeuePendingTexts).
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { findEntityByModel } from "@seleta/domain";
import type { TextStatus } from "@seleta/domain/wire";
import { sql } from "drizzle-orm";
import { type Database, type Log, queryRows, rowsOf } from "../db/client";
import { type Extraction, extractText } from "../uploads/extractText";
import { rebuildFilesText } from "../uploads/filesText";
import { type TextKind, textKindOf } from "../uploads/fileTypes";
import type { UploadSettings } from "../uploads/settings";
import type { JobContext } from "./context";

export const TEXT_QUEUE = "extract-file-text";

/** What a finished extraction leaves on the row. */
export function outcomeOf(extraction: Extraction): { status: Exclude<TextStatus, "pending">; text: string | null } {
  if (extraction.outcome === "unreadable") return { status: "failed", text: null };
  if (extraction.outcome === "skipped" || !extraction.text) return { status: "no_text", text: null };
  return { status: "done", text: extraction.text };
}

type Pending = {
  id: number;
  business_id: number;
  reference_type: string | null;
  reference_id: number | null;
  storage_key: string;
  content_type: string;
};

type Deps = { db: Database; uploads?: UploadSettings | undefined; log: Log };

export function extractFileTextJob({ db, uploads, log }: Deps) {
  return async (data: { id: number }, context: JobContext): Promise<void> => {
    const [row] = await queryRows<Pending>(
      db,
      sql`select id, business_id, reference_type, reference_id, storage_key, content_type
          from data_files where id = ${Number(data.id)} and text_status = 'pending'`,
    );
    if (!row || !uploads) return;
    const kind = textKindOf(row.content_type);
    const started = Date.now();
    const extraction: Extraction = kind
      ? await extractStored(uploads, row.storage_key, kind)
      : { outcome: "skipped", reason: "no text kind" };
    // Stopping: the row stays pending and is queued again at the next start.
    if (context.signal.aborted) return;
    const { status, text } = outcomeOf(extraction);
    await db.drizzle.transaction(async (tx) => {
      const updated = await rowsOf<{ id: number }>(
        tx.execute(sql`update data_files set text = ${text}, text_status = ${status}
                       where id = ${row.id} and text_status = 'pending' returning id`),
      );
      const entity = row.reference_type ? findEntityByModel(row.reference_type) : undefined;
      if (updated.length > 0 && entity && row.reference_id !== null && text) {
        await rebuildFilesText(tx, entity, Number(row.business_id), Number(row.reference_id));
      }
    });
    const facts = { data_file: row.id, status, ms: Date.now() - started };
    if (extraction.outcome === "text") log.info(facts, "File text read");
    else log.warn({ ...facts, reason: extraction.reason }, "File text not read");
  };
}

/** The stored bytes copied to a temp file the worker thread reads (the storage may be S3). */
async function extractStored(uploads: UploadSettings, key: string, kind: TextKind): Promise<Extraction> {
  const stream = await uploads.storage.open(key);
  if (!stream) return { outcome: "unreadable", reason: "stored file is missing" };
  await mkdir(uploads.incomingDir, { recursive: true });
  const path = join(uploads.incomingDir, `text-${randomBytes(12).toString("hex")}.${kind}`);
  try {
    await pipeline(stream, createWriteStream(path, { mode: 0o600 }));
    return await extractText(kind, path, uploads.extractLimits);
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * Pending rows nobody will read: no job of the queue waits for them, and either the process that ran them is known
 * dead (PGlite at start) or they have waited longer than `staleAfterMs` and this process does not run them. They
 * are queued again (reading a file twice is harmless: the text is rebuilt, not appended).
 */
export async function pendingTextsToRequeue(
  db: Database,
  options: { atStart: boolean; staleAfterMs: number; running: readonly number[] },
): Promise<number[]> {
  const activeIsDead = options.atStart && db.kind === "pglite";
  const stale = sql`make_interval(secs => ${options.staleAfterMs / 1000}::float8)`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select f.id from data_files f
        where f.text_status = 'pending'
          and (${activeIsDead}::boolean or f.created_at < now() - ${stale})
          and not (f.id = any(${sql.param([...options.running])}::int[]))
          and not exists (
            select 1 from pgboss.job j
            where j.name = ${TEXT_QUEUE} and (j.data ->> 'id') = f.id::text
              and (j.state in ('created', 'retry')
                   or (j.state = 'active' and not ${activeIsDead}::boolean and j.started_on > now() - ${stale})))
        order by f.id`,
  );
  return rows.map((row) => Number(row.id));
}
