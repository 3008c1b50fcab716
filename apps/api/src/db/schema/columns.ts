/**
 * How a registry field is stored. One line per field kind: the 59 entity tables follow from the registry and
 * this map, never from a hand-written column list (ARCHITECTURE: the registry is the single source of truth).
 */
import type { FieldDefinition, FieldKind } from "@seleta/domain";
import { boolean, date, integer, jsonb, numeric, type PgColumnBuilderBase, text, timestamp } from "drizzle-orm/pg-core";

/** Kinds kept in a column of the entity's own table (`relations` live in a join table). */
export type ColumnKind = Exclude<FieldKind, "relations">;

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/** Field kind → column builder. Lengths and formats are the zod schemas' job; the column keeps the value. */
export const COLUMN_OF_KIND: Readonly<Record<ColumnKind, (name: string) => PgColumnBuilderBase>> = {
  text: text,
  longText: text,
  richText: text,
  email: text,
  phone: text,
  url: text,
  file: text,
  image: text,
  color: text,
  document: text,
  country: text,
  integer: integer,
  decimal: (name) => numeric(name, { mode: "number" }),
  currency: (name) => numeric(name, { precision: 14, scale: 2, mode: "number" }),
  percent: (name) => numeric(name, { precision: 5, scale: 2, mode: "number" }),
  boolean: boolean,
  date: (name) => date(name, { mode: "string" }),
  datetime: timestamptz,
  // Catalogue ids are numbers (domain catalogues).
  select: integer,
  multiSelect: (name) => integer(name).array(),
  relation: integer,
  tags: (name) => text(name).array(),
  object: jsonb,
  list: jsonb,
  map: jsonb,
  json: jsonb,
};

/** The column a field is stored in: a relation `owner` is `owner_id`; everything else keeps its key. */
export function columnName(field: Pick<FieldDefinition, "key" | "kind">): string {
  return field.kind === "relation" ? `${field.key}_id` : field.key;
}

/** Whether the field has a column of its own table (a `relations` field has a join table instead). */
export function isStoredInColumn(field: Pick<FieldDefinition, "kind">): field is { kind: ColumnKind } {
  return field.kind !== "relations";
}

/** Whether the field's column holds text: such a column sorts by its pt-BR sort key (sortKey.ts). */
export function isTextColumn(field: Pick<FieldDefinition, "kind">): boolean {
  return isStoredInColumn(field) && COLUMN_OF_KIND[field.kind] === text;
}

/** Postgres truncates identifiers at 63 bytes; long generated names keep a readable head and a stable hash. */
export function identifier(name: string): string {
  if (name.length <= 63) return name;
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  const suffix = hash.toString(36);
  return `${name.slice(0, 62 - suffix.length)}_${suffix}`;
}

export { timestamptz };
