/**
 * The text a record keeps from its files (a candidate's CVs, column `cv_text`), which its full-text search document
 * reads. Always rebuilt from the text of the files the record has now, so that reading a file twice, a removal or
 * a late job all leave the same text.
 */
import type { AnyEntity } from "@seleta/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { dataFiles, entityTable } from "../db/schema";
import { FILES_TEXT_COLUMN } from "../db/schema/search";

/** All of a record's file text the search document keeps (a tsvector holds at most 1 MB). */
export const CV_TEXT_MAX_CHARS = 300_000;

/** `WHERE` of a record's files in a business. */
export function filesOf(business: number, referenceType: string, referenceId: number): SQL {
  return and(
    eq(dataFiles.business_id, business),
    eq(dataFiles.reference_type, referenceType),
    eq(dataFiles.reference_id, referenceId),
  ) as SQL;
}

/** Rebuilds the record's kept text from its files' text, oldest first; nothing for entities without it. */
export async function rebuildFilesText(
  executor: Executor,
  entity: AnyEntity,
  business: number,
  referenceId: number,
): Promise<void> {
  if (!entity.files?.extractsText) return;
  const table = entityTable(entity.name);
  await executor.execute(sql`
    update ${table}
    set ${sql.identifier(FILES_TEXT_COLUMN)} =
      left((select string_agg(text, E'\n\n' order by id) from ${dataFiles}
            where ${filesOf(business, entity.model, referenceId)} and text is not null), ${CV_TEXT_MAX_CHARS})
    where ${table.id} = ${referenceId}`);
}
