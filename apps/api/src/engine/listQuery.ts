/**
 * The list query compiler: a raw query string → the domain's validated `ListQuery` (400 naming
 * the parameter otherwise) → drizzle SQL for WHERE (AND-ed with the policy's row scope), ORDER BY and the page.
 * Only registry fields reach the SQL, through `col(table, columnName(field))`; every value is a parameter.
 */
import {
  type AnyEntity,
  entityField,
  type FieldDefinition,
  LIST_TOTAL_CAP,
  type ListQuery,
  type Locale,
  type PresetContext,
  type WhereCondition,
} from "@seleta/domain";
import { listQueryIssueMessage, listQuerySchema, presetWhere, whereConditions } from "@seleta/domain/list-query";
import { and, asc, desc, getTableName, type SQL, sql } from "drizzle-orm";
import { type PgColumn, PgDialect } from "drizzle-orm/pg-core";
import type { Principal } from "../auth/principal";
import { rowScope } from "../authz/policy";
import { type Database, type Executor, rowsOf } from "../db/client";
import { col, type EntityTable, entityTable, joinTableName, joinTables } from "../db/schema";
import { columnName, isStoredInColumn, isTextColumn } from "../db/schema/columns";
import { normalizedTerm, searchCondition, subSearchText } from "../db/schema/search";
import { exactText, sortKey } from "../db/schema/sortKey";
import { type ErrorFields, HttpError } from "../edge/errors";
import { compileTerms } from "./fullText";
import { maySeeSensitive } from "./records";

/** The raw query (strings from a query string, or objects from a JSON body) → a validated query, or a 400. */
export function parseListQuery(entity: AnyEntity, raw: Record<string, unknown>, locale: Locale): ListQuery {
  const parsed = listQuerySchema(entity).safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: ErrorFields = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join(".") || "_";
    fields[name] = [...(fields[name] ?? []), listQueryIssueMessage(issue, locale)];
  }
  throw new HttpError(400, "validation_failed", "Some list parameters are invalid.", fields);
}

/** A value as a parameter of the column's type (numbers of numeric columns become the driver's strings). */
function param(value: unknown, column: PgColumn): SQL {
  return sql`${sql.param(value, column)}`;
}

/** Values as one array parameter cast to the column's type: one parameter for thousands of excluded ids. */
function arrayParam(values: readonly unknown[], column: PgColumn, arrayColumn = false): SQL {
  const type = column.getSQLType();
  const driverValues = arrayColumn ? values : values.map((value) => column.mapToDriverValue(value));
  return sql`${sql.param(driverValues)}::${sql.raw(arrayColumn ? type : `${type}[]`)}`;
}

function likeContaining(text: string): SQL {
  return normalizedTerm(`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/** A `relations` field: conditions on its join table. */
function relationsCondition(
  entity: AnyEntity,
  table: EntityTable,
  field: FieldDefinition,
  condition: WhereCondition & { kind: "field" },
): SQL {
  const join = joinTables[joinTableName(entity, field.key)];
  if (!join) throw new Error(`No join table for ${entity.name}.${field.key}`);
  const linked = (extra?: SQL) =>
    sql`exists (select 1 from ${join} where ${join.record_id} = ${table.id}${extra ? sql` and ${extra}` : sql``})`;
  const values = Array.isArray(condition.value) ? (condition.value as number[]) : [condition.value as number];
  switch (condition.operator) {
    case "contains":
      return and(...values.map((value) => linked(sql`${join.related_id} = ${value}`))) as SQL;
    case "in":
      return linked(sql`${join.related_id} = any(${sql.param(values)}::integer[])`);
    case "nin":
      return sql`not ${linked(sql`${join.related_id} = any(${sql.param(values)}::integer[])`)}`;
    case "null":
      return condition.value ? sql`not ${linked()}` : linked();
    default:
      throw new Error(`Operator ${condition.operator} on a relations field`);
  }
}

/** Tags and multi-selects: array operators. */
function arrayCondition(column: PgColumn, condition: WhereCondition & { kind: "field" }): SQL {
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  switch (condition.operator) {
    case "contains":
      return sql`${column} @> ${arrayParam(values, column, true)}`;
    case "in":
      return sql`${column} && ${arrayParam(values, column, true)}`;
    case "nin":
      return sql`not coalesce(${column} && ${arrayParam(values, column, true)}, false)`;
    case "null":
      return condition.value
        ? sql`coalesce(cardinality(${column}), 0) = 0`
        : sql`coalesce(cardinality(${column}), 0) > 0`;
    default:
      throw new Error(`Operator ${condition.operator} on an array field`);
  }
}

function fieldCondition(entity: AnyEntity, table: EntityTable, condition: WhereCondition & { kind: "field" }): SQL {
  const field = entityField(entity, condition.field);
  if (!field) throw new Error(`No field ${entity.name}.${condition.field}`);
  if (field.kind === "relations") return relationsCondition(entity, table, field, condition);
  if (!isStoredInColumn(field)) throw new Error(`${entity.name}.${field.key} has no column`);
  const column = col(table, columnName(field));
  if (field.kind === "tags" || field.kind === "multiSelect") return arrayCondition(column, condition);
  const value = condition.value;
  switch (condition.operator) {
    case "eq":
      return sql`${column} = ${param(value, column)}`;
    case "ne":
      return sql`${column} is distinct from ${param(value, column)}`;
    case "in":
      return sql`${column} = any(${arrayParam(value as unknown[], column)})`;
    case "nin":
      return sql`(${column} is null or not (${column} = any(${arrayParam(value as unknown[], column)})))`;
    case "gt":
      return sql`${column} > ${param(value, column)}`;
    case "gte":
      return sql`${column} >= ${param(value, column)}`;
    case "lt":
      return sql`${column} < ${param(value, column)}`;
    case "lte":
      return sql`${column} <= ${param(value, column)}`;
    case "between": {
      const [from, to] = value as [unknown, unknown];
      return sql`${column} between ${param(from, column)} and ${param(to, column)}`;
    }
    case "contains":
      return sql`seleta_search_text(${column}::text) like ${likeContaining(String(value))}`;
    case "null":
      if (field.kind === "list") {
        return value
          ? sql`(${column} is null or ${column} = '[]'::jsonb)`
          : sql`(${column} is not null and ${column} <> '[]'::jsonb)`;
      }
      return value ? sql`${column} is null` : sql`${column} is not null`;
  }
}

/** One item of a sub-search text equal to `text`: the trigram index finds the candidates, newlines bound the item. */
function wholeItem(text: SQL, value: string): SQL {
  const escaped = value.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`(${text} like ${likeContaining(value)} and (E'\\n' || ${text} || E'\\n') like ${normalizedTerm(`%\n${escaped}\n%`)})`;
}

function subSearchCondition(entity: AnyEntity, table: EntityTable, condition: WhereCondition): SQL {
  if (condition.kind === "field") return fieldCondition(entity, table, condition);
  const columns = table as unknown as Record<string, PgColumn>;
  const text = subSearchText(entity, condition.key, columns);
  if (condition.kind === "text") {
    const values = Array.isArray(condition.value) ? condition.value : [condition.value as string];
    if (condition.operator === "contains") {
      return and(...values.map((value) => sql`${text} like ${likeContaining(value)}`)) as SQL;
    }
    return sql`(${sql.join(
      values.map((value) => wholeItem(text, value)),
      sql` or `,
    )})`;
  }
  const subSearch = entity.subSearches[condition.key];
  if (subSearch?.kind !== "level") throw new Error(`${entity.name}.${condition.key} is not a level sub-search`);
  const column = col(table, subSearch.field);
  const level =
    condition.levelGte === null
      ? sql`true`
      : sql`case when jsonb_typeof(item -> ${subSearch.levelProperty}::text) = 'number'
              then (item -> ${subSearch.levelProperty}::text)::numeric >= ${condition.levelGte} else false end`;
  return sql`(${text} like ${likeContaining(condition.name)} and exists (
    select 1 from jsonb_array_elements(case jsonb_typeof(${column}) when 'array' then ${column} else '[]'::jsonb end) as item
    where lower(seleta_unaccent(item ->> ${subSearch.nameProperty}::text)) = ${normalizedTerm(condition.name)} and ${level}))`;
}

/** The SQL of where conditions (AND); undefined when there are none. */
export function whereSql(
  entity: AnyEntity,
  table: EntityTable,
  conditions: readonly WhereCondition[],
): SQL | undefined {
  if (conditions.length === 0) return undefined;
  return and(...conditions.map((condition) => subSearchCondition(entity, table, condition)));
}

/** The conditions of the query's presets, for this caller now. */
function presetConditions(entity: AnyEntity, names: readonly string[], context: PresetContext): WhereCondition[] {
  return names.flatMap((name) =>
    whereConditions(entity, presetWhere(entity, name, context) ?? {}, (path, message) => {
      // A preset is code, not input: an invalid one is our bug.
      throw new Error(`Preset ${entity.name}.${name} is invalid at ${path.join(".")}: ${message}`);
    }),
  );
}

/**
 * ORDER BY the query's keys, then `id` (in the last key's direction) so pages never overlap or skip. A text field
 * orders by its pt-BR sort key, then by its exact text (sortKey.ts): the expressions its index is built on.
 */
export function orderSql(entity: AnyEntity, table: EntityTable, order: ListQuery["order"]): SQL[] {
  const entries = Object.entries(order);
  const clauses = entries.flatMap(([key, direction]) => {
    const field = entityField(entity, key);
    if (!field || !isStoredInColumn(field)) throw new Error(`Cannot order ${entity.name} by ${key}`);
    const column = col(table, columnName(field));
    const keys = isTextColumn(field) ? [sortKey(column), exactText(column)] : [column];
    return keys.map((value) => (direction === "asc" ? asc(value) : desc(value)));
  });
  if (!entries.some(([key]) => key === "id")) {
    clauses.push(entries.at(-1)?.[1] === "asc" ? asc(table.id) : desc(table.id));
  }
  return clauses;
}

export type CompiledList = {
  /** Scope, where, presets, term and terms, AND-ed. */
  readonly where: SQL;
  readonly orderBy: SQL[];
  readonly limit: number;
  readonly offset: number;
  readonly highlight?: SQL;
  /** Whether the page's records show the entity's sensitive fields (null otherwise): see `pageRecordColumns`. */
  readonly showSensitive: boolean;
};

/** The whole query as SQL parts, scoped to what the principal may `read` (or `delete`, for a bulk delete). */
export async function compileListQuery(
  executor: Executor,
  entity: AnyEntity,
  table: EntityTable,
  query: ListQuery,
  principal: Principal,
  context: PresetContext,
  action: "read" | "delete" = "read",
): Promise<CompiledList> {
  const terms = await compileTerms(executor, entity, table, query.terms);
  const conditions = [
    rowScope(principal, action, entity, table),
    whereSql(entity, table, query.where),
    whereSql(entity, table, presetConditions(entity, query.filter, context)),
    searchCondition(entity, table as unknown as Record<string, PgColumn>, query.term),
    terms?.condition,
  ].filter((condition): condition is SQL => condition !== undefined);
  const order = orderSql(entity, table, query.order);
  // Relevance first when the caller asked for ranking words and chose no order.
  const orderBy = terms?.rank && !query.orderGiven ? [sql`${terms.rank} desc`, ...order] : order;
  return {
    where: and(...conditions) as SQL,
    orderBy,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    ...(terms?.highlight ? { highlight: terms.highlight } : {}),
    // Lists are the recruiters' (their rule is the role's, not the row's); anyone else sees none in a list.
    showSensitive: principal.kind === "recruiters" && maySeeSensitive(principal, entity, {}),
  };
}

/** The columns a list reads: the registry's fields (never the server's own: passwords, CV text, tenancy). */
export function fieldColumns(entity: AnyEntity, table: EntityTable): Record<string, PgColumn> {
  return Object.fromEntries(
    entity.fieldList.filter(isStoredInColumn).map((field) => [columnName(field), col(table, columnName(field))]),
  );
}

/**
 * Totals are counted up to this many rows; beyond it they are the planner's estimate: an exact count of a broad list
 * (270,000 candidates of one status) read every matching index entry and cost more than the rest of the request.
 */
export const TOTAL_CAP = LIST_TOTAL_CAP;

export type ListPage = {
  /** Each record of the page as JSON text (with `_highlight` when the query highlights). */
  rows: string[];
  total: number;
  /** The total is the planner's estimate: it expects more rows than the cap, or more than the cap matched. */
  totalEstimated: boolean;
};

const dialect = new PgDialect();

/** A statement of a list: its SQL to execute, and its text and parameters (`toSQL`) for plans and benchmarks. */
export type ListStatement = { getSQL(): SQL; toSQL(): { sql: string; params: unknown[] } };

function statement(query: SQL): ListStatement {
  return { getSQL: () => query, toSQL: () => dialect.sqlToQuery(query) };
}

/** Each table's SELECT list of the registry's columns, rendered once: drizzle renders sixty columns per request slowly. */
const selectLists = new WeakMap<EntityTable, SQL>();

function selectList(entity: AnyEntity, table: EntityTable): SQL {
  let list = selectLists.get(table);
  if (!list) {
    const columns = Object.values(fieldColumns(entity, table)).map((column) => sql`${column}`);
    list = sql.raw(dialect.sqlToQuery(sql.join(columns, sql`, `)).sql);
    selectLists.set(table, list);
  }
  return list;
}

/**
 * The records of a page as PostgreSQL writes them: one JSON text per row, the record the API answers (what
 * `toRecord` and `attachRelations` make of a row: field keys, ISO 8601 times in UTC to the millisecond, catalogue
 * ids and numbers as numbers, a `relations` field's ids, sensitive fields null unless shown). The server splices
 * the texts into its answer: at ten concurrent lists, parsing twenty-five rows of sixty columns, mapping them and
 * writing them out again as JSON were most of the Node thread's time per request. Rendered once per table and
 * variant; `p` is the page's rows (the registry's columns by name, and `_highlight`).
 */
const pageRecordColumns = new WeakMap<EntityTable, Map<string, SQL>>();

function pageRecordColumnList(entity: AnyEntity, table: EntityTable, showSensitive: boolean, highlight: boolean): SQL {
  let variants = pageRecordColumns.get(table);
  if (!variants) {
    variants = new Map();
    pageRecordColumns.set(table, variants);
  }
  const variant = `${showSensitive}:${highlight}`;
  let list = variants.get(variant);
  if (!list) {
    const name = (text: string) => dialect.escapeName(text);
    const columns = entity.fieldList.map((field) => {
      let value: string;
      if (field.sensitive && !showSensitive) value = "null";
      else if (!isStoredInColumn(field)) {
        const join = field.relation ? joinTables[joinTableName(entity, field.key)] : undefined;
        value = join
          ? `array(select ${name("related_id")} from ${name(getTableName(join))} where ${name("record_id")} = "p"."id" order by ${name("related_id")})`
          : "'[]'::json";
      } else {
        const column = `"p".${name(columnName(field))}`;
        value =
          field.kind === "datetime"
            ? `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
            : field.kind === "date"
              ? `to_char(${column}, 'YYYY-MM-DD')`
              : column;
      }
      return `${value} as ${name(field.key)}`;
    });
    if (highlight) columns.push(`"p"."_highlight" as "_highlight"`);
    list = sql.raw(columns.join(", "));
    variants.set(variant, list);
  }
  return list;
}

/**
 * The statements of a list: its page, the statement whose plan estimates how many rows match, and the count of at
 * most `cap + 1` of them.
 */
export function listStatements(
  _executor: Executor,
  entity: AnyEntity,
  table: EntityTable,
  compiled: CompiledList,
  cap = TOTAL_CAP,
): { page: ListStatement; estimate: ListStatement; count: ListStatement } {
  const highlight = compiled.highlight ? sql`, ${compiled.highlight} as "_highlight"` : sql``;
  const where = compiled.where;
  return {
    // The page's rows first (their order and limit), then each row's record as JSON: the subquery's order is the
    // answer's, as nothing above it joins or sorts.
    page: statement(
      sql`select row_to_json("r")::text as "record" from (select ${pageRecordColumnList(entity, table, compiled.showSensitive, compiled.highlight !== undefined)} from (select ${selectList(entity, table)}${highlight} from ${table} where ${where} order by ${sql.join(compiled.orderBy, sql`, `)} limit ${compiled.limit} offset ${compiled.offset}) as "p") as "r"`,
    ),
    estimate: statement(sql`select 1 from ${table} where ${where}`),
    count: statement(
      sql`select count(*)::int as "total" from (select 1 from ${table} where ${where} limit ${cap + 1}) as "matching"`,
    ),
  };
}

/**
 * Each database's recent estimates by statement and parameters. The planner's figure moves only when the table's
 * statistics do (ANALYZE, autovacuum), and a total past the cap is shown as approximate anyway: the next page, or a
 * new order, of the same list reuses it for a while and spares the round trip that made it.
 */
const recentEstimates = new WeakMap<Executor, Map<string, { rows: number; at: number }>>();
const ESTIMATE_KEPT_MS = 30_000;
const ESTIMATES_KEPT = 1000;

/** The planner's estimate of a statement's rows: `EXPLAIN (FORMAT JSON)`, which plans the query without running it. */
async function estimatedRows(executor: Executor, statement: SQL): Promise<number> {
  const explain = sql`explain (format json) ${statement}`;
  const query = dialect.sqlToQuery(explain);
  const key = `${query.sql}\n${JSON.stringify(query.params)}`;
  let recent = recentEstimates.get(executor);
  if (!recent) {
    recent = new Map();
    recentEstimates.set(executor, recent);
  }
  const now = Date.now();
  const known = recent.get(key);
  if (known && now - known.at < ESTIMATE_KEPT_MS) return known.rows;
  const [row] = await rowsOf<{ "QUERY PLAN": unknown }>(executor.execute(explain));
  const raw = row?.["QUERY PLAN"];
  // node-postgres parses the json column; PGlite may hand over its text.
  const plans = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }] | undefined;
  const rows = Math.round(Number(plans?.[0]?.Plan["Plan Rows"] ?? 0));
  recent.delete(key);
  recent.set(key, { rows, at: now });
  if (recent.size > ESTIMATES_KEPT) recent.delete(recent.keys().next().value as string);
  return rows;
}

/**
 * One page and the total. The planner's estimate comes first (it costs a plan, not a scan, and is kept a while: see
 * `recentEstimates`): when it expects more than `cap` rows, that estimate is the total, flagged; otherwise a count
 * over at most `cap + 1` rows gives the exact total, or, when the planner guessed low, the estimate raised to what
 * the count saw, flagged. Counting the cap's rows first would cost most where the total matters least: ten thousand
 * rows of a full-text search are ten thousand visits to the table (its index cannot tell which rows are the
 * business's), a second per request at a million candidates. A page that is not full tells the exact total without
 * either. On PostgreSQL the total is found beside the page, on another connection of the pool; on PGlite (one query
 * at a time) after it.
 */
export async function runListQuery(
  executor: Executor,
  entity: AnyEntity,
  table: EntityTable,
  compiled: CompiledList,
  options: { parallel: boolean; cap?: number },
): Promise<ListPage> {
  const cap = options.cap ?? TOTAL_CAP;
  const statements = listStatements(executor, entity, table, compiled, cap);
  const pageQuery = async () =>
    (await rowsOf<{ record: string }>(executor.execute(statements.page.getSQL()))).map((row) => row.record);
  const countQuery = async (): Promise<{ total: number; totalEstimated: boolean }> => {
    const estimate = await estimatedRows(executor, statements.estimate.getSQL());
    if (estimate > cap) return { total: estimate, totalEstimated: true };
    const [row] = await rowsOf<{ total: number }>(executor.execute(statements.count.getSQL()));
    const counted = Number(row?.total ?? 0);
    return counted <= cap
      ? { total: counted, totalEstimated: false }
      : { total: Math.max(estimate, counted), totalEstimated: true };
  };
  // A page that is not full, and not past the end, tells the exact total.
  const pageTells = (rows: readonly unknown[]) =>
    rows.length < compiled.limit && (rows.length > 0 || compiled.offset === 0);
  const told = (rows: readonly unknown[]) => ({ total: compiled.offset + rows.length, totalEstimated: false });
  let rows: string[];
  let total: { total: number; totalEstimated: boolean };
  if (options.parallel) {
    [rows, total] = await Promise.all([pageQuery(), countQuery()]);
    if (pageTells(rows)) total = told(rows);
  } else {
    rows = await pageQuery();
    total = pageTells(rows) ? told(rows) : await countQuery();
  }
  // An estimate never says fewer rows than the pages so far hold.
  if (total.totalEstimated) total.total = Math.max(total.total, compiled.offset + rows.length);
  return { rows, ...total };
}

/** A page of an entity's list as `principal` may read it: its table found, the query compiled and run. */
export async function entityListPage(
  db: Database,
  entity: AnyEntity,
  query: ListQuery,
  principal: Principal,
  context: PresetContext,
): Promise<ListPage> {
  const table = entityTable(entity.name);
  const compiled = await compileListQuery(db.drizzle, entity, table, query, principal, context);
  return runListQuery(db.drizzle, entity, table, compiled, { parallel: db.kind === "postgres" });
}
