/** The recruiters' own records, as the recruiter routes (routes/recruiters/) read them. */
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { recruiters } from "../db/schema";

/** The names of the recruiters among `ids`, by id; unknown ids are left out. */
export async function recruiterNames(db: Database, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number; name: string | null }>(
    db,
    sql`select r.id, r.name from ${recruiters} r
        where r.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by r.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name ?? "" }));
}
