import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createYieldingPglite } from "./yieldingPglite";

/** Runs `queries` one after the other and says whether a `setImmediate` scheduled before them ran before the last. */
async function loopTurnedDuring(queries: () => Promise<unknown>): Promise<boolean> {
  let turned = false;
  setImmediate(() => {
    turned = true;
  });
  await queries();
  return turned;
}

describe("PGlite and the event loop", () => {
  let plain: PGlite;
  let yielding: PGlite;
  beforeAll(async () => {
    [plain, yielding] = await Promise.all([PGlite.create("memory://"), createYieldingPglite("memory://", {})]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), yielding?.close()]);
  });

  it("plain PGlite holds the loop for a whole chain of queries (why the yielding client exists)", async () => {
    expect(await loopTurnedDuring(async () => [await plain.query("select 1"), await plain.query("select 2")])).toBe(
      false,
    );
  });

  it("the server's PGlite lets the loop turn between queries", async () => {
    expect(
      await loopTurnedDuring(async () => [await yielding.query("select 1"), await yielding.query("select 2")]),
    ).toBe(true);
  });

  it("and between the queries of a transaction, which still commit in order", async () => {
    await yielding.exec("create table if not exists t (n int)");
    const turned = await loopTurnedDuring(() =>
      yielding.transaction(async (tx) => {
        await tx.query("insert into t values (1)");
        await tx.query("insert into t values (2)");
      }),
    );
    expect(turned).toBe(true);
    const { rows } = await yielding.query<{ n: number }>("select n from t order by n");
    expect(rows.map((row) => row.n)).toEqual([1, 2]);
  });
});
