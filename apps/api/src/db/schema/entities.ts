/**
 * The entity tables, generated from the domain's registry: one table per entity, one column per field
 * (columns.ts), plus the columns every table of an ATS carries — tenancy (`business_id`), audit (`created_by`,
 * `updated_by`), soft delete where history matters — and a few the API keeps for itself (password hashes,
 * account links). A `relations` field becomes a join table `<entity>_<field>`.
 *
 * Indexes: the default order and every sortable field (behind `business_id` on tenant tables, since every query
 * is scoped by it; only the live rows of soft-deleted tables, so a list's count reads the index alone; a text
 * column also by its pt-BR sort key, the expression lists order it by: sortKey.ts), every
 * foreign key, GIN for tags, full-text + trigram for searchable entities, and trigram for
 * the texts of sub-searches (a candidate's skills, experience companies, languages).
 */
import { type AnyEntity, type EntityName, entities, entityList, UNIQUE_KEYS } from "@seleta/domain";
import { type ColumnBaseConfig, type SQL, sql } from "drizzle-orm";
import {
  customType,
  foreignKey,
  index,
  integer,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  text,
  type UpdateDeleteAction,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { COLUMN_OF_KIND, columnName, identifier, isStoredInColumn, isTextColumn, timestamptz } from "./columns";
import { listedJobCondition, publicJobCityKey, publicJobStateKey } from "./publicJobs";
import {
  FILES_TEXT_COLUMN,
  SEARCH_DOCUMENT_COLUMN,
  SEARCH_NAME_COLUMN,
  searchDocument,
  searchDocumentExpression,
  searchName,
  searchNameExpression,
  subSearchText,
} from "./search";
import { sortKey } from "./sortKey";
import { isSoftDeleted, isTenantOwned, TENANT_COLUMN } from "./tenancy";

/** Why a column exists: a registry field, or one of the columns the server adds. */
export type ColumnOrigin = "field" | "tenancy" | "audit" | "softDelete" | "api";

export type ColumnPlan = {
  readonly name: string;
  readonly origin: ColumnOrigin;
  readonly build: () => PgColumnBuilderBase;
  readonly references?: { readonly table: string; readonly onDelete: UpdateDeleteAction };
};

/** Columns the API keeps beside an entity's fields (credentials, links between a login and its person). */
const API_COLUMNS: Partial<Record<EntityName, readonly ColumnPlan[]>> = {
  accounts: [
    // Failed sign-ins are counted in sign_in_throttles and trusted_devices (auth schema), not on the account.
    api("password_hash", () => text("password_hash")),
  ],
  candidates: [accountLink()],
  client_contacts: [accountLink()],
  // The iCalendar SEQUENCE of the interview's last invitation sent (interviews/invitations.ts); null: none sent.
  interviews: [api("invitation_sequence", () => integer("invitation_sequence"))],
  recruiters: [
    accountLink(),
    // Spec §3/§7: the recruiter's e-mail signature, stored as sanitised HTML.
    api("signature", () => text("signature")),
    // The business an administrator works in (GET /recruiters/business.json → business_selected).
    {
      name: "current_business_id",
      origin: "api",
      build: () => integer("current_business_id"),
      references: { table: "businesses", onDelete: "set null" },
    },
  ],
};

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The stored full-text document and trigram text of an entity with searchable fields (src/db/schema/search.ts),
 * computed by PostgreSQL from the row's own columns: never written, never answered.
 */
function searchColumns(entity: AnyEntity, columnNames: readonly string[]): ColumnPlan[] {
  const byName = Object.fromEntries(columnNames.map((name) => [name, sql`${sql.identifier(name)}`]));
  const document = searchDocumentExpression(entity, byName);
  const name = searchNameExpression(entity, byName);
  return [
    ...(document
      ? [api(SEARCH_DOCUMENT_COLUMN, () => tsvector(SEARCH_DOCUMENT_COLUMN).generatedAlwaysAs(document))]
      : []),
    ...(name ? [api(SEARCH_NAME_COLUMN, () => text(SEARCH_NAME_COLUMN).generatedAlwaysAs(name))] : []),
  ];
}

function api(name: string, build: () => PgColumnBuilderBase): ColumnPlan {
  return { name, origin: "api", build };
}

function accountLink(): ColumnPlan {
  return {
    name: "account_id",
    origin: "api",
    build: () => integer("account_id"),
    references: { table: "accounts", onDelete: "set null" },
  };
}

/** Every column of an entity's table, in order: id, its fields, then the server's columns. */
export function columnPlan(entity: AnyEntity): ColumnPlan[] {
  const plans: ColumnPlan[] = [];
  for (const field of entity.fieldList) {
    if (!isStoredInColumn(field)) continue;
    const name = columnName(field);
    if (field.key === "id") {
      plans.push({
        name,
        origin: "field",
        build: () => integer("id").primaryKey().generatedByDefaultAsIdentity(),
      });
      continue;
    }
    if (field.key === "created_at" || field.key === "updated_at") {
      plans.push({ name, origin: "field", build: () => timestamptz(name).notNull().defaultNow() });
      continue;
    }
    const build = () => {
      const column = COLUMN_OF_KIND[field.kind](name) as PgColumnBuilderBase & { notNull(): PgColumnBuilderBase };
      return field.required ? column.notNull() : column;
    };
    const target = field.relation?.entity;
    const references = target
      ? {
          table: target,
          // A child of its parent goes with it; an optional link is cut; a required one holds the target back.
          onDelete: (entity.parent?.field === field.key ? "cascade" : field.required ? "restrict" : "set null") as
            | "cascade"
            | "restrict"
            | "set null",
        }
      : undefined;
    plans.push({ name, origin: "field", build, ...(references ? { references } : {}) });
  }
  const declared = new Set(plans.map((plan) => plan.name));
  if (isTenantOwned(entity.name)) {
    if (declared.has(TENANT_COLUMN)) {
      if (!entity.fields.business?.spec.required) {
        throw new Error(`${entity.name} declares an optional business: a tenant-owned row needs one`);
      }
    } else {
      plans.push({
        name: TENANT_COLUMN,
        origin: "tenancy",
        build: () => integer(TENANT_COLUMN).notNull(),
        references: { table: "businesses", onDelete: "restrict" },
      });
    }
  }
  for (const name of ["created_by", "updated_by"]) {
    plans.push({
      name,
      origin: "audit",
      build: () => integer(name),
      references: { table: "accounts", onDelete: "set null" },
    });
  }
  if (isSoftDeleted(entity.name)) {
    plans.push({ name: "deleted_at", origin: "softDelete", build: () => timestamptz("deleted_at") });
  }
  plans.push(...(API_COLUMNS[entity.name as EntityName] ?? []));
  // The text of the record's files (a candidate's CVs): part of the search document, never sent in a record.
  if (entity.files?.extractsText) plans.push(api(FILES_TEXT_COLUMN, () => text(FILES_TEXT_COLUMN)));
  plans.push(
    ...searchColumns(
      entity,
      plans.map((plan) => plan.name),
    ),
  );
  return plans;
}

type Columns = Record<string, PgColumn>;

/** Columns every entity table has, typed; the others are reached by name (`table[columnName(field)]`). */
type SystemColumns = {
  id: PgColumn<ColumnBaseConfig<"number", "PgInteger"> & { data: number; notNull: true; hasDefault: true }>;
  created_at: PgColumn<ColumnBaseConfig<"string", "PgTimestampString"> & { data: string; notNull: true }>;
  updated_at: PgColumn<ColumnBaseConfig<"string", "PgTimestampString"> & { data: string; notNull: true }>;
};

export type EntityTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: SystemColumns & Record<string, PgColumn>;
  dialect: "pg";
}>;

const tables = new Map<string, EntityTable>();

function tableOf(name: string): EntityTable {
  const table = tables.get(name);
  if (!table) throw new Error(`No table for entity ${name}`);
  return table;
}

function column(columns: Columns, name: string): PgColumn {
  const found = columns[name];
  if (!found) throw new Error(`No column ${name}`);
  return found;
}

/**
 * Partial indexes of reads the registry cannot describe: the public job board lists a business's public jobs newest
 * first (publicJobs.ts's condition). The columns after the order are there to be read, not to order: the
 * day-dependent half of the condition (`deadline`) and the catalogue filters are checked in the index, so a count
 * or a deep page reads the index alone instead of the (wide) rows.
 */
const PARTIAL: Partial<
  Record<EntityName, readonly { name: string; columns: readonly (string | SQL)[]; where: SQL; unique?: boolean }[]>
> = {
  // One talent pool per business (recruiters/tearsheets.ts makes it on first use; concurrent first uses meet here).
  tearsheets: [
    { name: "tearsheets_talent_pool_key", columns: [TENANT_COLUMN], where: sql`talent_pool is true`, unique: true },
  ],
  jobs: [
    {
      name: "jobs_public_idx",
      columns: [TENANT_COLUMN, "created_at", "id", "deadline", "category_sector_id", "work_type", "hiring_regime"],
      where: listedJobCondition(),
    },
    {
      name: "jobs_public_sector_idx",
      columns: [TENANT_COLUMN, "category_sector_id", "created_at", "id", "deadline"],
      where: listedJobCondition(),
    },
    // The state and city filters compare these very expressions (publicSite/publicJobs.ts), newest first: a page,
    // or the similar jobs of a state, is the first entries of the index.
    {
      name: "jobs_public_state_idx",
      columns: [TENANT_COLUMN, publicJobStateKey(), "created_at", "id"],
      where: listedJobCondition(),
    },
    {
      name: "jobs_public_city_idx",
      columns: [TENANT_COLUMN, publicJobCityKey(), "created_at", "id"],
      where: listedJobCondition(),
    },
  ],
};

/**
 * `live`: only rows not soft-deleted (every list reads only those), so counts can be answered from the index.
 * `sortKeyColumns`: the text columns indexed by their sort key (sortKey.ts), as lists order them.
 */
type IndexPlan = { columns: string[]; kind: "btree" | "gin" | "unique"; live?: boolean; sortKeyColumns?: string[] };

/** The btree and GIN indexes an entity's lists need (see the file comment). */
export function indexPlan(entity: AnyEntity): IndexPlan[] {
  const plans: IndexPlan[] = [];
  const tenant = isTenantOwned(entity.name);
  const live = isSoftDeleted(entity.name);
  const scoped = (columns: string[]) => (tenant ? [TENANT_COLUMN, ...columns] : columns);
  const storedName = (key: string) => {
    const field = entity.fieldList.find((candidate) => candidate.key === key);
    return field ? columnName(field) : key;
  };
  const unique = new Set((UNIQUE_KEYS[entity.name as EntityName] ?? []).map((columns) => columns.join(",")));
  const textColumns = new Set(entity.fieldList.filter(isTextColumn).map(columnName));
  /**
   * The indexes of a list's order: the columns themselves (where conditions compare them: `city = 'Recife'`) and,
   * when some are text, their sort keys as well (ORDER BY reads those, in pt-BR order).
   */
  const ordered = (columns: string[]): IndexPlan[] => {
    const sortKeyColumns = columns.filter((name) => textColumns.has(name));
    const plain: IndexPlan = { columns, kind: "btree", live };
    return sortKeyColumns.length > 0 ? [plain, { ...plain, sortKeyColumns }] : [plain];
  };
  const planKey = (plan: IndexPlan) =>
    `${plan.kind}:${plan.columns.join(",")}${plan.sortKeyColumns ? `:${plan.sortKeyColumns.join(",")}` : ""}`;
  const add = (...candidates: IndexPlan[]) => {
    for (const plan of candidates) {
      // The primary key and the unique indexes already order and find these (a unique index orders text bytewise).
      if (plan.columns.at(-1) === "id" || (!plan.sortKeyColumns && unique.has(plan.columns.join(",")))) continue;
      if (!plans.some((existing) => planKey(existing) === planKey(plan))) plans.push(plan);
    }
  };
  add(...ordered(scoped(Object.keys(entity.defaultOrder).map(storedName))));
  for (const plan of columnPlan(entity)) {
    // Audit columns point at accounts, which are deleted too rarely to index every table for it.
    if (plan.references && plan.name !== TENANT_COLUMN && plan.origin !== "audit") {
      add({ columns: [plan.name], kind: "btree" });
    }
  }
  // A record's attachments (a candidate's notes, a job's send-out queue) are read by the record they point at.
  const fieldKeys = new Set(entity.fieldList.map((field) => field.key));
  if (fieldKeys.has("reference_type") && fieldKeys.has("reference_id")) {
    add({ columns: scoped(["reference_type", "reference_id"]), kind: "btree", live });
  }
  for (const field of entity.fieldList) {
    if (field.kind === "tags" || (field.kind === "multiSelect" && !field.sensitive)) {
      add({ columns: [field.key], kind: "gin" });
    }
    if (!field.sortable || field.kind === "relation") continue;
    add(...ordered(scoped([columnName(field)])));
  }
  return plans;
}

function buildEntityTable(entity: AnyEntity): EntityTable {
  const plans = columnPlan(entity);
  const builders = Object.fromEntries(plans.map((plan) => [plan.name, plan.build()]));
  const table = pgTable(entity.name, builders, (t) => {
    const columns = t as unknown as Columns;
    const extra: unknown[] = [];
    for (const plan of plans) {
      if (!plan.references) continue;
      const target = tableOf(plan.references.table) as unknown as Columns;
      extra.push(
        foreignKey({
          name: identifier(`${entity.name}_${plan.name}_fk`),
          columns: [column(columns, plan.name)],
          foreignColumns: [column(target, "id")],
        }).onDelete(plan.references.onDelete),
      );
    }
    for (const plan of indexPlan(entity)) {
      const suffix = plan.kind === "gin" ? "gin" : plan.sortKeyColumns ? "sort_idx" : "idx";
      const name = identifier(`${entity.name}_${plan.columns.join("_")}_${suffix}`);
      const [first, ...rest] = plan.columns.map((name) =>
        plan.sortKeyColumns?.includes(name) ? sortKey(column(columns, name)) : column(columns, name),
      );
      if (!first) continue;
      if (plan.kind === "gin") extra.push(index(name).using("gin", first));
      else if (plan.live)
        extra.push(
          index(name)
            .on(first, ...rest)
            .where(sql`${sql.identifier("deleted_at")} is null`),
        );
      else extra.push(index(name).on(first, ...rest));
    }
    for (const unique of UNIQUE_KEYS[entity.name as EntityName] ?? []) {
      const [first, ...rest] = unique.map((name) => column(columns, name));
      if (first) extra.push(uniqueIndex(identifier(`${entity.name}_${unique.join("_")}_key`)).on(first, ...rest));
    }
    for (const partial of PARTIAL[entity.name as EntityName] ?? []) {
      const [first, ...rest] = partial.columns.map((part) => (typeof part === "string" ? column(columns, part) : part));
      if (first)
        extra.push(
          (partial.unique ? uniqueIndex(identifier(partial.name)) : index(identifier(partial.name)))
            .on(first, ...rest)
            .where(partial.where),
        );
    }
    const document = searchDocument(entity, columns);
    const name = searchName(entity, columns);
    if (document) extra.push(index(identifier(`${entity.name}_search_fts`)).using("gin", document));
    if (name) extra.push(index(identifier(`${entity.name}_search_trgm`)).using("gin", trigram(name)));
    for (const key of Object.keys(entity.subSearches)) {
      const text = subSearchText(entity, key, columns);
      extra.push(index(identifier(`${entity.name}_${key}_trgm`)).using("gin", trigram(text)));
    }
    return extra as never;
  });
  return table as unknown as EntityTable;
}

/** A GIN trigram index over an expression: `expr gin_trgm_ops` (the operator class follows the expression). */
function trigram(expression: SQL): SQL {
  return sql`${expression} gin_trgm_ops`;
}

for (const entity of entityList) tables.set(entity.name, buildEntityTable(entity));

/** Every entity's table by entity name. */
export const entityTables = Object.fromEntries(tables) as Record<EntityName, EntityTable>;

/** A column of an entity table by its name; throws when the table has none (a typo, not a user's input). */
export function col(table: EntityTable | JoinTable, name: string): PgColumn {
  const found = (table as unknown as Columns)[name];
  if (!found) throw new Error(`No column ${name}`);
  return found;
}

export function entityTable(name: string): EntityTable {
  return tableOf(name);
}

/** A `relations` field's join table: (record_id → the entity, related_id → the target), both cascading. */
export type JoinTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: { record_id: PgColumn; related_id: PgColumn };
  dialect: "pg";
}>;

export function joinTableName(entity: AnyEntity, fieldKey: string): string {
  return `${entity.name}_${fieldKey}`;
}

function buildJoinTable(entity: AnyEntity, fieldKey: string, target: string): JoinTable {
  const name = joinTableName(entity, fieldKey);
  const table = pgTable(
    name,
    { record_id: integer("record_id").notNull(), related_id: integer("related_id").notNull() },
    (t) => [
      primaryKey({ name: identifier(`${name}_pkey`), columns: [t.record_id, t.related_id] }),
      index(identifier(`${name}_related_id_idx`)).on(t.related_id),
      foreignKey({
        name: identifier(`${name}_record_id_fk`),
        columns: [t.record_id],
        foreignColumns: [tableOf(entity.name).id as PgColumn],
      }).onDelete("cascade"),
      foreignKey({
        name: identifier(`${name}_related_id_fk`),
        columns: [t.related_id],
        foreignColumns: [tableOf(target).id as PgColumn],
      }).onDelete("cascade"),
    ],
  );
  return table as unknown as JoinTable;
}

/** Every join table by name (`jobs_recruiters`, `recruiters_businesses`, …). */
export const joinTables: Record<string, JoinTable> = Object.fromEntries(
  entityList.flatMap((entity) =>
    entity.fieldList
      .filter((field) => field.kind === "relations" && field.relation)
      .map((field) => [
        joinTableName(entity, field.key),
        buildJoinTable(entity, field.key, field.relation?.entity ?? ""),
      ]),
  ),
);

/** The registry's entities by name, for code that has a table and wants its definition. */
export { entities };
