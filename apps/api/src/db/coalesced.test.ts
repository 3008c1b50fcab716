import { describe, expect, it } from "vitest";
import { coalesced } from "./coalesced";

/** A run that records its batches and answers each input doubled; `gate` holds a run in flight until opened. */
function recorder() {
  const batches: number[][] = [];
  let open: () => void = () => {};
  let gate: Promise<void> | null = null;
  return {
    batches,
    hold() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
    run: async (inputs: readonly number[]) => {
      batches.push([...inputs]);
      if (gate) await gate;
      return inputs.map((input) => (input < 0 ? new Error(`negative ${input}`) : input * 2));
    },
  };
}

describe("coalesced", () => {
  it("runs the calls made in the same turn together, each answered its own outcome", async () => {
    const record = recorder();
    const double = coalesced(record.run);
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(record.batches).toEqual([[1, 2, 3]]);
  });

  it("runs the calls made while a run is in flight together, after it", async () => {
    const record = recorder();
    const double = coalesced(record.run);
    record.hold();
    const first = double(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(record.batches).toEqual([[1]]);
    const later = [double(2), double(3), double(4)];
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Runs never overlap: the three wait while the first run is in flight.
    expect(record.batches).toEqual([[1]]);
    record.release();
    expect(await first).toBe(2);
    expect(await Promise.all(later)).toEqual([4, 6, 8]);
    expect(record.batches).toEqual([[1], [2, 3, 4]]);
  });

  it("takes at most maxBatch inputs a run, in the order of the calls", async () => {
    const record = recorder();
    const double = coalesced(record.run, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => double(n)))).toEqual([2, 4, 6, 8, 10]);
    expect(record.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("rejects only the call whose outcome is an error, and every call of a run that throws", async () => {
    const record = recorder();
    const double = coalesced(record.run);
    const outcomes = await Promise.allSettled([double(1), double(-2), double(3)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error("negative -2"));

    const failing = coalesced<number, number>(async () => {
      throw new Error("database down");
    });
    const failed = await Promise.allSettled([failing(1), failing(2)]);
    expect(failed.map((outcome) => (outcome as PromiseRejectedResult).reason?.message)).toEqual([
      "database down",
      "database down",
    ]);
    // The operation is not stuck after a failed run.
    expect(await double(5)).toBe(10);
  });

  it("refuses a run that answers for fewer inputs than it was given", async () => {
    const short = coalesced<number, number>(async (inputs) => inputs.slice(1));
    const outcomes = await Promise.allSettled([short(1), short(2)]);
    expect(outcomes.every((outcome) => outcome.status === "rejected")).toBe(true);
  });
});
