/**
 * The one place that decides who may do what to which rows. Recruiters follow the domain's `can()` (their role's
 * role_permissions and is_admin, spec §6) inside their current business; candidates and client contacts reach what
 * each entity's `outsideAccess` declares (a candidate their own record and applications; a client contact their
 * company's jobs and, as portal administrators, its projects); a shortlist token nothing of the registry's entities
 * (its shortlist routes check it). Every route asks `allows` for the entity and `rowScope` (lists, SQL) or
 * `allowsRow` (one record) for the rows: the two agree by construction and by test (test/policy.test.ts).
 */
import {
  type Action,
  type AnyEntity,
  can,
  entityField,
  findEntity,
  type PrivateRowsFlag,
  privateRowAllows as rowAllows,
} from "@seleta/domain";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Principal } from "../auth/principal";
import { col, type EntityTable, entityTable, joinTableName, joinTables } from "../db/schema";
import { columnName } from "../db/schema/columns";
import { isSoftDeleted, isTenantOwned, TENANT_COLUMN } from "../db/schema/tenancy";

/**
 * The columns of a row the policy reads; for an entity with private rows (`privateRows` of the registry), also its
 * flag and owner columns by their names (`private` or `shared`, `owner_id`) and the recruiters it is shared with by
 * name under its join table's name: see `privateRowColumns`. For a record inside a parent with private rows (a
 * list's card), its parent's under `parent.<column>` (`parentFacts`).
 */
export type RowFacts = {
  id: number;
  business_id?: number | null;
  candidate_id?: number | null;
  client_company_id?: number | null;
  deleted_at?: string | null;
  readonly [column: string]: unknown;
};

/** The flag and owner columns of an entity's private rows, and what the flag says, when it declares them. */
export function privateRowColumns(entity: AnyEntity):
  | {
      flag: string;
      owner: string;
      flagMeans: PrivateRowsFlag;
      /** The join table of the recruiters a row is shared with by name; its facts' key is the table's name. */
      members: string | null;
      sharedActions: readonly Action[];
    }
  | undefined {
  const rule = entity.privateRows;
  if (!rule) return undefined;
  const flag = entityField(entity, rule.flag);
  const owner = entityField(entity, rule.owner);
  if (!flag || !owner) throw new Error(`Entity ${entity.name} declares private rows by unknown fields`);
  return {
    flag: columnName(flag),
    owner: columnName(owner),
    flagMeans: rule.flagMeans,
    members: rule.members ? joinTableName(entity, rule.members) : null,
    sharedActions: rule.sharedActions,
  };
}

/** The recruiter whose private rows a principal sees: a recruiter their own; anyone else none. */
function privateRowViewer(principal: Principal): number | null {
  return principal.kind === "recruiters" ? principal.id : null;
}

type RowRule = NonNullable<ReturnType<typeof privateRowColumns>>;

/** `openToOthers` as SQL, on the flag's column. */
function openToOthersSql(rule: RowRule, action: Action, flag: PgColumn): SQL {
  if (rule.flagMeans === "private") return sql`${flag} is not true`;
  return rule.sharedActions.includes(action) ? sql`${flag} is true` : sql`false`;
}

/**
 * The rows of an entity with private rows that `viewer` (a recruiter's id, as a value or an SQL expression; null
 * for nobody) may do `action` on (read unless said), as one predicate: open to others, or theirs. Undefined for an
 * entity without private rows. It is an AND-ed filter beside the business's condition, so the list's indexes
 * (business, order keys, search) still choose the rows.
 */
export function privateRowsCondition(
  entity: AnyEntity,
  table: EntityTable,
  viewer: number | SQL | null,
  action: Action = "read",
): SQL | undefined {
  const columns = privateRowColumns(entity);
  if (!columns) return undefined;
  const open = openToOthersSql(columns, action, col(table, columns.flag));
  if (viewer === null) return open;
  // A recruiter the row is shared with by name may do to it what the team may do to a shared row.
  const members = columns.members ? joinTables[columns.members] : undefined;
  const member =
    members && columns.sharedActions.includes(action)
      ? sql` or exists (select 1 from ${members} where ${members.record_id} = ${col(table, "id")}
          and ${members.related_id} = ${viewer})`
      : sql``;
  return sql`(${open} or ${col(table, columns.owner)} = ${viewer}${member})`;
}

/** The per-row form of `privateRowsCondition` (the domain's `privateRowAllows`); `prefix` reads a parent's columns. */
function privateRowAllows(
  entity: AnyEntity,
  row: RowFacts,
  viewer: number | null,
  action: Action,
  prefix = "",
): boolean {
  const columns = privateRowColumns(entity);
  if (!columns) return true;
  return rowAllows(
    columns,
    {
      flag: row[`${prefix}${columns.flag}`],
      owner: row[`${prefix}${columns.owner}`],
      members: columns.members ? row[`${prefix}${columns.members}`] : undefined,
    },
    viewer,
    action,
  );
}

/**
 * A record that lives inside a parent with private rows (a list's cards inside a list kept by its owner) is as
 * private as its parent: the parent entity, its table and the child's column naming it. Undefined otherwise.
 */
export function privateParent(entity: AnyEntity): { entity: AnyEntity; table: EntityTable; link: string } | undefined {
  const parent = entity.parent ? findEntity(entity.parent.entity) : undefined;
  if (!parent?.privateRows || !entity.parent) return undefined;
  const link = entityField(entity, entity.parent.field);
  if (!link) throw new Error(`Entity ${entity.name} names its parent by an unknown field`);
  return { entity: parent, table: entityTable(parent.name), link: columnName(link) };
}

/** What a child's action needs of its parent: reading it to read or export, changing it to change a card. */
function parentAction(action: Action): Action {
  return action === "read" || action === "export" ? action : "update";
}

/** The facts `allowsRow` reads of a child's private parent, under `parent.<column>` (see `privateParent`). */
export function parentFacts(entity: AnyEntity, parentRow: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const parent = privateParent(entity);
  const columns = parent ? privateRowColumns(parent.entity) : undefined;
  if (!columns) return {};
  return {
    ...(columns.members ? { [`parent.${columns.members}`]: parentRow[columns.members] ?? [] } : {}),
    [`parent.${columns.flag}`]: parentRow[columns.flag] === true,
    [`parent.${columns.owner}`]:
      parentRow[columns.owner] === null || parentRow[columns.owner] === undefined
        ? null
        : Number(parentRow[columns.owner]),
  };
}

/** The SQL form: the child's parent row exists and the viewer may do the parent's part of `action` on it. */
function privateParentCondition(
  entity: AnyEntity,
  table: EntityTable,
  viewer: number | SQL | null,
  action: Action,
): SQL | undefined {
  const parent = privateParent(entity);
  if (!parent) return undefined;
  const allowed = privateRowsCondition(parent.entity, parent.table, viewer, parentAction(action));
  return sql`exists (select 1 from ${parent.table} where ${col(parent.table, "id")} = ${col(table, parent.link)}
    and ${allowed})`;
}

type Rule = {
  actions: readonly Action[];
  /** The row condition, as a predicate and as SQL. */
  row: (facts: RowFacts) => boolean;
  sql: (table: EntityTable) => SQL;
};

/** The column of a relation field an entity's outside access names (`client_company` → `client_company_id`). */
function accessColumn(entity: AnyEntity, key: string): string {
  const field = entityField(entity, key);
  if (!field) throw new Error(`Entity ${entity.name} grants outside access by the unknown field ${key}`);
  return columnName(field);
}

/** The rows of an entity a candidate or a client contact reaches, as the registry declares (`outsideAccess`). */
function outsideRules(principal: Principal, entity: AnyEntity): Rule | undefined {
  switch (principal.kind) {
    case "candidates": {
      const access = entity.outsideAccess.candidate;
      if (!access) return undefined;
      if (access.rows === "self") {
        return { actions: access.actions, row: (r) => r.id === principal.id, sql: (t) => eq(t.id, principal.id) };
      }
      const column = accessColumn(entity, access.rows);
      return {
        actions: access.actions,
        row: (r) => r[column] === principal.id,
        sql: (t) => eq(col(t, column), principal.id),
      };
    }
    case "client_contacts": {
      const access = entity.outsideAccess.clientContact;
      if (!access || (access.portalAdminsOnly && !principal.isAdmin)) return undefined;
      const column = accessColumn(entity, access.rows);
      return {
        actions: access.actions,
        row: (r) => r[column] === principal.clientCompanyId,
        sql: (t) => eq(col(t, column), principal.clientCompanyId),
      };
    }
    default:
      return undefined;
  }
}

/** May this principal ever do `action` on this entity (before looking at rows)? */
export function allows(principal: Principal | null, action: Action, entity: AnyEntity): boolean {
  if (!principal) return false;
  if (principal.kind === "recruiters") {
    if (isTenantOwned(entity.name) && principal.businessId === null) return false;
    return can({ is_admin: principal.isAdmin, role_permissions: principal.rolePermissions }, action, entity);
  }
  return outsideRules(principal, entity)?.actions.includes(action) ?? false;
}

function businessOf(principal: Principal): number | null {
  return principal.businessId;
}

/** May this principal do `action` on this row? */
export function allowsRow(principal: Principal | null, action: Action, entity: AnyEntity, row: RowFacts): boolean {
  if (!principal || !allows(principal, action, entity)) return false;
  if (isSoftDeleted(entity.name) && row.deleted_at) return false;
  if (isTenantOwned(entity.name) && row.business_id !== businessOf(principal)) return false;
  if (!privateRowAllows(entity, row, privateRowViewer(principal), action)) return false;
  const parent = privateParent(entity);
  if (parent && !privateRowAllows(parent.entity, row, privateRowViewer(principal), parentAction(action), "parent.")) {
    return false;
  }
  if (principal.kind === "recruiters") return true;
  return outsideRules(principal, entity)?.row(row) ?? false;
}

/**
 * The rows this principal may do `action` on, as a WHERE condition (`false` when none): the same rules as
 * `allowsRow`, so a list never shows a record its detail page would refuse. Every read and write of a registry
 * row goes through it (detail, lists and their counts and estimates, full-text and global search, exports, bulk
 * actions and deletes, references, history), which is why an entity's private rows are enforced here and nowhere
 * else.
 */
export function rowScope(principal: Principal | null, action: Action, entity: AnyEntity, table: EntityTable): SQL {
  if (!principal || !allows(principal, action, entity)) return sql`false`;
  const conditions: SQL[] = [];
  if (isSoftDeleted(entity.name)) conditions.push(isNull(col(table, "deleted_at")));
  if (isTenantOwned(entity.name)) {
    const business = businessOf(principal);
    if (business === null) return sql`false`;
    conditions.push(eq(col(table, TENANT_COLUMN), business));
  }
  const privateRows = privateRowsCondition(entity, table, privateRowViewer(principal), action);
  if (privateRows) conditions.push(privateRows);
  const privateParentRows = privateParentCondition(entity, table, privateRowViewer(principal), action);
  if (privateParentRows) conditions.push(privateParentRows);
  if (principal.kind !== "recruiters") {
    const rule = outsideRules(principal, entity);
    if (!rule) return sql`false`;
    conditions.push(rule.sql(table));
  }
  return conditions.length === 0 ? sql`true` : (and(...conditions) as SQL);
}
