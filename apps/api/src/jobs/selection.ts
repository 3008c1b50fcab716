/**
 * What a job needs from the request that queued it: who asked (their permissions read again when the job runs, so
 * a role changed or a recruiter deactivated meanwhile counts) and which rows (ids picked by hand, or a list search
 * compiled by the same list query compiler and row scope as the lists).
 */
import { type Action, type AnyEntity, findEntity, type Locale, presetContext } from "@seleta/domain";
import { and, asc, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import { loadPrincipal } from "../auth/principal";
import { STRATEGIES } from "../auth/strategies";
import { allows, rowScope } from "../authz/policy";
import { type Database, type Executor, queryRows, rowsOf } from "../db/client";
import { type EntityTable, entityTable } from "../db/schema";
import { HttpError } from "../edge/errors";
import { type CollectionItem, idsOfCollection, type SelectAllSearch, selectAllQuery } from "../engine/bulkDelete";
import { compileListQuery } from "../engine/listQuery";

export type Selection =
  | { entity_collection: { collections: CollectionItem[] } }
  | { select_all_params: { search: SelectAllSearch } };

const GONE: Record<Locale, string> = {
  "pt-BR": "Você não tem mais acesso a esta tarefa.",
  en: "You no longer have access to this task.",
};

/** The recruiter as they are now, working in the business the job was asked in; an HttpError when they may not. */
export async function jobPrincipal(
  db: Database,
  recruiterId: number,
  businessId: number,
  actions: readonly Action[],
  entity: AnyEntity,
  locale: Locale,
): Promise<RecruiterPrincipal> {
  const [row] = await queryRows<{ account_id: number | null }>(
    db,
    sql`select account_id from recruiters where id = ${recruiterId}`,
  );
  const accountId = row?.account_id === null || row?.account_id === undefined ? undefined : Number(row.account_id);
  const principal =
    accountId === undefined
      ? undefined
      : await loadPrincipal(db, { id: 0, accountId, strategy: STRATEGIES.recruiters });
  if (principal?.kind !== "recruiters" || !principal.businessIds.includes(businessId)) {
    throw new HttpError(403, "forbidden", GONE[locale]);
  }
  const scoped = { ...principal, businessId };
  if (!actions.every((action) => allows(scoped, action, entity))) throw new HttpError(403, "forbidden", GONE[locale]);
  return scoped;
}

/** The registry entity a job names (checked when it was queued). */
export function jobEntity(name: string): AnyEntity {
  const entity = findEntity(name);
  if (!entity) throw new Error(`No entity ${name}`);
  return entity;
}

/**
 * The rows of a selection the principal may do `action` on, as a WHERE condition: hand-picked ids within the row
 * scope, or a select-all's list query (scope included). A select-all that narrows nothing is the caller's choice to
 * check (exports allow it, bulk actions do not).
 */
export async function selectionWhere(
  executor: Executor,
  entity: AnyEntity,
  table: EntityTable,
  selection: Selection,
  principal: RecruiterPrincipal,
  action: "read" | "delete" | "update",
  locale: Locale,
): Promise<SQL> {
  if ("entity_collection" in selection) {
    const ids = await idsOfCollection(entity, selection.entity_collection.collections);
    return and(rowScope(principal, action, entity, table), inArray(table.id, ids)) as SQL;
  }
  const query = selectAllQuery(entity, selection.select_all_params.search, locale);
  const compiled = await compileListQuery(
    executor,
    entity,
    table,
    query,
    principal,
    presetContext(principal.id, new Date()),
    action === "delete" ? "delete" : "read",
  );
  return action === "update"
    ? (and(compiled.where, rowScope(principal, "update", entity, table)) as SQL)
    : compiled.where;
}

/** Every id `where` selects, ascending, read in keyset pages (never OFFSET). */
export async function selectedIds(
  executor: Executor,
  table: EntityTable,
  where: SQL,
  pageSize = 5_000,
): Promise<number[]> {
  const ids: number[] = [];
  let last = 0;
  for (;;) {
    const query = executor
      .select({ id: table.id })
      .from(table)
      .where(and(where, gt(table.id, last)))
      .orderBy(asc(table.id))
      .limit(pageSize);
    const rows = await rowsOf<{ id: number }>(executor.execute(query.getSQL()));
    for (const row of rows) ids.push(Number(row.id));
    if (rows.length < pageSize) return ids;
    last = ids.at(-1) as number;
  }
}

export function tableOf(entity: AnyEntity): EntityTable {
  return entityTable(entity.name);
}
