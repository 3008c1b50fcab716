/**
 * Loading many rows fast, inside one transaction: COPY (pg-copy-streams on PostgreSQL, `/dev/blob` on PGlite)
 * instead of multi-row INSERTs, ids taken from the tables' sequences up front instead of RETURNING, and the
 * secondary indexes and foreign keys of the loaded tables dropped before the load and recreated after it — one
 * build per index instead of a million insertions, one join per foreign key instead of a million lookups
 * (PostgreSQL's "Populating a Database" advice). All of it in the caller's transaction: a failure leaves the
 * indexes and constraints as they were and no row behind.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { from as copyFrom } from "pg-copy-streams";
import { type Database, type DatabaseKind, type Drizzle, rowsOf } from "../db/client";
import * as schema from "../db/schema";

export type Row = Record<string, unknown>;

/** A transaction that can also COPY: what the seed writes through. */
export type BulkTx = {
  kind: DatabaseKind;
  drizzle: Drizzle;
  /** Runs `COPY <table> (<columns>) FROM STDIN` with the text-format lines `chunks` yields. */
  copy(statement: string, chunks: Iterable<string>): Promise<void>;
};

/** Runs `work` in one transaction on one connection (COPY needs the connection itself, not the pool). */
export async function withBulkTransaction<T>(db: Database, work: (tx: BulkTx) => Promise<T>): Promise<T> {
  const { driver } = db;
  if (driver.kind === "pglite") {
    return driver.client.transaction((transaction) =>
      work({
        kind: "pglite",
        // What drizzle's own PGlite transactions do: a session over the transaction object.
        drizzle: drizzlePglite({ client: transaction as unknown as PGlite, schema }) as unknown as Drizzle,
        copy: (statement, chunks) => copyIntoPglite(transaction, statement, chunks),
      }),
    );
  }
  const client = await driver.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("begin");
    // Candidates' profiles make rows of a few kilobytes, which PostgreSQL compresses: lz4 does it several times
    // faster than the default pglz (when the server was built with it). For this transaction only.
    await client.query(
      "select set_config('default_toast_compression', 'lz4', true) from pg_settings where name = 'default_toast_compression' and 'lz4' = any(enumvals)",
    );
    const result = await work({
      kind: "postgres",
      drizzle: drizzleNodePg({ client, schema }) as unknown as Drizzle,
      copy: (statement, chunks) => pipeline(Readable.from(chunks), client.query(copyFrom(statement))),
    });
    await client.query("commit");
    return result;
  } catch (error) {
    // A connection that cannot even roll back (a COPY cut off mid-stream) goes, rather than back to the pool.
    await client.query("rollback").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Text per COPY statement on PGlite, which has no COPY stream: each batch is one COPY from a blob. */
const PGLITE_BATCH_CHARS = 4 * 1024 * 1024;

async function copyIntoPglite(transaction: Transaction, statement: string, chunks: Iterable<string>) {
  const fromBlob = statement.replace(/FROM STDIN$/, "FROM '/dev/blob'");
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await transaction.query(fromBlob, [], { blob: new Blob(batch) });
    batch = [];
    size = 0;
  };
  for (const chunk of chunks) {
    batch.push(chunk);
    size += chunk.length;
    if (size >= PGLITE_BATCH_CHARS) await flush();
  }
  await flush();
}

/** A quoted SQL identifier; the names come from the schema or the catalogue, never from a request. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

const ESCAPED = /[\\\n\r\t]/;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** A value in COPY's text format (backslash, newline, CR and tab escaped). */
function copyText(text: string): string {
  return ESCAPED.test(text) ? text.replace(/[\\\n\r\t]/g, (char) => ESCAPES[char] as string) : text;
}

const ARRAY_QUOTED = /[{}",\\\s]|^$|^null$/i;

/** A PostgreSQL array literal of scalars: `{a,"b c"}`. */
function arrayLiteral(items: readonly unknown[]): string {
  const parts = items.map((item) => {
    if (item === null || item === undefined) return "NULL";
    const text = String(item);
    return ARRAY_QUOTED.test(text) ? `"${text.replace(/["\\]/g, (char) => `\\${char}`)}"` : text;
  });
  return `{${parts.join(",")}}`;
}

type Encoder = (value: unknown) => string;

function encoderOf(column: PgColumn): Encoder {
  const type = column.getSQLType();
  const nullable =
    (encode: Encoder): Encoder =>
    (value) =>
      value === null || value === undefined ? "\\N" : encode(value);
  if (type.endsWith("[]")) return nullable((value) => copyText(arrayLiteral(value as unknown[])));
  if (type === "jsonb" || type === "json") return nullable((value) => copyText(JSON.stringify(value)));
  if (type === "boolean") return nullable((value) => (value ? "t" : "f"));
  return nullable((value) => copyText(String(value)));
}

/**
 * Text per chunk handed to the COPY stream. Small, because the rows are generated on the event loop: while a
 * chunk is being made nothing is sent, and PostgreSQL, on the other core, should never wait long for the next.
 */
const CHUNK_CHARS = 64 * 1024;
/** Rows between two progress reports. */
const PROGRESS_ROWS = 2000;

/**
 * COPYs `rows` into `table`. The first row's keys (property keys of the drizzle table) are the columns; every
 * row must have the same keys. `onRows` hears how many rows went so far, every few thousand. Returns the count.
 */
export async function copyRows(
  tx: BulkTx,
  table: PgTable,
  rows: Iterable<Row>,
  onRows?: (written: number) => void,
): Promise<number> {
  const iterator = rows[Symbol.iterator]();
  const first = iterator.next();
  if (first.done) return 0;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first.value);
  const encoders = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return encoderOf(column);
  });
  const names = keys.map((key) => quoteIdentifier((columns[key] as PgColumn).name)).join(", ");
  const statement = `COPY ${quoteIdentifier(getTableName(table))} (${names}) FROM STDIN`;
  let written = 0;
  const line = (row: Row) => {
    let text = "";
    for (let index = 0; index < keys.length; index++) {
      if (index > 0) text += "\t";
      text += (encoders[index] as Encoder)(row[keys[index] as string]);
    }
    return `${text}\n`;
  };
  function* chunks(): Generator<string> {
    let chunk = "";
    let reported = 0;
    for (let next = first; !next.done; next = iterator.next()) {
      chunk += line(next.value);
      written++;
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = "";
      }
      if (written - reported === PROGRESS_ROWS) {
        reported = written;
        onRows?.(written);
      }
    }
    if (chunk.length > 0) yield chunk;
    if (reported !== written) onRows?.(written);
  }
  await tx.copy(statement, chunks());
  return written;
}

/**
 * Takes `count` consecutive ids from a table's own sequence and returns the first: rows written with explicit ids
 * can refer to each other before any is inserted, and later inserts (the app's) continue after them.
 */
export async function reserveIds(tx: BulkTx, table: PgTable, count: number): Promise<number> {
  const name = getTableName(table);
  const [row] = await rowsOf<{ first: number }>(
    tx.drizzle.execute(sql`select nextval(pg_get_serial_sequence(${name}, 'id'))::int as first`),
  );
  const first = Number(row?.first);
  if (count > 1) {
    await tx.drizzle.execute(sql`select setval(pg_get_serial_sequence(${name}, 'id'), ${first + count - 1})`);
  }
  return first;
}

type Definition = { table: string; name: string; definition: string };

/** What `suspendIndexes` dropped, to build again. */
export type SuspendedIndexes = { indexes: Definition[]; foreignKeys: Definition[] };

const inList = (names: readonly string[]): SQL =>
  sql`(${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )})`;

/**
 * Drops the indexes of `tables` that no constraint uses (primary keys and unique constraints stay) and their
 * foreign keys, and returns their definitions as the catalogue prints them: the very names and expressions of the
 * migrations. The tables stay locked (ACCESS EXCLUSIVE) until the transaction ends, so nobody sees them bare.
 */
export async function suspendIndexes(tx: BulkTx, tables: readonly string[]): Promise<SuspendedIndexes> {
  const indexes = await rowsOf<Definition>(
    tx.drizzle.execute(sql`
      select t.relname as "table", i.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
      where t.relnamespace = 'public'::regnamespace and t.relname in ${inList(tables)}
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      order by t.relname, i.relname`),
  );
  const foreignKeys = await rowsOf<Definition>(
    tx.drizzle.execute(sql`
      select t.relname as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_class t on t.oid = c.conrelid
      where c.contype = 'f' and t.relnamespace = 'public'::regnamespace and t.relname in ${inList(tables)}
      order by t.relname, c.conname`),
  );
  for (const key of foreignKeys) {
    await tx.drizzle.execute(
      sql.raw(`alter table public.${quoteIdentifier(key.table)} drop constraint ${quoteIdentifier(key.name)}`),
    );
  }
  for (const index of indexes) await tx.drizzle.execute(sql.raw(`drop index public.${quoteIdentifier(index.name)}`));
  return { indexes, foreignKeys };
}

/** Builds again what `suspendIndexes` dropped: indexes first, then the foreign keys (checked in one pass each). */
export async function restoreIndexes(
  tx: BulkTx,
  suspended: SuspendedIndexes,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  if (tx.kind === "postgres") {
    // A GIN index over a million rows builds several times faster when its entries fit in memory (with the
    // default 64 MB it flushes them into the index again and again); for this transaction only.
    await tx.drizzle.execute(sql`set local maintenance_work_mem = '1GB'`);
  }
  const total = suspended.indexes.length + suspended.foreignKeys.length;
  let done = 0;
  for (const index of suspended.indexes) {
    await tx.drizzle.execute(sql.raw(index.definition));
    onProgress?.(++done, total);
  }
  for (const key of suspended.foreignKeys) {
    await tx.drizzle.execute(
      sql.raw(
        `alter table public.${quoteIdentifier(key.table)} add constraint ${quoteIdentifier(key.name)} ${key.definition}`,
      ),
    );
    onProgress?.(++done, total);
  }
}
