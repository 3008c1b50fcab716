/**
 * The audit log: every create, update and delete of a registry record, and every merge, says who
 * did it, when, and which fields went from what to what. Written in the same transaction as the change, so a
 * rolled-back change leaves no entry and a committed one always has its entry.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { type AuditAction, accounts, auditLogs, col } from "../db/schema";

/** `{field: [from, to]}`: only the fields whose value changed. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export type AuditEntry = {
  entity: string;
  recordId: number;
  action: AuditAction;
  changes: AuditChanges | Record<string, unknown>;
  businessId: number | null;
  accountId: number | null;
  requestId?: string;
};

/** Values compare by their JSON (dates as strings, arrays and objects by content). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The changes between two versions of a record over the given fields: a create is `before = null`, a delete is
 * `after = null`. Fields missing from `after` on an update were not written and are not changes.
 */
export function diffChanges(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
  fields: readonly string[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (before && after && !(field in after)) continue;
    const from = before ? (before[field] ?? null) : null;
    const to = after ? (after[field] ?? null) : null;
    if (!same(from, to)) changes[field] = [from, to];
  }
  return changes;
}

const writeListeners = new Set<() => void>();

/**
 * Told after every audited write of this process: each create, update, delete and merge of a registry record (jobs,
 * the site's content and configuration, bulk actions and merges among them) records its audit entry here, so this
 * is the one place that learns a record changed. The public pages' cache (web/pageCache.ts) empties itself on it.
 * Told when the entry is written, which may be before its transaction commits: a listener must tolerate seeing the
 * old state once more. Returns the unsubscribe function.
 */
export function onRecordsWritten(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

export async function recordAudit(executor: Executor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await executor.insert(auditLogs).values(
    entries.map((entry) => ({
      entity: entry.entity,
      record_id: entry.recordId,
      action: entry.action,
      changes: entry.changes,
      business_id: entry.businessId,
      account_id: entry.accountId,
      request_id: entry.requestId ?? null,
    })),
  );
  for (const listener of writeListeners) listener();
}

/** A record's history, oldest first. */
export async function auditTrail(executor: Executor, entity: string, recordId: number) {
  return executor
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.record_id, recordId)))
    .orderBy(asc(auditLogs.created_at), asc(auditLogs.id));
}

/** A record's audit trail, oldest first, with the name of the account behind each change. */
export function auditTrailWithAccounts(db: Database, entityName: string, recordId: number) {
  return db.drizzle
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      changes: auditLogs.changes,
      account_id: auditLogs.account_id,
      account_name: col(accounts, "name"),
      created_at: auditLogs.created_at,
    })
    .from(auditLogs)
    .leftJoin(accounts, eq(accounts.id, auditLogs.account_id))
    .where(and(eq(auditLogs.entity, entityName), eq(auditLogs.record_id, recordId)))
    .orderBy(asc(auditLogs.created_at), asc(auditLogs.id));
}
