/**
 * Bulk delete (spec §3 bulk collection): rows picked by hand (`entity_collection.collections` of
 * `{reference_type, reference_id}`) or every row a list query matches minus the deselected ones
 * (`select_all_params.search`). All or nothing: every row must be one the principal may delete (`allowsRow`), and
 * the rows go in one transaction with one audit entry each (H2's `deleteRecords`: soft delete where the entity
 * keeps history).
 */
import { type AnyEntity, type ListQuery, type Locale, narrowsRows, type PresetContext, V } from "@seleta/domain";
import { and, inArray } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import { rowScope } from "../authz/policy";
import type { Database, Executor } from "../db/client";
import { type EntityTable, entityTable } from "../db/schema";
import { HttpError } from "../edge/errors";
import { compileListQuery, parseListQuery } from "./listQuery";
import { announceChange, changeContext, deleteRecords } from "./records";

export type CollectionItem = { reference_type: string; reference_id: number };

/** `select_all_params.search` as the web app sends it: the list's search with where/order/filter objects or JSON. */
export type SelectAllSearch = {
  entity: string;
  search?: string | undefined;
  term?: string | undefined;
  terms_search?: string | undefined;
  terms_required?: string | undefined;
  terms_optional?: string | undefined;
  terms_excluded?: string | undefined;
  where?: unknown;
  page?: unknown;
  filter?: unknown;
  order?: unknown;
  excluded_ids?: number[] | undefined;
};

export type BulkDeleteRequest =
  | { entity_collection: { collections: CollectionItem[] } }
  | { select_all_params: { search: SelectAllSearch } };

function tooMany(maxRecords: number): HttpError {
  return new HttpError(
    422,
    "too_many_records",
    `A bulk delete takes at most ${maxRecords} records: narrow the selection.`,
  );
}

function decodeWhere(where: unknown): Record<string, unknown> {
  if (typeof where !== "string") return (where as Record<string, unknown> | undefined) ?? {};
  try {
    return JSON.parse(where) as Record<string, unknown>;
  } catch {
    throw new HttpError(400, "validation_failed", "Some list parameters are invalid.", {
      "select_all_params.search.where": ["Malformed JSON."],
    });
  }
}

/**
 * The list query of a "select all": `where.all` (the web app's marker that everything was selected) narrows
 * nothing and goes; `excluded_ids` join `where.id.nin`; `search` stands for `term` when there is none. Every page
 * counts, not only the one on screen.
 */
export function selectAllQuery(entity: AnyEntity, search: SelectAllSearch, locale: Locale): ListQuery {
  const { all: _all, ...where } = decodeWhere(search.where);
  const id = where.id;
  if (id && typeof id === "object" && !Array.isArray(id) && "not_in" in id) {
    // The web app's list state (packages/domain/src/state/listState.ts) still says `not_in` for `nin`.
    const { not_in: excluded, ...rest } = id as Record<string, unknown>;
    where.id = { ...rest, nin: excluded };
  }
  if (search.excluded_ids && search.excluded_ids.length > 0) {
    const current = (where.id ?? {}) as Record<string, unknown>;
    const nin = Array.isArray(current.nin) ? (current.nin as unknown[]) : [];
    where.id = { ...current, nin: [...nin, ...search.excluded_ids] };
  }
  const raw = {
    term: search.term?.trim() ? search.term : (search.search ?? ""),
    terms_search: search.terms_search,
    terms_required: search.terms_required,
    terms_optional: search.terms_optional,
    terms_excluded: search.terms_excluded,
    where,
    filter: search.filter,
    order: search.order,
  };
  try {
    return parseListQuery(entity, raw, locale);
  } catch (error) {
    if (error instanceof HttpError && error.fields) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([name, messages]) => [`select_all_params.search.${name}`, messages]),
      );
      throw new HttpError(error.statusCode, error.code, error.message, fields);
    }
    throw error;
  }
}

export async function idsOfCollection(entity: AnyEntity, collections: readonly CollectionItem[]): Promise<number[]> {
  const fields: Record<string, string[]> = {};
  collections.forEach((item, index) => {
    if (item.reference_type !== entity.model) {
      fields[`entity_collection.collections.${index}.reference_type`] = [`Expected ${entity.model}.`];
    }
  });
  if (Object.keys(fields).length > 0) {
    throw new HttpError(400, "validation_failed", "Some records are not of this list.", fields);
  }
  return [...new Set(collections.map((item) => item.reference_id))];
}

async function idsOfSearch(
  executor: Executor,
  entity: AnyEntity,
  table: EntityTable,
  query: ListQuery,
  principal: RecruiterPrincipal,
  context: PresetContext,
  maxRecords: number,
): Promise<number[]> {
  const compiled = await compileListQuery(executor, entity, table, query, principal, context, "delete");
  const rows = await executor
    .select({ id: table.id })
    .from(table)
    .where(compiled.where)
    .limit(maxRecords + 1);
  return rows.map((row) => Number(row.id));
}

/**
 * The ids among `ids` that exist and that the principal may do `action` on: the policy's row scope (business,
 * deletion, private rows) as SQL, the same condition every list and detail reads.
 */
export async function idsInScope(
  executor: Executor,
  principal: RecruiterPrincipal,
  action: "read" | "update" | "delete",
  entity: AnyEntity,
  ids: readonly number[],
): Promise<Set<number>> {
  const table = entityTable(entity.name);
  const rows = await executor
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), rowScope(principal, action, entity, table)));
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Deletes what the request selects, or nothing: a 404 when one of the hand-picked rows does not exist or is not
 * the principal's to delete (the same answer for both, so no one learns what another business holds), a 422 for
 * a "select all" that narrows nothing (spec §5) or selects too much.
 */
export async function bulkDelete(
  db: Database,
  entity: AnyEntity,
  request: BulkDeleteRequest,
  principal: RecruiterPrincipal,
  context: PresetContext,
  locale: Locale,
  requestId: string,
  maxRecords: number,
): Promise<number> {
  const table = entityTable(entity.name);
  const query =
    "select_all_params" in request ? selectAllQuery(entity, request.select_all_params.search, locale) : undefined;
  if ("select_all_params" in request) {
    if (request.select_all_params.search.entity !== entity.name) {
      throw new HttpError(400, "validation_failed", "The search is of another list.", {
        "select_all_params.search.entity": [`Expected ${entity.name}.`],
      });
    }
    if (query && !narrowsRows(query)) {
      throw new HttpError(422, "filter_required", V.bulkNeedsFilter[locale]);
    }
  }
  const ctx = changeContext(principal, requestId, locale);
  const deleted = await db.drizzle.transaction(async (tx) => {
    const ids =
      "entity_collection" in request
        ? await idsOfCollection(entity, request.entity_collection.collections)
        : await idsOfSearch(tx, entity, table, query as ListQuery, principal, context, maxRecords);
    if (ids.length > maxRecords) throw tooMany(maxRecords);
    if (ids.length === 0) return 0;
    const allowed = await idsInScope(tx, principal, "delete", entity, ids);
    if (ids.some((id) => !allowed.has(id))) {
      throw new HttpError(404, "not_found", "Some of the selected records do not exist or may not be deleted by you.");
    }
    return deleteRecords(tx, entity, ids, ctx);
  });
  announceChange(db, ctx);
  return deleted;
}
