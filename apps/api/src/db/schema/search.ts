/**
 * Accent-insensitive search over an entity's searchable fields. The same expressions build the indexes (drizzle
 * schema → migration) and the queries, so the planner matches them:
 *   - full text (Portuguese stemming) over every searchable field: `to_tsvector('portuguese', document)`;
 *   - trigram (`ILIKE '%term%'`, similarity) over the short ones (names, e-mails, phones, tags).
 * `seleta_search_text` and `seleta_unaccent` are IMMUTABLE wrappers (migration 0002): unaccent() itself is only
 * STABLE, and index expressions must be IMMUTABLE.
 */
import { type AnyEntity, type FieldDefinition, searchableFields } from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { columnName } from "./columns";

/** Long texts stay out of the trigram index: it would grow with every paragraph and match too much. */
const LONG_KINDS = new Set<FieldDefinition["kind"]>(["longText", "richText"]);

type Columns = Record<string, PgColumn>;

function part(columns: Columns, field: FieldDefinition): SQL {
  const column = columns[columnName(field)];
  if (!column) throw new Error(`Searchable field ${field.key} has no column`);
  if (field.kind === "tags" || field.kind === "multiSelect") return sql`seleta_tags_text(${column})`;
  if (field.kind === "integer" || field.kind === "select") return sql`(${column})::text`;
  return sql`${column}`;
}

function searchText(columns: Columns, fields: readonly FieldDefinition[]): SQL | undefined {
  if (fields.length === 0) return undefined;
  return sql`seleta_search_text(${sql.join(
    fields.map((field) => part(columns, field)),
    sql`, `,
  )})`;
}

/** Columns the API keeps that the full-text document also reads: the text extracted from a candidate's CVs. */
export const DOCUMENT_EXTRA_COLUMNS: Readonly<Record<string, readonly string[]>> = { candidates: ["cv_text"] };

/** The full-text document: `to_tsvector('portuguese', …)` of every searchable field (and the extra columns). */
export function searchDocument(entity: AnyEntity, columns: Columns): SQL | undefined {
  const extra = (DOCUMENT_EXTRA_COLUMNS[entity.name] ?? []).map((name) => ({ key: name, kind: "longText" }) as const);
  const text = searchText(columns, [...searchableFields(entity), ...(extra as unknown as FieldDefinition[])]);
  return text && sql`to_tsvector('portuguese'::regconfig, ${text})`;
}

/** The trigram text: the short searchable fields, unaccented and lower-cased. */
export function searchName(entity: AnyEntity, columns: Columns): SQL | undefined {
  return searchText(
    columns,
    searchableFields(entity).filter((field) => !LONG_KINDS.has(field.kind)),
  );
}

/** A user's term as the documents store text: unaccented and lower-cased (same function, same result). */
export function normalizedTerm(term: string): SQL {
  return sql`seleta_search_text(${term}::text)`;
}

/**
 * The WHERE condition of a free-text search: a full-text match (stems: "financeiro" finds "financeira") or a
 * substring of a name, e-mail or phone (trigram index). Undefined for entities without searchable fields.
 */
export function searchCondition(entity: AnyEntity, columns: Columns, term: string): SQL | undefined {
  const document = searchDocument(entity, columns);
  const name = searchName(entity, columns);
  const trimmed = term.trim();
  if (!document || trimmed === "") return undefined;
  const fullText = sql`${document} @@ websearch_to_tsquery('portuguese'::regconfig, ${normalizedTerm(trimmed)})`;
  if (!name) return fullText;
  const pattern = `%${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`(${fullText} or ${name} like ${normalizedTerm(pattern)})`;
}
