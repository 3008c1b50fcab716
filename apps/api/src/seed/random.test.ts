import { describe, expect, it } from "vitest";
import { createRandom, weighted } from "./random";

const draws = (seed: string, count = 5) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe("the seed's generator", () => {
  it("repeats itself for the same seed and differs for another", () => {
    expect(draws("seleta")).toEqual(draws("seleta"));
    expect(draws("seleta")).not.toEqual(draws("seleta2"));
    for (const value of draws("seleta", 1000)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it("forks streams that do not depend on how much the parent drew", () => {
    const quiet = createRandom("seed");
    const busy = createRandom("seed");
    for (let index = 0; index < 100; index++) busy.next();
    const a = quiet.fork("candidates");
    const b = busy.fork("candidates");
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
    expect(createRandom("seed").fork("jobs").next()).not.toEqual(createRandom("seed").fork("candidates").next());
  });

  it("draws integers over the whole range, both ends included", () => {
    const random = createRandom("ints");
    const seen = new Set(Array.from({ length: 2000 }, () => random.int(-2, 3)));
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it("samples distinct items, never more than there are", () => {
    const random = createRandom("sample");
    const items = ["a", "b", "c", "d", "e", "f"];
    for (let index = 0; index < 100; index++) {
      const sample = random.sample(items, 4);
      expect(new Set(sample).size).toBe(4);
      for (const item of sample) expect(items).toContain(item);
    }
    expect(random.sample(items, 10).sort()).toEqual(items);
    const sizes = new Set(Array.from({ length: 300 }, () => random.sampleBetween(items, 1, 3).length));
    expect([...sizes].sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });

  it("picks by weight", () => {
    const random = createRandom("weights");
    const pick = weighted([
      ["often", 80],
      ["rarely", 20],
      ["never", 0],
    ] as const);
    const counts = { often: 0, rarely: 0, never: 0 };
    for (let index = 0; index < 10_000; index++) counts[pick(random)]++;
    expect(counts.never).toBe(0);
    expect(counts.often / 10_000).toBeCloseTo(0.8, 1);
  });
});
