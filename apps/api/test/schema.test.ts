/**
 * The registry (packages/domain) and the migrated database agree, field by field, on both databases: every
 * entity has its table, every field its column of the right type and nullability, every relation its foreign
 * key, every `relations` field its join table; the only other columns are tenancy, audit, soft delete and the
 * API's own. Expectations are written here from the field kinds, not read back from the schema module.
 */
import { type AnyEntity, entityList, type FieldKind, searchableFields } from "@seleta/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { searchCondition } from "../src/db/schema/search";
import { isSoftDeleted, isTenantOwned } from "../src/db/schema/tenancy";
import { createTestStorage, DATABASE_KINDS, openMigratedDatabase, type TestStorage } from "./support/databases";

/** What information_schema says of each kind's column. */
const EXPECTED_TYPE: Record<Exclude<FieldKind, "relations">, { udt: string; precision?: number; scale?: number }> = {
  text: { udt: "text" },
  longText: { udt: "text" },
  richText: { udt: "text" },
  email: { udt: "text" },
  phone: { udt: "text" },
  url: { udt: "text" },
  file: { udt: "text" },
  image: { udt: "text" },
  color: { udt: "text" },
  document: { udt: "text" },
  country: { udt: "text" },
  integer: { udt: "int4" },
  decimal: { udt: "numeric" },
  currency: { udt: "numeric", precision: 14, scale: 2 },
  percent: { udt: "numeric", precision: 5, scale: 2 },
  boolean: { udt: "bool" },
  date: { udt: "date" },
  datetime: { udt: "timestamptz" },
  select: { udt: "int4" },
  multiSelect: { udt: "_int4" },
  relation: { udt: "int4" },
  tags: { udt: "_text" },
  object: { udt: "jsonb" },
  list: { udt: "jsonb" },
  map: { udt: "jsonb" },
  json: { udt: "jsonb" },
};

type ColumnRow = {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: "YES" | "NO";
  numeric_precision: number | null;
  numeric_scale: number | null;
  generation_expression: string | null;
};
type ForeignKeyRow = { table_name: string; column_name: string; target_table: string; target_column: string };
type IndexRow = { tablename: string; indexname: string; indexdef: string };

const expectedColumn = (entity: AnyEntity, key: string) => {
  const field = entity.fieldList.find((candidate) => candidate.key === key);
  return field?.kind === "relation" ? `${key}_id` : key;
};

/** A column as an index that orders it shows it: a text column by its pt-BR sort key (src/db/schema/sortKey.ts). */
const orderedColumnPattern = (entity: AnyEntity, key: string) => {
  const field = entity.fieldList.find((candidate) => candidate.key === key);
  const column = `"?${expectedColumn(entity, key)}"?`;
  const text = field && field.kind !== "relations" && EXPECTED_TYPE[field.kind].udt === "text";
  return text ? `seleta_sort_key\\(${column}\\) COLLATE "C"` : column;
};

describe.each(DATABASE_KINDS)("registry ↔ database schema on %s", (kind) => {
  let storage: TestStorage;
  let db: Database;
  let columns: Map<string, Map<string, ColumnRow>>;
  let foreignKeys: ForeignKeyRow[];
  let indexes: IndexRow[];

  beforeAll(async () => {
    storage = await createTestStorage(kind, "schema");
    db = await openMigratedDatabase(storage);
    const rows = await queryRows<ColumnRow>(
      db,
      sql`select table_name, column_name, udt_name, is_nullable, numeric_precision, numeric_scale, generation_expression
          from information_schema.columns where table_schema = 'public'`,
    );
    columns = new Map();
    for (const row of rows) {
      const table = columns.get(row.table_name) ?? new Map<string, ColumnRow>();
      table.set(row.column_name, row);
      columns.set(row.table_name, table);
    }
    foreignKeys = await queryRows<ForeignKeyRow>(
      db,
      sql`select kcu.table_name, kcu.column_name, ccu.table_name as target_table, ccu.column_name as target_column
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu
            on kcu.constraint_name = tc.constraint_name and kcu.constraint_schema = tc.constraint_schema
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
    );
    indexes = await queryRows<IndexRow>(
      db,
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'`,
    );
  });
  afterAll(async () => {
    await db?.close();
    await storage?.cleanup();
  });

  const fkOf = (table: string, column: string) =>
    foreignKeys.filter((fk) => fk.table_name === table && fk.column_name === column).map((fk) => fk.target_table);

  it("has a table for each of the registry's entities", () => {
    const missing = entityList.map((entity) => entity.name).filter((name) => !columns.has(name));
    expect(missing).toEqual([]);
    expect(entityList.length).toBe(67);
  });

  it.each(entityList.map((entity) => [entity.name, entity] as const))(
    "%s: every field has its column",
    (_name, entity) => {
      const table = columns.get(entity.name);
      expect(table, entity.name).toBeDefined();
      for (const field of entity.fieldList) {
        if (field.kind === "relations") continue;
        const name = expectedColumn(entity, field.key);
        const column = table?.get(name);
        expect(column, `${entity.name}.${name}`).toBeDefined();
        const expected = EXPECTED_TYPE[field.kind];
        expect(column?.udt_name, `${entity.name}.${name} type`).toBe(expected.udt);
        if (expected.precision) {
          expect([column?.numeric_precision, column?.numeric_scale], `${entity.name}.${name} precision`).toEqual([
            expected.precision,
            expected.scale,
          ]);
        }
        const notNull = field.required || field.system;
        expect(column?.is_nullable, `${entity.name}.${name} nullability`).toBe(notNull ? "NO" : "YES");
        if (field.kind === "relation") {
          expect(fkOf(entity.name, name), `${entity.name}.${name} foreign key`).toEqual([field.relation?.entity]);
        }
      }
    },
  );

  it.each(entityList.map((entity) => [entity.name, entity] as const))(
    "%s: no column the registry does not explain",
    (_name, entity) => {
      const table = columns.get(entity.name) ?? new Map<string, ColumnRow>();
      const fromFields = new Set(
        entity.fieldList.filter((f) => f.kind !== "relations").map((f) => expectedColumn(entity, f.key)),
      );
      const apiColumns = new Set(
        schema
          .columnPlan(entity)
          .filter((plan) => plan.origin === "api")
          .map((plan) => plan.name),
      );
      const server = new Set(["created_by", "updated_by"]);
      if (isTenantOwned(entity.name)) server.add("business_id");
      if (isSoftDeleted(entity.name)) server.add("deleted_at");
      const unexplained = [...table.keys()].filter(
        (name) => !fromFields.has(name) && !server.has(name) && !apiColumns.has(name),
      );
      expect(unexplained).toEqual([]);
      for (const name of ["created_by", "updated_by"]) expect(fkOf(entity.name, name)).toEqual(["accounts"]);
      if (isTenantOwned(entity.name)) {
        expect(table.get("business_id")?.is_nullable, `${entity.name} is tenant-owned`).toBe("NO");
        expect(fkOf(entity.name, "business_id")).toEqual(["businesses"]);
      } else {
        expect(fromFields.has("business_id") || !table.has("business_id"), entity.name).toBe(true);
      }
      expect(table.get("deleted_at")?.udt_name).toBe(isSoftDeleted(entity.name) ? "timestamptz" : undefined);
    },
  );

  it("keeps every `relations` field in a join table with foreign keys to both sides", () => {
    const relationFields = entityList.flatMap((entity) =>
      entity.fieldList.filter((field) => field.kind === "relations").map((field) => ({ entity, field })),
    );
    expect(relationFields.length).toBeGreaterThan(0);
    for (const { entity, field } of relationFields) {
      const name = `${entity.name}_${field.key}`;
      expect([...(columns.get(name)?.keys() ?? [])].sort(), name).toEqual(["record_id", "related_id"]);
      expect(fkOf(name, "record_id")).toEqual([entity.name]);
      expect(fkOf(name, "related_id")).toEqual([field.relation?.entity]);
    }
  });

  it.each(entityList.map((entity) => [entity.name, entity] as const))(
    "%s: indexes its default order, sortable fields and search",
    (_name, entity) => {
      const defs = indexes.filter((row) => row.tablename === entity.name).map((row) => row.indexdef);
      const leading = isTenantOwned(entity.name) ? ['"?business_id"?'] : [];
      const orderColumns = [
        ...leading,
        ...Object.keys(entity.defaultOrder).map((key) => orderedColumnPattern(entity, key)),
      ];
      const orderPattern = new RegExp(`\\(${orderColumns.join(", ")}\\)`);
      expect(
        defs.some((def) => orderPattern.test(def)),
        `${entity.name} default order ${orderColumns.join(",")}`,
      ).toBe(true);
      for (const field of entity.fieldList.filter((f) => f.sortable && f.key !== "id")) {
        const ordering = new RegExp(`[(, ]${orderedColumnPattern(entity, field.key)}[,)]`);
        expect(
          defs.some((def) => ordering.test(def)),
          `${entity.name}.${field.key} sortable`,
        ).toBe(true);
        // The column's own index too, for where conditions (the same one unless the column is text).
        const plain = new RegExp(`[(, ]"?${expectedColumn(entity, field.key)}"?[,)]`);
        expect(
          defs.some((def) => !def.includes("seleta_sort_key") && plain.test(def)),
          `${entity.name}.${field.key} filterable`,
        ).toBe(true);
      }
      if (searchableFields(entity).length > 0) {
        // The document is a stored generated column (src/db/schema/search.ts), GIN-indexed.
        expect(
          defs.some((def) => def.includes("USING gin (search_document)")),
          `${entity.name} full text`,
        ).toBe(true);
        expect(columns.get(entity.name)?.get("search_document")?.generation_expression ?? "").toContain(
          "to_tsvector('portuguese'",
        );
        expect(
          defs.some((def) => def.includes("gin_trgm_ops")),
          `${entity.name} trigram`,
        ).toBe(true);
      }
    },
  );

  it("finds a candidate accent- and case-insensitively, by stem or by part of a name, through the search indexes", async () => {
    const [business] = await db.drizzle
      .insert(schema.businesses)
      .values({ name: "Search test" })
      .returning({ id: schema.businesses.id });
    const candidates = schema.candidates;
    await db.drizzle.insert(candidates).values([
      { business_id: business?.id, name: "José da Conceição", email: "jose@example.com", status: 3, tags: ["Gestão"] },
      {
        business_id: business?.id,
        name: "Ana Souza",
        email: "ana@example.com",
        status: 3,
        self_introduction: "Gerente financeira com experiência em auditoria",
      },
    ] as never);
    const entity = entityList.find((candidate) => candidate.name === "candidates") as AnyEntity;
    const find = async (term: string) => {
      const condition = searchCondition(entity, candidates as never, term);
      const rows = await db.drizzle
        .select({ name: sql<string>`${schema.col(candidates, "name")}` })
        .from(candidates)
        .where(and(eq(schema.col(candidates, "business_id"), business?.id ?? 0), condition));
      return rows.map((row) => row.name).sort();
    };
    expect(await find("jose conceicao")).toEqual(["José da Conceição"]);
    expect(await find("CONCEI")).toEqual(["José da Conceição"]);
    expect(await find("gestao")).toEqual(["José da Conceição"]);
    expect(await find("financeiro")).toEqual(["Ana Souza"]);
    expect(await find("ninguém")).toEqual([]);

    // With sequential scans priced out, the planner must be able to use the indexes: the expressions match.
    const plan = await db.drizzle.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const condition = searchCondition(entity, candidates as never, "conceicao");
      const result = (await tx.execute(sql`explain select id from ${candidates} where ${condition}`)) as unknown as {
        rows: { "QUERY PLAN": string }[];
      };
      return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("candidates_search_fts");
    expect(plan).toContain("candidates_search_trgm");
  });
});
