/**
 * The live bus across API processes on one PostgreSQL: every process keeps one dedicated
 * connection that LISTENs on one channel; publishing is `pg_notify(channel, payload)` through the ordinary pool.
 * A process hears its own notifications too, so every delivery — local or not — takes the same path, in the order
 * PostgreSQL commits them.
 *
 * Payloads: PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. A message whose envelope fits goes as is;
 * a bigger one (up to MAX_MESSAGE_BYTES) is cut into base64 chunks sent in one transaction — PostgreSQL delivers a
 * transaction's notifications together and in order — and put back together by each listener. Above that the
 * publish fails with LiveMessageTooLargeError: a live message is a notification or a progress step, never a file.
 *
 * Messages published at the same instant (a burst of reviewers' ratings, each notifying its recruiters) are sent
 * together, one statement for the batch (`db/coalesced.ts`), in the order they were published. PostgreSQL delivers
 * one copy of identical payloads sent in one transaction, so a batch is cut before a payload it already holds: every
 * publish is heard, as on the in-process bus.
 *
 * What is not guaranteed: a message published while a process's listening connection is down (it reconnects with
 * backoff) is not heard by that process's sockets. Clients re-read state on reconnect (the web app reloads the
 * notification list; jobs store their progress), as with ActionCable on Redis.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Config } from "../config";
import type { Database, Log } from "../db/client";
import { coalesced } from "../db/coalesced";
import { addListener, deliver, inProcessBus, type LiveBus, type LiveListener } from "./bus";

/** The one channel every process LISTENs on (a constant: LISTEN cannot take a parameter). */
export const LIVE_CHANNEL = "seleta_live";
/** PostgreSQL's limit is "shorter than 8000 bytes" (default build). */
const NOTIFY_MAX_BYTES = 7999;
/** Base64 characters per chunk, leaving room for the chunk header. */
const CHUNK_CHARS = 7800;
export const MAX_MESSAGE_BYTES = 1024 * 1024;
/** A chunked message whose other chunks do not arrive within this is dropped (its sender died mid-transaction). */
const REASSEMBLY_TIMEOUT_MS = 30_000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

export class LiveMessageTooLargeError extends Error {
  override readonly name = "LiveMessageTooLargeError";
}

export type PostgresBusOptions = {
  /** Publishes through this database's pool. */
  db: Database;
  /** Where the dedicated listening connection goes (the same database). */
  databaseUrl: string;
  log?: Log | undefined;
};

/** Resolves once the listening connection is up: a publish right after it is heard. */
export async function postgresBus(options: PostgresBusOptions): Promise<LiveBus> {
  const { db, databaseUrl, log } = options;
  const listeners = new Map<string, Set<LiveListener>>();
  const partial = new Map<string, { parts: (string | undefined)[]; received: number; timer: NodeJS.Timeout }>();
  let client: pg.Client | undefined;
  let closed = false;
  let retryDelay = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  function receive(payload: string | undefined): void {
    if (!payload) return;
    try {
      const envelope = payload.startsWith("c:") ? reassemble(payload) : payload;
      if (envelope === undefined) return;
      const { s: stream, m: message } = JSON.parse(envelope) as { s: string; m: unknown };
      if (typeof stream === "string") deliver(listeners, stream, message);
    } catch (error) {
      log?.warn({ err: error }, "live bus: notification dropped");
    }
  }

  /** `c:<id>:<index>:<count>:<base64>` → the whole envelope once every chunk of `id` is in. */
  function reassemble(payload: string): string | undefined {
    const [, id = "", indexText = "", countText = "", data = ""] = payload.split(":", 5);
    const index = Number(indexText);
    const count = Number(countText);
    if (!Number.isInteger(index) || !Number.isInteger(count) || index < 0 || index >= count) return undefined;
    let entry = partial.get(id);
    if (!entry) {
      entry = {
        parts: new Array(count),
        received: 0,
        timer: setTimeout(() => partial.delete(id), REASSEMBLY_TIMEOUT_MS).unref(),
      };
      partial.set(id, entry);
    }
    if (entry.parts[index] === undefined) {
      entry.parts[index] = data;
      entry.received += 1;
    }
    if (entry.received < count) return undefined;
    clearTimeout(entry.timer);
    partial.delete(id);
    return Buffer.from(entry.parts.join(""), "base64").toString("utf8");
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (notification) => receive(notification.payload));
    // Before it is listening, a failure rejects connect() and whoever called it retries.
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      log?.error({ err: error }, "live bus: listening connection lost");
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryDelay = RECONNECT_MIN_MS;
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => log?.info("live bus: listening again"),
        (error: unknown) => {
          log?.warn({ err: error }, "live bus: reconnect failed");
          retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
          scheduleReconnect();
        },
      );
    }, retryDelay);
    retryTimer.unref();
  }

  await connect();

  const notify = coalesced(async (envelopes: readonly string[]) => {
    for (let from = 0; from < envelopes.length; ) {
      const distinct = new Set<string>();
      let to = from;
      while (to < envelopes.length && !distinct.has(envelopes[to] as string)) distinct.add(envelopes[to++] as string);
      await db.drizzle.execute(
        sql`select pg_notify(${LIVE_CHANNEL}, envelope)
            from unnest(${sql.param(envelopes.slice(from, to))}::text[]) with ordinality as sent(envelope, n)
            order by n`,
      );
      from = to;
    }
    return envelopes.map(() => undefined);
  });

  return {
    async publish(stream, message) {
      const envelope = JSON.stringify({ s: stream, m: message === undefined ? null : message });
      const bytes = Buffer.byteLength(envelope);
      if (bytes <= NOTIFY_MAX_BYTES) {
        await notify(envelope);
        return;
      }
      if (bytes > MAX_MESSAGE_BYTES) {
        throw new LiveMessageTooLargeError(
          `A live message on ${stream} is ${bytes} bytes; the limit is ${MAX_MESSAGE_BYTES}. Publish a link to the data instead.`,
        );
      }
      const base64 = Buffer.from(envelope, "utf8").toString("base64");
      const id = randomUUID();
      const count = Math.ceil(base64.length / CHUNK_CHARS);
      await db.drizzle.transaction(async (tx) => {
        for (let index = 0; index < count; index += 1) {
          const chunk = base64.slice(index * CHUNK_CHARS, (index + 1) * CHUNK_CHARS);
          await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${`c:${id}:${index}:${count}:${chunk}`})`);
        }
      });
    },
    subscribe(stream, listener) {
      return addListener(listeners, stream, listener);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      for (const entry of partial.values()) clearTimeout(entry.timer);
      partial.clear();
      listeners.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

/** The bus for this database: PostgreSQL LISTEN/NOTIFY when there is a DATABASE_URL, in memory on PGlite. */
export async function openLiveBus(
  db: Database,
  config: Pick<Config, "databaseUrl">,
  log?: Log | undefined,
): Promise<LiveBus> {
  if (db.kind === "postgres" && config.databaseUrl) {
    return postgresBus({ db, databaseUrl: config.databaseUrl, log });
  }
  return inProcessBus();
}
