/** The uploaded files' rows (data_files), as the file routes (routes/shared/dataFiles.ts and beside it) read them. */
import { getEntity } from "@seleta/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { CandidatePrincipal } from "../auth/principal";
import { type Database, rowsOf } from "../db/client";
import { dataFiles } from "../db/schema";
import { TEXT_CONTENT_TYPES } from "../jobs/extractFileText";
import { filesOf, rebuildFilesText } from "./filesText";

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
