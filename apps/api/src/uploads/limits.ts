/**
 * Who may upload and how much. Every upload needs a confirmed account: a candidate (who signs up alone) has
 * confirmed their e-mail; recruiters are accounts an administrator made and client contacts are people a recruiter
 * gave portal access to, so their active session is confirmation enough. Candidates and client contacts store at
 * most a quota in all (UPLOAD_QUOTA_MB); recruiters, who attach the firm's documents to every kind of record, have
 * none; a candidate's data export counts in what they store. Every account sends at most UPLOADS_PER_HOUR uploads an
 * hour. The upload gate (gate.ts) applies these rules to every route that stores files.
 */
import { sql } from "drizzle-orm";
import type { AccountPrincipal } from "../auth/principal";
import { type Executor, rowsOf } from "../db/client";
import { candidates, dataFiles, recruiterDownloads } from "../db/schema";
import { notConfirmed, quotaFull, quotaReached } from "./rejections";
import type { UploadSettings } from "./settings";

/** The refusal of an account that may not upload yet; undefined when it may. */
export function unconfirmedRefusal(principal: AccountPrincipal) {
  return principal.kind === "candidates" && !principal.confirmed ? notConfirmed() : undefined;
}

/** The bytes an account may store in all; undefined: no quota. */
export function quotaOf(principal: AccountPrincipal, settings: Pick<UploadSettings, "quotaBytes">): number | undefined {
  return principal.kind === "recruiters" ? undefined : settings.quotaBytes;
}

/**
 * What an account stores, as the database records it: the files it uploaded (data_files) and, for a candidate, the
 * data export whose file is kept for them (recruiter_downloads; an expired one has lost its file).
 */
export async function storedBytes(executor: Executor, accountId: number): Promise<number> {
  const [row] = await rowsOf<{ bytes: string | number }>(
    executor.execute(sql`select (select coalesce(sum(${dataFiles.size}), 0) from ${dataFiles}
                                 where ${dataFiles.created_by} = ${accountId})
                              + (select coalesce(sum(d.file_size), 0) from ${recruiterDownloads} d
                                 join ${candidates} c on c.id = d.candidate_id
                                 where c.account_id = ${accountId} and d.storage_name is not null)::bigint as bytes`),
  );
  return Number(row?.bytes ?? 0);
}

/** The refusal of a file that would take the account past its quota; undefined when it fits. */
export function quotaRefusal(usedBytes: number, fileBytes: number, quotaBytes: number | undefined) {
  if (quotaBytes === undefined) return undefined;
  if (usedBytes >= quotaBytes) return quotaFull(usedBytes, quotaBytes);
  return usedBytes + fileBytes > quotaBytes ? quotaReached(usedBytes, quotaBytes, fileBytes) : undefined;
}

/**
 * Where uploads of one account queue inside their transactions: two uploads of one account cannot both read the
 * total before either adds to it. A transaction-scoped advisory lock keyed on the account (namespace + id).
 */
const UPLOAD_QUOTA_LOCK = 0x5e1e7a;

export async function lockAccountUploads(executor: Executor, accountId: number): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}::int, ${accountId}::int)`);
}
