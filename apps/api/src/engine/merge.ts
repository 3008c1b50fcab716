/**
 * Merging a duplicate candidate into the one kept, and undoing it. In the caller's transaction:
 *   1. every row that points at the duplicate — found from the schema itself: each foreign key to `candidates`
 *      of every table (registry tables, join tables, shortlists…) and the data files attached to it — moves to the
 *      kept candidate, unless the move would break a unique rule (the database's unique indexes and primary keys,
 *      and the rules the data means: one apply per job, one entry per tearsheet): those rows stay, and are named;
 *   2. the kept candidate's empty fields take the duplicate's values;
 *   3. the duplicate is soft-deleted;
 *   4. `candidate_merges.moved` keeps exactly what moved and what was filled, and both candidates get a `merge`
 *      audit entry.
 * Undo moves those rows back, empties the filled fields that still hold the merged value, restores the duplicate
 * and audits `unmerge`; a merge is undone once.
 */
import { entities, mergeableFields, mergeOutcome } from "@seleta/domain";
import { is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import * as schema from "../db/schema";
import { candidateMerges } from "../db/schema";
import { HttpError, notFound } from "../edge/errors";
import { recordAudit } from "./audit";
import { type ChangeContext, REDACTED, rowValues } from "./records";

const candidateEntity = entities.candidates;

/** A set of rows that point at a candidate through one column (and, for data files, their reference type). */
type Reference = {
  table: string;
  column: string;
  /** Columns that identify a row (its primary key). */
  key: string[];
  /** Column groups that must stay unique once the column changes (they include the column). */
  unique: string[][];
  /** Extra equality the rows must meet (`reference_type = 'Candidate'`). */
  filter?: Record<string, string>;
};

/**
 * Rules the data means though no index says so: a candidate sits under an off-limit rule once. (A candidate applies
 * to a job once, and sits on a list once: the unique indexes applies_candidate_id_job_id_key and
 * tearsheet_candidates_tearsheet_id_candidate_id_key say those.)
 */
const NATURAL_KEYS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  off_limit_rule_candidates: [["off_limit_id", "candidate_id"]],
};

/** Tables whose rows are about merges themselves, never moved by one. */
const NOT_MOVED = new Set(["candidate_merges"]);

function columnsOfIndex(columns: readonly unknown[]): string[] | undefined {
  const names = columns.map((column) => (column as { name?: unknown }).name);
  return names.every((name): name is string => typeof name === "string") ? names : undefined;
}

let references: Reference[] | undefined;

/** Every column of the schema that points at `candidates`, read from the tables' foreign keys once. */
export function candidateReferences(): Reference[] {
  if (references) return references;
  const found: Reference[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (NOT_MOVED.has(config.name)) continue;
    const primary = config.columns.filter((column) => column.primary).map((column) => column.name);
    const key = primary.length > 0 ? primary : (config.primaryKeys[0]?.columns.map((column) => column.name) ?? []);
    const unique: string[][] = [
      key,
      ...config.indexes.flatMap((index) => {
        if (!index.config.unique) return [];
        const names = columnsOfIndex(index.config.columns);
        return names ? [names] : [];
      }),
      ...config.uniqueConstraints.map((constraint) => constraint.columns.map((column) => column.name)),
      ...(NATURAL_KEYS[config.name] ?? []).map((columns) => [...columns]),
    ];
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      if (getTableConfig(reference.foreignTable).name !== candidateEntity.name) continue;
      for (const column of reference.columns) {
        found.push({
          table: config.name,
          column: column.name,
          key,
          unique: unique.filter((columns) => columns.includes(column.name)),
        });
      }
    }
  }
  found.push({
    table: "data_files",
    column: "reference_id",
    key: ["id"],
    unique: [],
    filter: { reference_type: candidateEntity.model },
  });
  references = found.sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
  return references;
}

/** What moved (or stayed) through one reference: the rows by their key, as they are after the move. */
export type MovedRows = { table: string; column: string; keys: Record<string, unknown>[] };

export type MergeRecord = {
  moved: MovedRows[];
  /** Rows left with the duplicate: moving them would have broken a unique rule. */
  skipped: MovedRows[];
  /** Kept candidate's fields filled from the duplicate: `{field: [before, after]}`. */
  filled: Record<string, [unknown, unknown]>;
  /** The duplicate's login, moved to the kept candidate (who had none). */
  account?: number;
};

/** What a merge answers: counts and field names, never values (some are LGPD-sensitive). */
export type MergeSummary = {
  id: number;
  kept_id: number;
  merged_id: number;
  moved: { table: string; column: string; count: number }[];
  skipped: { table: string; column: string; count: number; reason: string }[];
  filled: string[];
  undone_at: string | null;
};

const id = (name: string) => sql.identifier(name);

function filterSql(reference: Reference, alias: string): SQL {
  const parts = Object.entries(reference.filter ?? {}).map(
    ([column, value]) => sql` and ${id(alias)}.${id(column)} = ${value}`,
  );
  return sql.join(parts, sql``);
}

/** Rows of `reference` keyed as in `keys` (any of them). */
function keyMatch(reference: Reference, alias: string, keys: readonly Record<string, unknown>[]): SQL {
  if (keys.length === 0) return sql`false`;
  const tuple = sql.join(
    reference.key.map((column) => sql`${id(alias)}.${id(column)}`),
    sql`, `,
  );
  const values = sql.join(
    keys.map(
      (key) =>
        sql`(${sql.join(
          reference.key.map((column) => sql`${key[column] as number}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  return sql`(${tuple}) in (${values})`;
}

/**
 * Moves rows of one reference from candidate `from` to `to` (all of them, or only `keys`), except those whose
 * unique rules another row pointing at `to` already takes. Answers the keys moved (as they are now) and left.
 */
async function moveRows(
  executor: Executor,
  reference: Reference,
  from: number,
  to: number,
  keys?: readonly Record<string, unknown>[],
): Promise<{ moved: Record<string, unknown>[]; left: Record<string, unknown>[] }> {
  const table = id(reference.table);
  const column = id(reference.column);
  const only = keys ? sql` and ${keyMatch(reference, "t", keys)}` : sql``;
  const clashes = reference.unique.map((columns) => {
    const others = columns.filter((name) => name !== reference.column);
    const same = others.map((name) => sql` and s.${id(name)} = t.${id(name)}`);
    return sql` and not exists (select 1 from ${table} s where s.${column} = ${to}${filterSql(reference, "s")}${sql.join(same, sql``)})`;
  });
  const returning = sql.join(
    reference.key.map((name) => sql`t.${id(name)}`),
    sql`, `,
  );
  const moved = (await executor.execute(
    sql`update ${table} t set ${column} = ${to}
        where t.${column} = ${from}${filterSql(reference, "t")}${only}${sql.join(clashes, sql``)}
        returning ${returning}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const left = (await executor.execute(
    sql`select ${returning} from ${table} t where t.${column} = ${from}${filterSql(reference, "t")}${only}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const plain = (rows: Record<string, unknown>[]) =>
    rows.map((row) => Object.fromEntries(reference.key.map((name) => [name, Number(row[name])])));
  return { moved: plain(moved.rows), left: plain(left.rows) };
}

/**
 * The columns a merge may fill on the kept candidate: its mergeable fields (the shared rule the merge view shows)
 * and the text of its CVs.
 */
function fillableColumns(): { key: string; column: string }[] {
  return [
    ...mergeableFields(candidateEntity).map((field) => ({
      key: field.key,
      column: field.kind === "relation" ? `${field.key}_id` : field.key,
    })),
    { key: "cv_text", column: "cv_text" },
  ];
}

async function candidateRow(executor: Executor, candidateId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await executor
    .select()
    .from(schema.candidates)
    .where(sql`${schema.candidates.id} = ${candidateId}`)
    .for("update");
  return row as Record<string, unknown> | undefined;
}

function summary(row: typeof candidateMerges.$inferSelect): MergeSummary {
  const moved = row.moved as unknown as MergeRecord;
  return {
    id: Number(row.id),
    kept_id: Number(row.kept_id),
    merged_id: Number(row.merged_id),
    moved: [
      ...moved.moved.map((group) => ({ table: group.table, column: group.column, count: group.keys.length })),
      ...(moved.account === undefined ? [] : [{ table: "candidates", column: "account_id", count: 1 }]),
    ],
    skipped: moved.skipped.map((group) => ({
      table: group.table,
      column: group.column,
      count: group.keys.length,
      reason: "unique",
    })),
    filled: Object.keys(moved.filled),
    undone_at: row.undone_at
      ? new Date(
          String(row.undone_at)
            .replace(" ", "T")
            .replace(/([+-]\d\d)$/, "$1:00"),
        ).toISOString()
      : null,
  };
}

/** Sensitive values never reach the audit log (see records.ts). */
function filledForAudit(filled: Record<string, [unknown, unknown]>): Record<string, [unknown, unknown]> {
  const sensitive = new Set(candidateEntity.fieldList.filter((field) => field.sensitive).map((field) => field.key));
  return Object.fromEntries(
    Object.entries(filled).map(([key, [before, after]]) =>
      sensitive.has(key) || key === "cv_text"
        ? [key, [before === null ? null : REDACTED, after === null ? null : REDACTED]]
        : [key, [before, after]],
    ),
  );
}

/** Merges the authorised candidate `duplicateId` into `keptId` (same business, both live). */
export async function mergeCandidates(
  executor: Executor,
  keptId: number,
  duplicateId: number,
  ctx: ChangeContext,
): Promise<MergeSummary> {
  const kept = await candidateRow(executor, keptId);
  const duplicate = await candidateRow(executor, duplicateId);
  if (!kept || !duplicate || kept.deleted_at || duplicate.deleted_at) throw notFound();
  if (Number(kept.business_id) !== Number(duplicate.business_id)) throw notFound();

  const record: MergeRecord = { moved: [], skipped: [], filled: {} };
  for (const reference of candidateReferences()) {
    const { moved, left } = await moveRows(executor, reference, duplicateId, keptId);
    if (moved.length > 0) record.moved.push({ table: reference.table, column: reference.column, keys: moved });
    if (left.length > 0) record.skipped.push({ table: reference.table, column: reference.column, keys: left });
  }

  const keptValues = { ...rowValues(candidateEntity, kept), cv_text: kept.cv_text ?? null };
  const duplicateValues = { ...rowValues(candidateEntity, duplicate), cv_text: duplicate.cv_text ?? null };
  const fill: Record<string, unknown> = {};
  for (const { key, column } of fillableColumns()) {
    const value = duplicateValues[key as keyof typeof duplicateValues];
    if (mergeOutcome(keptValues[key as keyof typeof keptValues], value) !== "filled") continue;
    record.filled[key] = [keptValues[key as keyof typeof keptValues] ?? null, value];
    fill[column] = duplicate[column];
  }
  // The duplicate's login goes with the person, or they could no longer sign in once it is deleted; the kept
  // candidate's own login wins (one login per candidate), and the duplicate's is then named as left behind.
  const duplicateAccount = duplicate.account_id === null ? null : Number(duplicate.account_id);
  if (duplicateAccount !== null && kept.account_id === null) {
    record.account = duplicateAccount;
    fill.account_id = duplicateAccount;
  } else if (duplicateAccount !== null) {
    record.skipped.push({ table: "candidates", column: "account_id", keys: [{ id: duplicateId }] });
  }
  await executor
    .update(schema.candidates)
    .set({
      deleted_at: sql`now()`,
      updated_at: sql`now()`,
      updated_by: ctx.accountId,
      ...(record.account === undefined ? {} : { account_id: null }),
    } as never)
    .where(sql`${schema.candidates.id} = ${duplicateId}`);
  await executor
    .update(schema.candidates)
    .set({ ...fill, updated_at: sql`now()`, updated_by: ctx.accountId } as never)
    .where(sql`${schema.candidates.id} = ${keptId}`);

  const [merge] = await executor
    .insert(candidateMerges)
    .values({
      business_id: Number(kept.business_id),
      kept_id: keptId,
      merged_id: duplicateId,
      moved: record as unknown as Record<string, unknown>,
      created_by: ctx.accountId,
    })
    .returning();
  if (!merge) throw new Error("insert into candidate_merges returned nothing");

  const counts = Object.fromEntries(record.moved.map((group) => [`${group.table}.${group.column}`, group.keys.length]));
  const base = { entity: "candidates", action: "merge" as const, businessId: Number(kept.business_id) };
  const who = { accountId: ctx.accountId, ...(ctx.requestId ? { requestId: ctx.requestId } : {}) };
  await recordAudit(executor, [
    {
      ...base,
      ...who,
      recordId: keptId,
      changes: { merged_from: duplicateId, merge_id: merge.id, moved: counts, ...filledForAudit(record.filled) },
    },
    {
      ...base,
      ...who,
      recordId: duplicateId,
      changes: { merged_into: keptId, merge_id: merge.id },
    },
  ]);
  return summary(merge);
}

/** Undoes merge `mergeId` of `businessId`: 404 when there is none, 409 when it was undone already. */
export async function undoMerge(
  executor: Executor,
  mergeId: number,
  businessId: number,
  ctx: ChangeContext,
): Promise<MergeSummary> {
  const [merge] = await executor
    .select()
    .from(candidateMerges)
    .where(sql`${candidateMerges.id} = ${mergeId} and ${candidateMerges.business_id} = ${businessId}`)
    .for("update");
  if (!merge) throw notFound();
  if (merge.undone_at) throw new HttpError(409, "already_undone", "This merge was undone already.");
  const keptId = Number(merge.kept_id);
  const duplicateId = Number(merge.merged_id);
  const record = merge.moved as unknown as MergeRecord;
  const byName = new Map(
    candidateReferences().map((reference) => [`${reference.table}.${reference.column}`, reference]),
  );

  const notRestored: MovedRows[] = [];
  for (const group of record.moved) {
    const reference = byName.get(`${group.table}.${group.column}`);
    if (!reference) continue;
    const { left } = await moveRows(executor, reference, keptId, duplicateId, group.keys);
    if (left.length > 0) notRestored.push({ table: group.table, column: group.column, keys: left });
  }

  // A filled field goes back to empty only if it still holds what the merge put there (no one has edited it).
  const kept = await candidateRow(executor, keptId);
  const emptied: Record<string, unknown> = {};
  const emptiedFields: string[] = [];
  if (kept) {
    const current = { ...rowValues(candidateEntity, kept), cv_text: kept.cv_text ?? null } as Record<string, unknown>;
    for (const { key, column } of fillableColumns()) {
      const change = record.filled[key];
      if (!change || JSON.stringify(current[key] ?? null) !== JSON.stringify(change[1] ?? null)) continue;
      emptied[column] = change[0] ?? null;
      emptiedFields.push(key);
    }
  }
  const accountBack = record.account !== undefined && kept && Number(kept.account_id) === record.account;
  if (accountBack) emptied.account_id = null;
  if (kept) {
    await executor
      .update(schema.candidates)
      .set({ ...emptied, updated_at: sql`now()`, updated_by: ctx.accountId } as never)
      .where(sql`${schema.candidates.id} = ${keptId}`);
  }
  await executor
    .update(schema.candidates)
    .set({
      deleted_at: null,
      updated_at: sql`now()`,
      updated_by: ctx.accountId,
      ...(accountBack ? { account_id: record.account } : {}),
    } as never)
    .where(sql`${schema.candidates.id} = ${duplicateId}`);
  const [undone] = await executor
    .update(candidateMerges)
    .set({ undone_at: sql`now()` } as never)
    .where(sql`${candidateMerges.id} = ${mergeId}`)
    .returning();
  if (!undone) throw notFound();

  const base = { entity: "candidates", action: "unmerge" as const, businessId: Number(merge.business_id) };
  const who = { accountId: ctx.accountId, ...(ctx.requestId ? { requestId: ctx.requestId } : {}) };
  const restoredCounts = Object.fromEntries(
    record.moved.map((group) => [`${group.table}.${group.column}`, group.keys.length]),
  );
  await recordAudit(executor, [
    {
      ...base,
      ...who,
      recordId: keptId,
      changes: { unmerged: duplicateId, merge_id: mergeId, moved_back: restoredCounts, emptied: emptiedFields },
    },
    { ...base, ...who, recordId: duplicateId, changes: { restored_from: keptId, merge_id: mergeId } },
  ]);
  return {
    ...summary(undone),
    skipped: notRestored.map((group) => ({
      table: group.table,
      column: group.column,
      count: group.keys.length,
      reason: "unique",
    })),
  };
}
