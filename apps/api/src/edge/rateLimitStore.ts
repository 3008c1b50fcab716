/**
 * The counters of every rate limit (@fastify/rate-limit's `store`) live in the database, so that a limit holds for
 * the whole deployment, not per process: two API processes on one PostgreSQL count the same hits. One code path on
 * both databases (PGlite is one process, and the same SQL is what its tests check); the limited routes (sign-in,
 * passwords, the contact form, uploads) are few and slow by nature, so one upsert per hit costs nothing that shows.
 *
 * A counter is a fixed window like the plugin's own store: the first hit opens it for `timeWindow`, each hit adds
 * one, and the first hit after it ends opens a new one. Each limit has its own counters: a route's limit by its
 * method and URL, a limiter made with `createRateLimit` by its name (`namedRateLimit`) or else by the order it was
 * made in (the same in every process running the same code). Keys are stored as SHA-256 (an address is personal
 * data); windows ended a minute ago are swept as hits come.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Database, queryRows } from "../db/client";
import { coalesced } from "../db/coalesced";
import { rateLimitCounters } from "../db/schema";

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string }; limitName?: string };

/** How often a process deletes ended windows (ms). */
const SWEEP_EVERY_MS = 60_000;

export type CounterStore = {
  /** Adds one hit to `key`'s window of `timeWindowMs` under limit `name`: the hits so far and the ms left. */
  hit(name: string, key: string, timeWindowMs: number): Promise<Result>;
};

type Hit = { keyHash: string; timeWindowMs: number };

/**
 * Hits arriving together (a burst of calls from one office) are counted together (`coalesced`): one upsert for the
 * batch, adding each key's hits at once; the callers of one key are told the counts in the order they called.
 */
export function databaseCounters(db: () => Database): CounterStore {
  let lastSweep = 0;
  const count = coalesced(async (hits: readonly Hit[]): Promise<Result[]> => {
    const byKey = new Map<string, { hits: number; timeWindowMs: number }>();
    for (const hit of hits) {
      const key = byKey.get(hit.keyHash) ?? { hits: 0, timeWindowMs: hit.timeWindowMs };
      key.hits += 1;
      byKey.set(hit.keyHash, key);
    }
    const keys = [...byKey.entries()];
    const rows = await queryRows<{ key_hash: string; hits: number; ttl_ms: number | string }>(
      db(),
      sql`insert into ${rateLimitCounters} as c (key_hash, hits, window_ends_at)
          select hit.key_hash, hit.hits, now() + hit.window_ms * interval '1 millisecond'
          from unnest(
            ${sql.param(keys.map(([keyHash]) => keyHash))}::text[],
            ${sql.param(keys.map(([, key]) => key.hits))}::integer[],
            ${sql.param(keys.map(([, key]) => key.timeWindowMs))}::double precision[]
          ) as hit(key_hash, hits, window_ms)
          on conflict (key_hash) do update set
            hits = case when c.window_ends_at <= now() then excluded.hits else c.hits + excluded.hits end,
            window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at
                                  else c.window_ends_at end
          returning key_hash, hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::bigint as ttl_ms`,
    );
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await queryRows(
        db(),
        sql`delete from ${rateLimitCounters} where window_ends_at < now() - interval '1 minute'`,
      ).catch(() => {});
    }
    // Each key's total after the batch: its callers were the last `hits` of them, in the order they called.
    const after = new Map(rows.map((row) => [row.key_hash, row]));
    const told = new Map<string, number>();
    return hits.map((hit) => {
      const row = after.get(hit.keyHash);
      const before = told.get(hit.keyHash) ?? 0;
      told.set(hit.keyHash, before + 1);
      const total = Number(row?.hits ?? 1);
      const batched = byKey.get(hit.keyHash)?.hits ?? 1;
      return {
        current: total - batched + before + 1,
        ttl: Math.max(0, Number(row?.ttl_ms ?? hit.timeWindowMs)),
      };
    });
  });
  return {
    hit(name, key, timeWindowMs) {
      const keyHash = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
      return count({ keyHash, timeWindowMs });
    },
  };
}

/**
 * The plugin's store class over `counters`: the plugin makes one per server and a child per limit.
 */
export function sharedRateLimitStore(counters: CounterStore) {
  let made = 0;
  class Store {
    constructor(
      _options?: unknown,
      private readonly name = "global",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(this.name, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }

    child(routeOptions: object) {
      const options = routeOptions as ChildOptions;
      const route = options.routeInfo;
      if (route?.url) return new Store(undefined, `${[route.method].flat().join(",")} ${route.url}`);
      made += 1;
      return new Store(undefined, options.limitName ?? `limiter#${made}`);
    }
  }
  return Store;
}

/** A limiter of `createRateLimit` with its own name: its counters stay its own whatever is made before it. */
export function namedRateLimit(
  fastify: FastifyInstance,
  name: string,
  options: NonNullable<Parameters<FastifyInstance["createRateLimit"]>[0]>,
): (request: FastifyRequest) => ReturnType<ReturnType<FastifyInstance["createRateLimit"]>> {
  const limiter = fastify.createRateLimit({ ...options, limitName: name } as typeof options);
  return (request) => limiter(request);
}
