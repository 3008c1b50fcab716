/**
 * pg-boss talks to the database through `executeSql(text, values)`. We hand it our own connections instead of
 * letting it open a pool: on PGlite there is only one client (and one process owns the data dir), on PostgreSQL
 * the API's pool is shared so a process keeps one connection budget.
 */
import type { Database } from "../db/client";

export type BossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export function bossDb(db: Database): BossDb {
  const { driver } = db;
  if (driver.kind === "postgres") {
    return {
      async executeSql(text, values) {
        const result = await driver.pool.query(text, values as unknown[] | undefined);
        // pg-boss's schema plans are several statements in one text: node-postgres answers one result each.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: (last?.rows ?? []) as unknown[] };
      },
    };
  }
  const client = driver.client;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      // Without parameters the text may hold several statements (schema plans): only `exec` runs those.
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as unknown[] };
    },
  };
}
