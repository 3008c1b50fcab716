/**
 * The public identity of a record the public site shows (a job, a course, an event): the registry's read-only
 * `uid` field, filled by the server when the record is created. 128 random bits in base64url (22 characters, safe in
 * a URL segment): a URL cannot be guessed from another one, nor a record's existence probed by counting.
 */
import { randomBytes } from "node:crypto";
import { type AnyEntity, entityList } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";

/** The field key a public identity is stored under. */
export const PUBLIC_UID_FIELD = "uid";

export function newPublicUid(): string {
  return randomBytes(16).toString("base64url");
}

/** Whether the server fills this entity's `uid` (a read-only text field of the registry). */
export function hasPublicUid(entity: AnyEntity): boolean {
  const field = entity.fieldList.find((candidate) => candidate.key === PUBLIC_UID_FIELD);
  return field !== undefined && field.kind === "text" && field.readOnly;
}

/** Rows updated per statement by the backfill. */
const BACKFILL_BATCH = 1000;

/**
 * Gives every row that has none its public uid (rows written before the server filled it, or by a bulk load that
 * did not): run at start after the migrations, it finds nothing to do on every start but the first.
 */
export async function backfillPublicUids(db: Database): Promise<number> {
  let filled = 0;
  for (const entity of entityList.filter(hasPublicUid)) {
    const table = sql.identifier(entity.name);
    for (;;) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from ${table} where uid is null order by id limit ${BACKFILL_BATCH}`,
      );
      if (rows.length === 0) break;
      const ids = rows.map((row) => Number(row.id));
      const uids = ids.map(() => newPublicUid());
      await db.drizzle.execute(
        sql`update ${table} set uid = given.uid
            from unnest(${`{${ids.join(",")}}`}::int[], ${`{${uids.join(",")}}`}::text[]) as given(id, uid)
            where ${table}.id = given.id and ${table}.uid is null`,
      );
      filled += ids.length;
    }
  }
  return filled;
}
