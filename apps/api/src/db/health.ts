import { sql } from "drizzle-orm";
import { type Database, queryRows } from "./client";

/** Resolves once the database has run a query; rejects with the driver's error when it cannot. */
export async function checkDatabase(db: Database): Promise<void> {
  await queryRows(db, sql`select 1 as ok`);
}
