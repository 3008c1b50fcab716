/**
 * One record of a registry entity, in and out: a table row becomes the record the API answers
 * (field keys, sensitive values withheld), a request body becomes validated column values, and every write runs
 * with its audit entry in the caller's transaction.
 *
 * Root keys are Rails style (spec §7): one record travels as `{"<model in snake case>": {...}}` —
 * `{"candidate": …}`, `{"client_company": …}`, `{"c_talks_event": …}` — see `rootKey`; lists use the entity's name.
 */
import type { AnyEntity, FieldDefinition, Locale } from "@seleta/domain";
import { entityField, entityRootKey, entitySchemas, findEntity, findEntityByModel } from "@seleta/domain";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Principal } from "../auth/principal";
import { allows, rowScope } from "../authz/policy";
import { sanitizeSignature } from "../business/signatureHtml";
import type { Database, Executor } from "../db/client";
import { col, type EntityTable, entityTable, joinTableName, joinTables } from "../db/schema";
import { columnName, isStoredInColumn } from "../db/schema/columns";
import { isSoftDeleted, isTenantOwned, TENANT_COLUMN } from "../db/schema/tenancy";
import { HttpError } from "../edge/errors";
import { type AuditEntry, diffChanges, recordAudit } from "./audit";
import { recordEffects } from "./effects";
import { hasPublicUid, newPublicUid, PUBLIC_UID_FIELD } from "./publicUid";

export type { Executor } from "../db/client";

/** The root key of one record (the domain's `entityRootKey`: `CTalksEvent` → `c_talks_event`). */
export const rootKey = entityRootKey;

/** What an audit entry shows instead of an LGPD-sensitive value or a secret: that it changed, never the value. */
export const REDACTED = "[redacted]";

/**
 * Who may read a sensitive field (LGPD documents and diversity data; credentials of integrations): administrators
 * for the recruiter area's records, and a candidate for their own record (the entity whose `outsideAccess` gives a
 * candidate their `self` row). Secrets of the administrator area (integration secrets, social credentials) are
 * written, never answered.
 */
export function maySeeSensitive(principal: Principal | null, entity: AnyEntity, row: { id?: unknown }): boolean {
  if (!principal || entity.area === "administrator") return false;
  if (principal.kind === "recruiters") return principal.isAdmin;
  return (
    principal.kind === "candidates" &&
    entity.outsideAccess.candidate?.rows === "self" &&
    Number(row.id) === principal.id
  );
}

/** `2026-05-12 10:20:30.12+00` (PostgreSQL's text) or a Date → ISO 8601, as the record schemas expect. */
function isoDateTime(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return null;
  const text = value.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00");
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

function isoDate(value: unknown): string | null {
  if (value instanceof Date) {
    // node-postgres reads a `date` as local midnight: its local parts are the calendar date.
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return typeof value === "string" ? value.slice(0, 10) : null;
}

const NUMERIC_KINDS = new Set<FieldDefinition["kind"]>([
  "integer",
  "decimal",
  "currency",
  "percent",
  "select",
  "relation",
]);

/** A column's value as the API answers it, whichever driver or query (drizzle select or raw SQL) read it. */
function fromColumn(field: FieldDefinition, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "datetime") return isoDateTime(value);
  if (field.kind === "date") return isoDate(value);
  if (NUMERIC_KINDS.has(field.kind)) return Number(value);
  if (field.kind === "multiSelect" && Array.isArray(value)) return value.map(Number);
  return value;
}

/** Every field of a row by its key, unmasked (the server's own view: audit, merge). `relations` fields: `[]`. */
export function rowValues(entity: AnyEntity, row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of entity.fieldList) {
    values[field.key] = isStoredInColumn(field) ? fromColumn(field, row[columnName(field)]) : [];
  }
  return values;
}

/**
 * A table row (drizzle select of the entity table: column names) → the record the API answers (field keys: a
 * relation `owner` is stored as owner_id and answered as owner). Drops the server's own columns (password_hash,
 * account_id, cv_text, business_id unless a field, deleted_at…) and withholds sensitive fields from principals who
 * may not see them (null).
 */
export function toRecord(
  entity: AnyEntity,
  row: Record<string, unknown>,
  principal: Principal | null,
): Record<string, unknown> {
  const record = rowValues(entity, row);
  if (!maySeeSensitive(principal, entity, row)) {
    for (const field of entity.fieldList) if (field.sensitive) record[field.key] = null;
  }
  return record;
}

function relationsFields(entity: AnyEntity): FieldDefinition[] {
  return entity.fieldList.filter((field) => field.kind === "relations" && field.relation);
}

/** Fills each `relations` field (join tables `<entity>_<field>`) with the related ids, in place. */
export async function attachRelations(
  executor: Executor,
  entity: AnyEntity,
  records: Record<string, unknown>[],
): Promise<void> {
  const fields = relationsFields(entity);
  if (fields.length === 0 || records.length === 0) return;
  const byId = new Map(records.map((record) => [Number(record.id), record]));
  const ids = [...byId.keys()];
  for (const field of fields) {
    const join = joinTables[joinTableName(entity, field.key)];
    if (!join) continue;
    for (const record of records) record[field.key] = [];
    const rows = await executor
      .select({ record_id: join.record_id, related_id: join.related_id })
      .from(join)
      .where(inArray(join.record_id, ids))
      .orderBy(join.record_id, join.related_id);
    for (const row of rows) {
      (byId.get(Number(row.record_id))?.[field.key] as number[] | undefined)?.push(Number(row.related_id));
    }
  }
}

export type ChangeContext = {
  principal: Principal;
  accountId: number | null;
  businessId: number | null;
  requestId?: string;
  /** The language of the refusals a change may meet (Portuguese unless the caller says). */
  locale?: Locale;
  /**
   * What the change's effects left for after its commit (effects.ts: announcing an interview's invitations, so
   * delivery starts now and, without SMTP, the console prints them): the writer runs it (`announceChange`).
   */
  afterCommit: ((db: Database) => void)[];
};

/** After the change's transaction committed: what its effects left for then (see `ChangeContext.afterCommit`). */
export function announceChange(db: Database, ctx: ChangeContext): void {
  for (const work of ctx.afterCommit.splice(0)) work(db);
}

/** What the engine's writes give a record's effects. */
function effectContext(ctx: ChangeContext) {
  return {
    recruiterId: ctx.principal.kind === "recruiters" ? ctx.principal.id : null,
    afterCommit: (work: (db: Database) => void) => {
      ctx.afterCommit.push(work);
    },
  };
}

/** The context of a change made by a signed-in principal. */
export function changeContext(principal: Principal, requestId?: string, locale?: Locale): ChangeContext {
  return {
    principal,
    accountId: principal.kind === "shortlist" ? null : principal.accountId,
    businessId: principal.businessId,
    ...(requestId ? { requestId } : {}),
    ...(locale ? { locale } : {}),
    afterCommit: [],
  };
}

const KEPT_ROW: Record<Locale, string> = {
  "pt-BR": "Este registro não pode ser excluído.",
  en: "This record cannot be deleted.",
};

/**
 * Refuses a delete naming a row the entity keeps (`keptRows`, a business's talent pool): 409, and nothing of the
 * delete happens, since it runs before any row is touched.
 */
async function refuseKeptRows(
  executor: Executor,
  entity: AnyEntity,
  ids: readonly number[],
  locale: Locale,
): Promise<void> {
  const field = entity.keptRows ? entity.fieldList.find((candidate) => candidate.key === entity.keptRows) : undefined;
  if (!field) return;
  const table = entityTable(entity.name);
  const [kept] = await executor
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), sql`${col(table, columnName(field))} is true`))
    .limit(1);
  if (kept) throw new HttpError(409, "kept_record", KEPT_ROW[locale]);
}

/** The keys an audit entry compares: every field but the system ones (they change on every write). */
function auditedKeys(entity: AnyEntity): string[] {
  return entity.fieldList.filter((field) => !field.system).map((field) => field.key);
}

/** Sensitive values never reach the audit log: an entry says they changed, not from what to what. */
function redact(entity: AnyEntity, changes: Record<string, [unknown, unknown]>) {
  for (const field of entity.fieldList) {
    const change = changes[field.key];
    if (field.sensitive && change) {
      changes[field.key] = [change[0] === null ? null : REDACTED, change[1] === null ? null : REDACTED];
    }
  }
  return changes;
}

export function auditChanges(
  entity: AnyEntity,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return redact(entity, diffChanges(before, after, auditedKeys(entity)));
}

function businessOfRow(row: Record<string, unknown>): number | null {
  const business = row[TENANT_COLUMN];
  return business === null || business === undefined ? null : Number(business);
}

/** Fetches rows by id (no scope: the caller has authorised them), with their relations, as field values. */
async function valuesById(
  executor: Executor,
  entity: AnyEntity,
  ids: readonly number[],
  lock = false,
): Promise<Map<number, { row: Record<string, unknown>; values: Record<string, unknown> }>> {
  const table = entityTable(entity.name);
  if (ids.length === 0) return new Map();
  const query = executor
    .select()
    .from(table)
    .where(inArray(table.id, [...ids]));
  const rows = (lock ? await query.for("update") : await query) as Record<string, unknown>[];
  const values = rows.map((row) => rowValues(entity, row));
  await attachRelations(executor, entity, values);
  return new Map(rows.map((row, index) => [Number(row.id), { row, values: values[index] ?? {} }]));
}

/** A database refusal a caller can cause (a unique value taken, a record still in use) → their error. */
export function databaseRefusal(error: unknown): HttpError | undefined {
  const cause = (error as { cause?: { code?: string } }).cause;
  const code = (error as { code?: string }).code ?? cause?.code;
  if (code === "23505") {
    return new HttpError(409, "conflict", "Another record already has these values.");
  }
  // 23503: a foreign key refuses; 23001: an `on delete restrict` one does.
  if (code === "23503" || code === "23001") {
    return new HttpError(409, "in_use", "Other records still point at this record: remove them first.");
  }
  return undefined;
}

/**
 * Keeps a parent's count of its children (the registry's `parent.countedIn`: a list's candidates_count) after a
 * write added, moved or removed some: one statement recounting each parent named.
 */
export async function recountParents(
  executor: Executor,
  entity: AnyEntity,
  parentIds: readonly (number | null | undefined)[],
): Promise<void> {
  const parent = entity.parent;
  const ids = [...new Set(parentIds.filter((id): id is number => typeof id === "number"))];
  if (!parent?.countedIn || ids.length === 0) return;
  const parentEntity = findEntity(parent.entity);
  const count = parentEntity ? entityField(parentEntity, parent.countedIn) : undefined;
  const link = entityField(entity, parent.field);
  if (!count || !link) throw new Error(`Entity ${entity.name} counts itself in an unknown field of its parent`);
  const table = entityTable(entity.name);
  const parentTable = entityTable(parent.entity);
  const live = isSoftDeleted(entity.name) ? sql` and ${col(table, "deleted_at")} is null` : sql``;
  await executor.execute(
    sql`update ${parentTable} set ${sql.identifier(columnName(count))} =
          (select count(*) from ${table} where ${col(table, columnName(link))} = ${col(parentTable, "id")}${live})
        where ${col(parentTable, "id")} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

/** The parents the rows name (see `recountParents`), read from their stored columns. */
function parentIdsOf(entity: AnyEntity, rows: readonly Record<string, unknown>[]): (number | null)[] {
  const link = entity.parent?.countedIn ? entityField(entity, entity.parent.field) : undefined;
  if (!link) return [];
  const column = columnName(link);
  return rows.map((row) => (row[column] === null || row[column] === undefined ? null : Number(row[column])));
}

/**
 * Deletes already-authorised rows: sets deleted_at where the entity keeps history (apps/api/src/db/schema/tenancy.ts),
 * else deletes; writes one audit entry per row. Returns how many rows it removed.
 */
export async function deleteRecords(
  executor: Executor,
  entity: AnyEntity,
  ids: readonly number[],
  ctx: ChangeContext,
): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  await refuseKeptRows(executor, entity, unique, ctx.locale ?? "pt-BR");
  const table = entityTable(entity.name);
  const before = await valuesById(executor, entity, unique, true);
  let removed: number[];
  try {
    if (isSoftDeleted(entity.name)) {
      const rows = await executor
        .update(table)
        .set({ deleted_at: sql`now()`, updated_at: sql`now()`, updated_by: ctx.accountId } as never)
        .where(and(inArray(table.id, unique), isNull(col(table, "deleted_at"))))
        .returning({ id: table.id });
      removed = rows.map((row) => Number(row.id));
    } else {
      const rows = await executor.delete(table).where(inArray(table.id, unique)).returning({ id: table.id });
      removed = rows.map((row) => Number(row.id));
    }
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
  await recountParents(
    executor,
    entity,
    parentIdsOf(
      entity,
      removed.flatMap((id) => {
        const found = before.get(id);
        return found ? [found.row] : [];
      }),
    ),
  );
  await recordEffects(
    executor,
    entity,
    removed.map((id) => ({ id, before: before.get(id) ?? null, after: null })),
    effectContext(ctx),
  );
  await recordAudit(
    executor,
    removed.map((id) => {
      const found = before.get(id);
      return {
        entity: entity.name,
        recordId: id,
        action: "delete",
        changes: auditChanges(entity, found?.values ?? null, null),
        businessId: found ? businessOfRow(found.row) : null,
        accountId: ctx.accountId,
        ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
      } satisfies AuditEntry;
    }),
  );
  return removed.length;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Requests → values                                                                                             */

const UNKNOWN_FIELD: Record<Locale, string> = {
  "pt-BR": "Campo desconhecido: não é aceito aqui.",
  en: "Unknown field: not accepted here.",
};
const READ_ONLY_FIELD: Record<Locale, string> = {
  "pt-BR": "Campo somente leitura: o servidor o preenche.",
  en: "Read-only field: the server fills it in.",
};
const OBJECT_EXPECTED: Record<Locale, string> = {
  "pt-BR": "Envie os campos do registro neste objeto.",
  en: "Send the record's fields in this object.",
};
const EMPTY_AFTER_SANITISING: Record<Locale, string> = {
  "pt-BR": "O texto ficou vazio depois de removido o conteúdo não seguro (scripts, estilos, formulários).",
  en: "The text is empty after removing unsafe content (scripts, styles, forms).",
};

/** HTML that shows nothing: no text once tags and non-breaking spaces are gone, and no image. */
export function isBlankHtml(html: string | null): boolean {
  if (html === null) return true;
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;/gi, " ")
      .trim() === ""
  );
}

const NOT_FOUND_REFERENCE: Record<Locale, string> = {
  "pt-BR": "Registro não encontrado nesta empresa.",
  en: "No such record in this business.",
};

/** The fields a request may write: declared, not read-only. */
export function writableFields(entity: AnyEntity): FieldDefinition[] {
  return entity.fieldList.filter((field) => !field.system && !field.readOnly);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A create or update body `{"<root key>": {...}}` → the validated values by field key. No mass assignment: a key
 * that is not a writable field is refused by name (unknown, or read-only), before anything is validated.
 * Errors name fields as `<root key>.<field>`, in the request's language.
 */
export function parseRecordBody(
  entity: AnyEntity,
  body: unknown,
  mode: "create" | "update",
  locale: Locale,
): Record<string, unknown> {
  const root = rootKey(entity);
  const fields: Record<string, string[]> = {};
  for (const key of Object.keys(isPlainObject(body) ? body : {})) {
    if (key !== root) fields[key] = [UNKNOWN_FIELD[locale]];
  }
  const payload = isPlainObject(body) ? body[root] : undefined;
  if (!isPlainObject(payload)) {
    fields[root] = [OBJECT_EXPECTED[locale]];
    throw new HttpError(400, "validation_failed", "Some fields are invalid.", fields);
  }
  const writable = new Set(writableFields(entity).map((field) => field.key));
  const known = new Set(entity.fieldList.map((field) => field.key));
  for (const key of Object.keys(payload)) {
    if (writable.has(key)) continue;
    fields[`${root}.${key}`] = [known.has(key) ? READ_ONLY_FIELD[locale] : UNKNOWN_FIELD[locale]];
  }
  if (Object.keys(fields).length > 0) throw new HttpError(400, "validation_failed", "Some fields are invalid.", fields);
  const schema = mode === "create" ? entitySchemas(entity).create : entitySchemas(entity).update;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new z.ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: [root, ...issue.path] })));
  }
  const values = parsed.data as Record<string, unknown>;
  for (const field of entity.fieldList) {
    // Rich text is shown as HTML (notes, e-mail bodies): stored only after the signature's allow-list cleans it.
    if (field.kind === "richText" && typeof values[field.key] === "string") {
      values[field.key] = sanitizeSignature(values[field.key] as string);
      // A required text that was only unsafe content (`<script>…</script>`) is as missing as a blank one.
      if (field.required && isBlankHtml(values[field.key] as string | null)) {
        fields[`${root}.${field.key}`] = [EMPTY_AFTER_SANITISING[locale]];
      }
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new HttpError(422, "empty_after_sanitising", EMPTY_AFTER_SANITISING[locale], fields);
  }
  // Zod leaves out what was not sent; an update writes only what was sent.
  return Object.fromEntries(Object.entries(values).filter(([key]) => key in payload || mode === "create"));
}

/**
 * The rows a principal may point a relation at: the target's own rows in the principal's business (not deleted),
 * whether or not their role may open the target's pages — a recruiter picks an owner without reading the
 * administrator area. Shared targets narrow it as they declare (`referableRows`): the principal's businesses,
 * the recruiters who work in the business.
 */
export function referenceScope(principal: Principal, target: AnyEntity, table: EntityTable): SQL {
  const conditions: SQL[] = [];
  if (isSoftDeleted(target.name)) conditions.push(isNull(col(table, "deleted_at")));
  const business = principal.businessId;
  if (isTenantOwned(target.name)) {
    if (business === null) return sql`false`;
    conditions.push(eq(col(table, TENANT_COLUMN), business));
  }
  if (target.referableRows === "principalBusinesses") {
    const ids = principal.kind === "recruiters" ? principal.businessIds : [principal.businessId];
    conditions.push(
      ids.length === 0
        ? sql`false`
        : inArray(
            table.id,
            ids.filter((id) => id !== null),
          ),
    );
  }
  if (target.referableRows === "businessMembers") {
    const membership = sql.identifier(joinTableName(target, "businesses"));
    conditions.push(
      sql`(${col(table, "is_admin")} is true or exists (select 1 from ${membership} rb
            where rb.record_id = ${table.id} and rb.related_id = ${business}))`,
    );
  }
  if (allows(principal, "read", target)) conditions.push(rowScope(principal, "read", target, table));
  return conditions.length === 0 ? sql`true` : (and(...conditions) as SQL);
}

const UNKNOWN_RECORD_TYPE: Record<Locale, string> = {
  "pt-BR": "Tipo de registro desconhecido aqui.",
  en: "Unknown record type here.",
};

/**
 * The record an entity's `aboutRecord` fields name, as the write leaves them (`current`: the row's values before an
 * update): a type of the entity's own area, kept in a business, and a record of it in the principal's business they
 * may read. Another business's record and one that does not exist get the same answer.
 */
async function checkAboutRecord(
  executor: Executor,
  entity: AnyEntity,
  values: Record<string, unknown>,
  principal: Principal,
  locale: Locale,
  current: Record<string, unknown> | undefined,
  fields: Record<string, string[]>,
): Promise<void> {
  const about = entity.aboutRecord;
  if (!about || !(about.type in values || about.id in values)) return;
  const root = rootKey(entity);
  const type = about.type in values ? values[about.type] : current?.[about.type];
  const id = about.id in values ? values[about.id] : current?.[about.id];
  if ((type === null || type === undefined) && (id === null || id === undefined)) return;
  const target = typeof type === "string" ? (findEntity(type) ?? findEntityByModel(type)) : undefined;
  if (!target || target.area !== entity.area || !isTenantOwned(target.name)) {
    fields[`${root}.${about.type}`] = [UNKNOWN_RECORD_TYPE[locale]];
    return;
  }
  const found =
    typeof id === "number" && allows(principal, "read", target)
      ? await findRow(executor, principal, "read", target, id)
      : undefined;
  if (!found) fields[`${root}.${about.id}`] = [NOT_FOUND_REFERENCE[locale]];
}

/**
 * Every relation the values set points at a row the principal may reference, and the record an `aboutRecord` names
 * is one they may read, else 422 naming the field. `current` is the row's values before an update.
 */
export async function checkReferences(
  executor: Executor,
  entity: AnyEntity,
  values: Record<string, unknown>,
  principal: Principal,
  locale: Locale,
  current?: Record<string, unknown>,
): Promise<void> {
  const fields: Record<string, string[]> = {};
  await checkAboutRecord(executor, entity, values, principal, locale, current, fields);
  const root = rootKey(entity);
  for (const field of entity.fieldList) {
    if (!field.relation || !(field.key in values)) continue;
    const value = values[field.key];
    const wanted = [...new Set((Array.isArray(value) ? value : [value]).filter((id) => id !== null))].map(Number);
    if (wanted.length === 0) continue;
    const target = findEntity(field.relation.entity);
    if (!target) continue;
    // A row stays in its business: an entity that names its business (site configurations) names the principal's.
    if (isTenantOwned(entity.name) && columnName(field) === TENANT_COLUMN) {
      if (wanted.some((id) => id !== principal.businessId))
        fields[`${root}.${field.key}`] = [NOT_FOUND_REFERENCE[locale]];
      continue;
    }
    const table = entityTable(target.name);
    const found = await executor
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, wanted), referenceScope(principal, target, table)));
    if (found.length < wanted.length) fields[`${root}.${field.key}`] = [NOT_FOUND_REFERENCE[locale]];
  }
  if (Object.keys(fields).length > 0) {
    throw new HttpError(422, "invalid_reference", "Some fields point at records that are not available.", fields);
  }
}

/** Values by field key → values by column (relations fields left out: they live in join tables). */
function columnValues(entity: AnyEntity, values: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const field of entity.fieldList) {
    if (!(field.key in values) || !isStoredInColumn(field)) continue;
    columns[columnName(field)] = values[field.key] ?? null;
  }
  return columns;
}

async function writeRelations(executor: Executor, entity: AnyEntity, id: number, values: Record<string, unknown>) {
  for (const field of relationsFields(entity)) {
    if (!(field.key in values)) continue;
    const join = joinTables[joinTableName(entity, field.key)];
    if (!join) continue;
    await executor.delete(join).where(eq(join.record_id, id));
    const related = [...new Set((values[field.key] as number[] | null) ?? [])];
    if (related.length > 0) {
      await executor.insert(join).values(related.map((relatedId) => ({ record_id: id, related_id: relatedId })));
    }
  }
}

/**
 * Read-only relations the server fills on create: the recruiter who wrote a note, added a candidate to a
 * tearsheet or owns a signature.
 */
const SELF_FIELDS = new Set(["owner", "added_by", "recruiter"]);

function serverFilled(entity: AnyEntity, ctx: ChangeContext): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  // A record the public site shows gets its unguessable public identity once, when it is created.
  if (hasPublicUid(entity)) columns[PUBLIC_UID_FIELD] = newPublicUid();
  for (const field of entity.fieldList) {
    if (
      field.readOnly &&
      field.kind === "relation" &&
      field.relation?.entity === "recruiters" &&
      SELF_FIELDS.has(field.key) &&
      ctx.principal.kind === "recruiters"
    ) {
      columns[columnName(field)] = ctx.principal.id;
    }
  }
  return columns;
}

/** Inserts a validated record in the principal's business, with its relations and its audit entry. */
export async function createRecord(
  executor: Executor,
  entity: AnyEntity,
  values: Record<string, unknown>,
  ctx: ChangeContext,
): Promise<number> {
  const table = entityTable(entity.name);
  const columns: Record<string, unknown> = {
    ...columnValues(entity, values),
    ...serverFilled(entity, ctx),
    created_by: ctx.accountId,
    updated_by: ctx.accountId,
  };
  if (isTenantOwned(entity.name)) {
    if (ctx.businessId === null) throw new HttpError(409, "no_business", "There is no business to work in.");
    columns[TENANT_COLUMN] = ctx.businessId;
  }
  let id: number;
  try {
    const [inserted] = await executor
      .insert(table)
      .values(columns as never)
      .returning({ id: table.id });
    if (!inserted) throw new Error(`insert into ${entity.name} returned nothing`);
    id = Number(inserted.id);
    await writeRelations(executor, entity, id, values);
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
  const after = (await valuesById(executor, entity, [id])).get(id);
  await recountParents(executor, entity, parentIdsOf(entity, after ? [after.row] : []));
  await recordEffects(executor, entity, [{ id, before: null, after: after ?? null }], effectContext(ctx));
  await recordAudit(executor, [
    {
      entity: entity.name,
      recordId: id,
      action: "create",
      changes: auditChanges(entity, null, after?.values ?? values),
      businessId: after ? businessOfRow(after.row) : ctx.businessId,
      accountId: ctx.accountId,
      ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
    },
  ]);
  return id;
}

/** Writes the fields an update sent to an authorised row, with its audit entry (only what changed). */
export async function updateRecord(
  executor: Executor,
  entity: AnyEntity,
  id: number,
  values: Record<string, unknown>,
  ctx: ChangeContext,
): Promise<void> {
  const written = await updateRecords(executor, entity, [id], values, ctx);
  if (written === 0) throw new HttpError(404, "not_found", "Not found.");
}

/**
 * Writes the same fields to authorised rows in a few statements whatever their number (one update, one read before
 * and after, one audit insert), each row's effects and audit entry as a single update makes them. Ids that name no
 * row are skipped; answers how many rows were written.
 */
export async function updateRecords(
  executor: Executor,
  entity: AnyEntity,
  ids: readonly number[],
  values: Record<string, unknown>,
  ctx: ChangeContext,
): Promise<number> {
  const table = entityTable(entity.name);
  const befores = await valuesById(executor, entity, ids, true);
  const present = ids.filter((id) => befores.has(id));
  if (present.length === 0) return 0;
  try {
    await executor
      .update(table)
      .set({ ...columnValues(entity, values), updated_at: sql`now()`, updated_by: ctx.accountId } as never)
      .where(inArray(table.id, present));
    for (const id of present) await writeRelations(executor, entity, id, values);
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
  const stored = await valuesById(executor, entity, present);
  const rows = present.map((id) => ({ id, before: befores.get(id) as RowValues, after: stored.get(id) }));
  await recordEffects(
    executor,
    entity,
    rows.map(({ id, before, after }) => ({ id, before, after: after ?? null })),
    effectContext(ctx),
  );
  // Only a move to another parent changes a count.
  const moved = new Set<number | null>();
  for (const { before, after } of rows) {
    const parents = parentIdsOf(entity, after ? [before.row, after.row] : [before.row]);
    if (new Set(parents).size > 1) for (const parent of parents) moved.add(parent);
  }
  if (moved.size > 0) await recountParents(executor, entity, [...moved]);
  const entries: AuditEntry[] = [];
  for (const { id, before, after } of rows) {
    // Compared as stored (an ISO instant in another offset, a phone with its mask, is no change).
    const afterValues = after?.values ?? {};
    const written = Object.fromEntries(Object.keys(values).map((key) => [key, afterValues[key]]));
    const changes = auditChanges(entity, before.values, written);
    if (Object.keys(changes).length === 0) continue;
    entries.push({
      entity: entity.name,
      recordId: id,
      action: "update",
      changes,
      businessId: businessOfRow(before.row),
      accountId: ctx.accountId,
      ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
    });
  }
  await recordAudit(executor, entries);
  return present.length;
}

type RowValues = { row: Record<string, unknown>; values: Record<string, unknown> };

/** One row the principal may do `action` on, or undefined (not found, another business, deleted). */
export async function findRow(
  executor: Executor,
  principal: Principal,
  action: Parameters<typeof rowScope>[1],
  entity: AnyEntity,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const table = entityTable(entity.name);
  const [row] = await executor
    .select()
    .from(table)
    .where(and(eq(table.id, id), rowScope(principal, action, entity, table)))
    .limit(1);
  return row as Record<string, unknown> | undefined;
}

/** The record the API answers for one row: fields, relations, sensitive values as the principal may see them. */
export async function recordOf(
  executor: Executor,
  entity: AnyEntity,
  row: Record<string, unknown>,
  principal: Principal,
): Promise<Record<string, unknown>> {
  const record = toRecord(entity, row, principal);
  await attachRelations(executor, entity, [record]);
  return record;
}
