/**
 * Accent-insensitive search over an entity's searchable fields. The same expressions build the indexes (drizzle
 * schema → migration) and the queries, so the planner matches them:
 *   - full text (Portuguese stemming) over every searchable field: `to_tsvector('portuguese', document)`, kept in
 *     the stored generated column `search_document` (GIN-indexed). Stored, because a query often reads it row by
 *     row — an index recheck, an exclusion (`not document @@ q`), a rank — and rebuilding a candidate's document
 *     from their texts and CVs for each row costs a hundred times more than reading it (measured);
 *   - trigram (`ILIKE '%term%'`, similarity) over the short ones (names, e-mails, phones, tags), stored as
 *     `search_name` for the same reason: a trigram match is always rechecked row by row, and unaccenting the
 *     row's names again for each one cost more than the rest of the query.
 * `seleta_search_text` and `seleta_unaccent` are IMMUTABLE wrappers (migration 0002): unaccent() itself is only
 * STABLE, and index expressions must be IMMUTABLE.
 */
import { type AnyEntity, type FieldDefinition, searchableFields } from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { columnName } from "./columns";

/** Long texts stay out of the trigram index: it would grow with every paragraph and match too much. */
const LONG_KINDS = new Set<FieldDefinition["kind"]>(["longText", "richText"]);

type Columns = Record<string, PgColumn | SQL>;

/** The stored generated columns holding an entity's full-text document and its trigram text. */
export const SEARCH_DOCUMENT_COLUMN = "search_document";
export const SEARCH_NAME_COLUMN = "search_name";

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

/**
 * The column the API keeps the text extracted from a record's files in (a candidate's CVs), for the entities whose
 * files extract text (`files.extractsText` of the registry); the full-text document reads it.
 */
export const FILES_TEXT_COLUMN = "cv_text";

/** Columns the API keeps that the full-text document also reads: the text extracted from the record's files. */
export function documentExtraColumns(entity: AnyEntity): readonly string[] {
  return entity.files?.extractsText ? [FILES_TEXT_COLUMN] : [];
}

/**
 * The full-text document's expression, `to_tsvector('portuguese', …)` of every searchable field (and the extra
 * columns): what the generated column `search_document` stores. Undefined for entities with nothing searchable.
 */
export function searchDocumentExpression(entity: AnyEntity, columns: Columns): SQL | undefined {
  const extra = documentExtraColumns(entity).map((name) => ({ key: name, kind: "longText" }) as const);
  const text = searchText(columns, [...searchableFields(entity), ...(extra as unknown as FieldDefinition[])]);
  return text && sql`to_tsvector('portuguese'::regconfig, ${text})`;
}

/** The full-text document of a row: its stored column (the expression where a table has none, e.g. an alias). */
export function searchDocument(entity: AnyEntity, columns: Columns): SQL | undefined {
  const stored = columns[SEARCH_DOCUMENT_COLUMN];
  if (stored) return sql`${stored}`;
  return searchDocumentExpression(entity, columns);
}

/** The trigram text's expression: the short searchable fields, unaccented and lower-cased (column `search_name`). */
export function searchNameExpression(entity: AnyEntity, columns: Columns): SQL | undefined {
  return searchText(
    columns,
    searchableFields(entity).filter((field) => !LONG_KINDS.has(field.kind)),
  );
}

/** The trigram text of a row: its stored column (the expression where a table has none). */
export function searchName(entity: AnyEntity, columns: Columns): SQL | undefined {
  const stored = columns[SEARCH_NAME_COLUMN];
  if (stored) return sql`${stored}`;
  return searchNameExpression(entity, columns);
}

/** A user's term as the documents store text: unaccented and lower-cased (same function, same result). */
export function normalizedTerm(term: string): SQL {
  return sql`seleta_search_text(${term}::text)`;
}

/**
 * The searchable text of a sub-search (a candidate's skill names, the companies of their experiences, the names of
 * their languages): the property of every item of the source fields, unaccented, lower-cased, one item per line
 * (`seleta_json_search_text`, migration 0006), so a pattern can match a whole item between two newlines. Both the
 * trigram index and the queries use this very expression.
 */
export function subSearchText(entity: AnyEntity, key: string, columns: Columns): SQL {
  const subSearch = entity.subSearches[key];
  if (!subSearch) throw new Error(`Entity ${entity.name} has no sub-search ${key}`);
  const sources =
    subSearch.kind === "text" ? subSearch.sources : [{ field: subSearch.field, property: subSearch.nameProperty }];
  const property = sources[0]?.property ?? "";
  if (sources.some((source) => source.property !== property)) {
    throw new Error(`Sub-search ${entity.name}.${key} reads different properties: give it one`);
  }
  const documents = sources.map((source) => {
    const column = columns[source.field];
    if (!column) throw new Error(`Sub-search ${entity.name}.${key} reads ${source.field}, which has no column`);
    return sql`${column}`;
  });
  // The property is the registry's, never a caller's: a literal keeps the expression identical to the index's.
  return sql`seleta_json_search_text(${sql.raw(`'${property.replace(/'/g, "''")}'`)}::text, ${sql.join(documents, sql`, `)})`;
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
