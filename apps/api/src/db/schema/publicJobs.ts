/**
 * What makes a job public (the job board, its pages, the sitemap): published, in an open status, not closed, not
 * deleted, with a public uid — and its deadline not past, which depends on the day and so is checked by the query,
 * not by the index. One condition, used by the partial index below (entities.ts) and by every public read, so the
 * planner matches them.
 */
import { jobStatuses } from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";

/** The open statuses' ids, from the catalogue (never a caller's value): a literal list, as an index predicate needs. */
const OPEN_STATUS_LIST = jobStatuses.entries
  .filter((status) => status.open)
  .map((status) => String(status.id))
  .join(", ");

/**
 * The day-independent half of "public", over a row's columns (`alias` when the query names the table). The index's
 * predicate is the same text without an alias.
 */
export function listedJobCondition(alias?: string): SQL {
  const column = (name: string) =>
    alias ? sql`${sql.identifier(alias)}.${sql.identifier(name)}` : sql.identifier(name);
  return sql`${column("published")} is true and ${column("deleted_at")} is null and ${column("closed_at")} is null and ${column("uid")} is not null and ${column("status")} in (${sql.raw(OPEN_STATUS_LIST)})`;
}

/** The whole of "public": listed, and its deadline (a date, inclusive) not past. */
export function publicJobCondition(alias?: string): SQL {
  const deadline = alias ? sql`${sql.identifier(alias)}.${sql.identifier("deadline")}` : sql.identifier("deadline");
  return sql`${listedJobCondition(alias)} and (${deadline} is null or ${deadline} >= current_date)`;
}

/** A job's state as the state filter compares it (a UF in capitals), over a row's columns or an alias's. */
export function publicJobStateKey(alias?: string): SQL {
  const state = alias ? sql`${sql.identifier(alias)}.${sql.identifier("state")}` : sql.identifier("state");
  return sql`upper(trim(${state}))`;
}

/** A job's city as the city filter compares it: without accents, case or surrounding spaces. */
export function publicJobCityKey(alias?: string): SQL {
  const city = alias ? sql`${sql.identifier(alias)}.${sql.identifier("city")}` : sql.identifier("city");
  return sql`seleta_search_text(trim(${city}))`;
}
