import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";

/**
 * PGlite that gives the event loop a turn before each query.
 *
 * PGlite runs PostgreSQL on the server's own thread, and none of its calls waits on real I/O: a query, its
 * continuation in our code and the next query all run as microtasks. While admitted requests keep querying, the
 * event loop never reaches its poll and timer phases: new requests are not read from their sockets, admission
 * control's deadlines do not fire, and the wait a request spends unread counts nowhere (it was seen as seconds of
 * event-loop delay, which made load shedding refuse everything). One `setImmediate` before each query lets sockets
 * be read and timers fire between queries, so the longest stretch the loop is held is one query and the code around
 * it; a request's wait then happens in admission control's queue, where its deadline bounds it.
 *
 * Every query and exec, inside a transaction or not, goes through `_runExclusiveQuery` (PGlite's query mutex); the
 * turn is taken once the mutex is held, so queries keep their order. PGlite's `create` builds its own class, so the
 * subclass is constructed directly and then awaited ready.
 */
class YieldingPGlite extends PGlite {
  override _runExclusiveQuery<T>(query: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await nextTurn();
      return query();
    });
  }
}

export async function createYieldingPglite(dataDir: string, options: PGliteOptions): Promise<PGlite> {
  const client = new YieldingPGlite(dataDir, options);
  await client.waitReady;
  return client;
}
