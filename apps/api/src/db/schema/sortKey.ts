/**
 * How text sorts: in pt-BR collation's primary order, where accents and capitals do not count ("Alícia" < "Aline"
 * < "Álvaro" < "Bruno" < "Zélia"; "ana" beside "Ana"). PGlite has no pt-BR ICU collation, and an ICU collation's
 * order follows the ICU version each server was built with; the sort key is the same on both databases instead:
 * `seleta_sort_key(text)` (migration `pt_br_sort_key`) unaccents and lower-cases, and its result is compared byte
 * by byte (`COLLATE "C"`), whatever collation the database was created with. The text itself, byte by byte, breaks
 * ties between equal keys ("ÁLVARO" before "Álvaro"), so such names keep one order whatever their ids.
 * Each sortable text field has an index on this very expression (src/db/schema/entities.ts), so the planner reads
 * an ordered list from it, beside the column's plain index, which where conditions on the text itself use.
 */
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A text's sort key (`seleta_sort_key`, IMMUTABLE) compared byte by byte: the expression ORDER BY and the indexes share. */
export function sortKey(text: PgColumn | SQL): SQL {
  return sql`seleta_sort_key(${text}) collate "C"`;
}

/** The text itself compared byte by byte: the tie-break between equal sort keys. */
export function exactText(text: PgColumn | SQL): SQL {
  return sql`${text} collate "C"`;
}
