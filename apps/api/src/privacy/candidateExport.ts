/**
 * A candidate's copy of all their data (LGPD art. 18, II and V): one ZIP, written as a stream to a temp file, with
 * `dados.json` (their profile — every field of their record, sensitive ones included: they are theirs —, their
 * applications as they see them, the evaluations sent to them with their answers, their consents, the list of their
 * files) and their files under `arquivos/`.
 *
 * Applications in their own view: the job, the dates and what they wrote. Never the firm's internal fields —
 * notes, reject reasons, sub-statuses, evaluations, likes, owners, positions.
 */
import { createWriteStream } from "node:fs";
import { getEntity } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { type Database, queryRows } from "../db/client";
import { candidateConsents, candidates, dataFiles, entityTables } from "../db/schema";
import { columnName, isStoredInColumn } from "../db/schema/columns";
import type { FileStorage } from "../uploads/storage";
import { candidateFilesWhere } from "./anonymise";

const candidateEntity = getEntity("candidates");

/** How long a finished export can be downloaded; then its file is removed (retention sweep). */
export const DATA_EXPORT_LIFETIME_DAYS = 7;

export const EXPORT_JSON_NAME = "dados.json";
export const EXPORT_FILES_FOLDER = "arquivos";

/** The apply columns a candidate sees of their own applications. */
export const OWN_APPLICATION_COLUMNS = [
  "id",
  "job_id",
  "job_title",
  "applied_at",
  "created_at",
  "cover_letter",
  "salary_expectation",
  "answers",
  "consent_version",
  "consent_at",
] as const;

type FileRow = {
  id: number;
  name: string;
  content_type: string;
  size: number;
  storage_key: string;
  created_at: string;
};

/** A name safe inside a ZIP on every system: no folders, no control characters, no leading dots. */
export function archiveFileName(id: number, name: string): string {
  const safe = name
    .normalize("NFC")
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, "_")
    .replace(/^\.+/, "")
    .slice(0, 120);
  return `${EXPORT_FILES_FOLDER}/${id}-${safe || "arquivo"}`;
}

function iso(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** Everything `dados.json` holds, and the files to add. */
export async function candidateDataOf(db: Database, candidateId: number) {
  const fields = candidateEntity.fieldList.filter(isStoredInColumn);
  const [profileRow] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(
      fields.map((field) => sql`${sql.identifier(columnName(field))} as ${sql.identifier(field.key)}`),
      sql`, `,
    )}, account_id from ${candidates} where id = ${candidateId}`,
  );
  if (!profileRow) throw new Error(`No candidate ${candidateId}`);
  const accountId = profileRow.account_id === null ? null : Number(profileRow.account_id);
  const profile = Object.fromEntries(fields.map((field) => [field.key, iso(profileRow[field.key] ?? null)]));
  const applies = entityTables.applies;
  const applications = await queryRows<Record<string, unknown>>(
    db,
    sql`select a.id, a.job_id, coalesce(j.title, a.job_title) as job_title, a.applied_at, a.created_at,
               a.cover_letter, a.salary_expectation, a.answers, a.consent_version, a.consent_at
        from ${applies} a left join ${entityTables.jobs} j on j.id = a.job_id
        where a.candidate_id = ${candidateId}
        order by a.created_at, a.id`,
  );
  const evaluations = await queryRows<Record<string, unknown>>(
    db,
    sql`select e.title, r.sent_at, r.answered_at, r.answers
        from ${entityTables.evaluation_requests} r join ${entityTables.evaluations} e on e.id = r.evaluation_id
        where r.candidate_id = ${candidateId}
        order by r.sent_at, r.id`,
  );
  const consents = await queryRows<{ purpose: string; granted: boolean; text_version: string; created_at: unknown }>(
    db,
    sql`select purpose, granted, text_version, created_at from ${candidateConsents}
        where candidate_id = ${candidateId} order by created_at, id`,
  );
  const files = await queryRows<FileRow>(
    db,
    sql`select id, name, content_type, size, storage_key, created_at from ${dataFiles}
        where ${candidateFilesWhere(candidateId, accountId)} order by id`,
  );
  return {
    document: {
      exported_at: new Date().toISOString(),
      profile,
      applications: applications.map((row) =>
        Object.fromEntries(OWN_APPLICATION_COLUMNS.map((key) => [key, iso(row[key] ?? null)])),
      ),
      evaluations: evaluations.map((row) => ({
        title: row.title,
        sent_at: iso(row.sent_at ?? null),
        answered_at: iso(row.answered_at ?? null),
        answers: row.answers ?? null,
      })),
      consents: consents.map((row) => ({
        purpose: row.purpose,
        granted: row.granted,
        text_version: row.text_version,
        recorded_at: iso(row.created_at),
      })),
      files: files.map((file) => ({
        name: file.name,
        content_type: file.content_type,
        size: Number(file.size),
        uploaded_at: iso(file.created_at),
        path: archiveFileName(Number(file.id), file.name),
      })),
    },
    files,
  };
}

/**
 * Writes the ZIP to `path`, streaming each stored file into it (never a whole file in memory); `onStep(done,
 * total)` after the JSON and after each file. A file whose bytes are gone is listed with `missing: true`.
 */
export async function writeCandidateArchive(
  db: Database,
  storage: FileStorage,
  candidateId: number,
  path: string,
  onStep: (done: number, total: number) => Promise<void>,
  checkpoint: () => void = () => {},
): Promise<void> {
  const { document, files } = await candidateDataOf(db, candidateId);
  const out = createWriteStream(path);
  const finished = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
  });
  let failure: Error | undefined;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (failure) throw failure;
    if (out.writableNeedDrain) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  };
  const total = files.length + 1;
  const missing = new Set<number>();
  // Files first, the JSON last: it says which files were missing from storage.
  let done = 0;
  for (const file of files) {
    checkpoint();
    const stream = await storage.open(file.storage_key);
    if (!stream) {
      missing.add(Number(file.id));
    } else {
      const member = new ZipPassThrough(archiveFileName(Number(file.id), file.name));
      zip.add(member);
      for await (const chunk of stream) {
        member.push(chunk instanceof Uint8Array ? chunk : Buffer.from(chunk as string));
        await drained();
      }
      member.push(new Uint8Array(0), true);
    }
    done += 1;
    await onStep(done, total);
  }
  const json = new ZipDeflate(EXPORT_JSON_NAME, { level: 6 });
  zip.add(json);
  const withMissing = {
    ...document,
    files: document.files.map((file, index) =>
      missing.has(Number(files[index]?.id)) ? { ...file, path: null, missing: true } : file,
    ),
  };
  json.push(new TextEncoder().encode(JSON.stringify(withMissing, null, 2)), true);
  zip.end();
  await finished;
  if (failure) throw failure;
  await onStep(total, total);
}
