/**
 * The boolean full-text search of lists: terms_search / terms_required / terms_optional /
 * terms_excluded over an entity's search document (src/db/schema/search.ts: its searchable fields and, for
 * candidates, the text of their CVs), accent-insensitive, with Portuguese stemming; single words also match part
 * of a name through the trigram index ("silv" finds "Silva").
 *
 * A user's words never become tsquery syntax: PostgreSQL turns each word or phrase into a tsquery
 * (`phraseto_tsquery`) in a first small query (once per text: they are kept), and the list query receives those as
 * parameters. That also tells which items are stop words ("de"), which narrow nothing and are dropped.
 *
 * The document is the stored column `search_document`, so a row-by-row check (an exclusion, an index recheck, a
 * rank) reads it instead of rebuilding it from the row's texts.
 */
import type { AnyEntity, FieldDefinition, TermItem, Terms } from "@seleta/domain";
import { searchableFields } from "@seleta/domain";
import { and, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type Executor, rowsOf } from "../db/client";
import type { EntityTable } from "../db/schema";
import { columnName } from "../db/schema/columns";
import { documentExtraColumns, normalizedTerm, searchDocument, searchName } from "../db/schema/search";

/** What the terms add to a list query. */
export type CompiledTerms = {
  /** AND-ed into the WHERE. */
  readonly condition?: SQL;
  /** Relevance, when search or optional terms ask for ranking. */
  readonly rank?: SQL;
  /** An HTML-safe snippet of the record's text with the matches in `<mark>`. */
  readonly highlight?: SQL;
};

/** Shorter words are too common as parts of names to be worth a trigram match. */
const MIN_TRIGRAM_WORD = 3;

/** Characters of a record's text a snippet is looked for in. */
const HEADLINE_TEXT_LIMIT = 20_000;

const HEADLINE_OPTIONS =
  'MaxFragments=2, MinWords=6, MaxWords=20, FragmentDelimiter=" … ", StartSel=<mark>, StopSel=</mark>';

type Kind = keyof Terms;
type Resolved = { kind: Kind; item: TermItem; query: string; highlight: string };

type Columns = Record<string, PgColumn>;

function columnsOf(table: EntityTable): Columns {
  return table as unknown as Columns;
}

/** The tsqueries of a word or phrase: for the search documents and for highlighting ("" for stop words only). */
type ItemQueries = { query: string; highlight: string };

/**
 * Each database's tsqueries of the words it was asked for, newest last: the text-search configurations are the
 * migrations', so a text's tsqueries never change, and the next page of a search (or the next caller of a saved
 * one) skips the round trip that would make them again before its list query.
 */
const resolvedTexts = new WeakMap<Executor, Map<string, ItemQueries>>();
const RESOLVED_TEXTS_KEPT = 1000;

/** Each item's tsquery for the search documents and for highlighting; stop-word-only items are dropped. */
async function resolveItems(executor: Executor, terms: Terms): Promise<Resolved[]> {
  const items = (Object.keys(terms) as Kind[]).flatMap((kind) => terms[kind].map((item) => ({ kind, item })));
  if (items.length === 0) return [];
  let known = resolvedTexts.get(executor);
  if (!known) {
    known = new Map();
    resolvedTexts.set(executor, known);
  }
  const missing = [...new Set(items.map(({ item }) => item.text).filter((text) => !known.has(text)))];
  if (missing.length > 0) {
    const columns = missing.flatMap((text) => [
      sql`phraseto_tsquery('portuguese'::regconfig, ${normalizedTerm(text)})::text`,
      sql`phraseto_tsquery('seleta_portuguese'::regconfig, ${text}::text)::text`,
    ]);
    const [row] = await rowsOf<Record<string, string>>(
      executor.execute(
        sql`select ${sql.join(
          columns.map((column, index) => sql`${column} as ${sql.identifier(`q${index}`)}`),
          sql`, `,
        )}`,
      ),
    );
    missing.forEach((text, index) => {
      known.set(text, { query: row?.[`q${index * 2}`] ?? "", highlight: row?.[`q${index * 2 + 1}`] ?? "" });
      if (known.size > RESOLVED_TEXTS_KEPT) known.delete(known.keys().next().value as string);
    });
  }
  return items
    .map(({ kind, item }) => {
      const queries = known.get(item.text) ?? { query: "", highlight: "" };
      return { kind, item, ...queries };
    })
    .filter((resolved) => resolved.query !== "");
}

function anyOf(queries: readonly string[]): SQL {
  return sql.join(
    queries.map((query) => sql`${query}::tsquery`),
    sql` || `,
  );
}

function likePattern(word: string): SQL {
  return normalizedTerm(`%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/** The record's own text (accents, capitals), HTML-escaped, for the snippets: HTML of rich texts is stripped. */
function originalText(entity: AnyEntity, columns: Columns): SQL | undefined {
  const parts: SQL[] = [];
  const fields: Pick<FieldDefinition, "key" | "kind">[] = [
    ...searchableFields(entity),
    ...documentExtraColumns(entity).map((key) => ({ key, kind: "longText" as const })),
  ];
  for (const field of fields) {
    const column = columns[columnName(field)];
    if (!column) continue;
    if (field.kind === "tags") parts.push(sql`array_to_string(${column}, ' ')`);
    else if (field.kind === "richText") parts.push(sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`);
    else if (field.kind !== "integer" && field.kind !== "select" && field.kind !== "multiSelect") {
      parts.push(sql`${column}`);
    }
  }
  if (parts.length === 0) return undefined;
  // The record's fields come first; a long CV is cut, since ts_headline parses all it is given, for every row.
  const text = sql`left(concat_ws(' ', ${sql.join(parts, sql`, `)}), ${sql.raw(String(HEADLINE_TEXT_LIMIT))})`;
  return sql`replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;
}

/** The SQL of a list's terms; undefined when the query has none. */
export async function compileTerms(
  executor: Executor,
  entity: AnyEntity,
  table: EntityTable,
  terms: Terms,
): Promise<CompiledTerms | undefined> {
  const all = [...terms.search, ...terms.required, ...terms.optional, ...terms.excluded];
  if (all.length === 0) return undefined;
  const columns = columnsOf(table);
  const document = searchDocument(entity, columns);
  if (!document) {
    // Nothing of this entity is searchable: words that must match cannot.
    return terms.required.length + terms.search.length > 0 ? { condition: sql`false` } : {};
  }
  const name = searchName(entity, columns);
  const resolved = await resolveItems(executor, terms);
  const of = (kind: Kind) => resolved.filter((entry) => entry.kind === kind);
  const [search, required, optional, excluded] = [of("search"), of("required"), of("optional"), of("excluded")];
  const exclusion = excluded.length > 0 ? anyOf(excluded.map((entry) => entry.query)) : undefined;
  const notExcluded = exclusion && sql`not coalesce(${document} @@ (${exclusion}), false)`;
  /**
   * A word or phrase that must match. `without` folds the exclusions into the full-text test, `q & !excluded`, which
   * the GIN index answers alone: tested apart, a row's document (often stored out of line) would be read twice.
   */
  const matches = (entry: Resolved, without?: SQL): SQL => {
    const query = without
      ? sql`tsquery_and(${entry.query}::tsquery, tsquery_not(${without}))`
      : sql`${entry.query}::tsquery`;
    const fullText = sql`${document} @@ ${query}`;
    const word = entry.item.text;
    if (!name || entry.item.phrase || word.length < MIN_TRIGRAM_WORD) return fullText;
    const byName = sql`${name} like ${likePattern(word)}`;
    return sql`(${fullText} or ${notExcluded ? sql`(${byName} and ${notExcluded})` : byName})`;
  };

  const conditions: SQL[] = [];
  // The exclusions ride along the first condition that must match; alone, they are a condition of their own.
  let pending = exclusion;
  for (const entry of required) {
    conditions.push(matches(entry, pending));
    pending = undefined;
  }
  if (search.length > 0) {
    const without = pending;
    conditions.push(or(...search.map((entry) => matches(entry, without))) as SQL);
    pending = undefined;
  }
  if (pending && notExcluded) conditions.push(notExcluded);
  // Stop words only ("de"): the items narrowed nothing, but a search that asked for matches finds none.
  if (terms.required.length + terms.search.length > 0 && required.length + search.length === 0) {
    conditions.push(sql`false`);
  }

  const positive = [...search, ...required, ...optional];
  const ranked = search.length + optional.length > 0;
  const original = originalText(entity, columns);
  const highlights = positive.map((entry) => entry.highlight).filter((query) => query !== "");
  return {
    ...(conditions.length > 0 ? { condition: and(...conditions) as SQL } : {}),
    ...(ranked ? { rank: sql`ts_rank_cd(${document}, ${anyOf(positive.map((entry) => entry.query))})` } : {}),
    ...(highlights.length > 0 && original
      ? {
          highlight: sql`ts_headline('seleta_portuguese'::regconfig, ${original}, ${anyOf(highlights)}, ${HEADLINE_OPTIONS})`,
        }
      : {}),
  };
}
