/** The uploaded files' rows (data_files), as the file routes (routes/shared/dataFiles.ts and beside it) read them. */
import { type AnyEntity, getEntity } from "@seleta/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { CandidatePrincipal } from "../auth/principal";
import { privateRowColumns, type RowFacts } from "../authz/policy";
import { type Database, type Executor, rowsOf } from "../db/client";
import { dataFiles, entityTable } from "../db/schema";
import { filesOf, rebuildFilesText } from "./filesText";
import { TEXT_CONTENT_TYPES } from "./fileTypes";

const CANDIDATE = getEntity("candidates");

/** The text read from a file, or null when none was read (or there is no such file). */
export async function storedFileText(db: Database, id: number): Promise<string | null> {
  const [stored] = await rowsOf<{ text: string | null }>(
    db.drizzle.execute(sql`select text from ${dataFiles} where id = ${id}`),
  );
  return stored?.text ?? null;
}

/**
 * The CVs a candidate sent, newest first (a replaced one is gone; two only if a replacement raced). Documents a
 * recruiter attached to the candidate's record are the firm's: not the candidate's CV, nor theirs to remove.
 */
export function ownCvRows(db: Database, principal: CandidatePrincipal) {
  return db.drizzle
    .select()
    .from(dataFiles)
    .where(
      and(
        filesOf(principal.businessId, CANDIDATE.model, principal.id),
        eq(dataFiles.created_by, principal.accountId),
        inArray(dataFiles.content_type, [...TEXT_CONTENT_TYPES]),
      ),
    )
    .orderBy(desc(dataFiles.created_at), desc(dataFiles.id));
}

/** Removes one of a candidate's CVs and its text from the candidate's search document, in one transaction. */
export async function deleteOwnCv(db: Database, principal: CandidatePrincipal, id: number): Promise<void> {
  await db.drizzle.transaction(async (tx) => {
    await tx.delete(dataFiles).where(eq(dataFiles.id, id));
    await rebuildFilesText(tx, CANDIDATE, principal.businessId, principal.id);
  });
}

export type DataFileRow = {
  id: number;
  business_id: number;
  name: string;
  storage_key: string;
  content_type: string;
  size: number;
  reference_type: string | null;
  reference_id: number | null;
  text_status: string | null;
  created_at: string | Date;
};

/** The policy's facts of a record, for the columns its table has; undefined when there is no such row. */
export async function recordFacts(db: Database, entity: AnyEntity, id: number): Promise<RowFacts | undefined> {
  const table = entityTable(entity.name);
  const privateRows = privateRowColumns(entity);
  const present = [
    "business_id",
    "candidate_id",
    "client_company_id",
    "deleted_at",
    ...(privateRows ? [privateRows.flag, privateRows.owner] : []),
  ].filter((name) => name in table);
  const columns = [sql`id`, ...present.map((name) => sql.identifier(name))];
  const [row] = await rowsOf<Record<string, unknown>>(
    db.drizzle.execute(sql`select ${sql.join(columns, sql`, `)} from ${table} where id = ${id} limit 1`),
  );
  if (!row) return undefined;
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    id: Number(row.id),
    business_id: number(row.business_id),
    candidate_id: number(row.candidate_id),
    client_company_id: number(row.client_company_id),
    deleted_at: row.deleted_at ? String(row.deleted_at) : null,
    ...(privateRows
      ? { [privateRows.flag]: row[privateRows.flag] === true, [privateRows.owner]: number(row[privateRows.owner]) }
      : {}),
  };
}

/** The business a principal works in now (a recruiter's current one). */

/** A file of the business by id, or undefined. */
export async function businessFile(db: Database, businessId: number, id: number): Promise<DataFileRow | undefined> {
  const [row] = (await db.drizzle
    .select()
    .from(dataFiles)
    .where(and(eq(dataFiles.id, id), eq(dataFiles.business_id, businessId)))
    .limit(1)) as unknown as DataFileRow[];
  return row;
}

/** The files of a record, newest first. */
export async function recordFiles(
  db: Database,
  businessId: number,
  model: string,
  referenceId: number,
): Promise<DataFileRow[]> {
  return (await db.drizzle
    .select()
    .from(dataFiles)
    .where(filesOf(businessId, model, referenceId))
    .orderBy(desc(dataFiles.created_at), desc(dataFiles.id))) as unknown as DataFileRow[];
}

/** The row of a stored upload (its text to be read when `textStatus` is pending). */
export async function insertDataFile(
  executor: Executor,
  file: {
    businessId: number;
    model: string;
    referenceId: number;
    name: string;
    storageKey: string;
    contentType: string;
    size: number;
    sha256: string;
    textStatus: string | null;
    accountId: number;
  },
): Promise<DataFileRow> {
  const [inserted] = await rowsOf<DataFileRow>(
    executor.execute(sql`
      insert into ${dataFiles}
        (business_id, reference_type, reference_id, name, storage_key, content_type, size, sha256, text,
         text_status, created_by)
      values (${file.businessId}, ${file.model}, ${file.referenceId}, ${file.name},
              ${file.storageKey}, ${file.contentType}, ${file.size}, ${file.sha256}, ${null}, ${file.textStatus},
              ${file.accountId})
      returning id, business_id, name, storage_key, content_type, size, reference_type, reference_id,
                text_status, created_at`),
  );
  return inserted as DataFileRow;
}

/** Removes the CVs the account sent for the record before the one kept; their ids and storage keys. */
export function deleteEarlierCvs(
  executor: Executor,
  cv: { businessId: number; model: string; referenceId: number; keptId: number; accountId: number },
): Promise<DataFileRow[]> {
  return rowsOf<DataFileRow>(
    executor.execute(sql`
      delete from ${dataFiles}
      where ${filesOf(cv.businessId, cv.model, cv.referenceId)} and id <> ${cv.keptId}
        and created_by = ${cv.accountId}
        and content_type in (${sql.join(
          TEXT_CONTENT_TYPES.map((mime) => sql`${mime}`),
          sql`, `,
        )})
      returning id, storage_key`),
  );
}

/** Removes a file's row; the kept text of its record is rebuilt from the files left, in one transaction. */
export async function deleteDataFile(db: Database, entity: AnyEntity, row: DataFileRow): Promise<void> {
  await db.drizzle.transaction(async (tx) => {
    await tx.delete(dataFiles).where(eq(dataFiles.id, row.id));
    await rebuildFilesText(tx, entity, row.business_id, row.reference_id as number);
  });
}
