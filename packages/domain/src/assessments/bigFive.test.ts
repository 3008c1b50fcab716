import { describe, expect, it } from "vitest";
import { BIG_FIVE_ITEMS, BIG_FIVE_TRAITS, isCompleteBigFive, scoreBigFive, traitLevel } from "./bigFive";

const all = (answer: number) => Array.from({ length: 50 }, () => answer);

/** Answers that agree fully with every item keyed towards `trait` and disagree with its reversed ones. */
function highOn(trait: string, base = 3): number[] {
  return BIG_FIVE_ITEMS.map((item) => (item.trait === trait ? (item.reversed ? 1 : 5) : base));
}

describe("the IPIP Big-Five 50-item key", () => {
  it("has ten items per trait, in the published E, A, C, N, O cycle", () => {
    for (const trait of BIG_FIVE_TRAITS) {
      expect(BIG_FIVE_ITEMS.filter((item) => item.trait === trait)).toHaveLength(10);
    }
    expect(BIG_FIVE_ITEMS.slice(0, 5).map((item) => item.trait)).toEqual([
      "extraversion",
      "agreeableness",
      "conscientiousness",
      "neuroticism",
      "openness",
    ]);
  });

  it("reverses the published items ('Don't talk a lot', 'Insult people', 'Seldom feel blue'…)", () => {
    const reversed = BIG_FIVE_ITEMS.filter((item) => item.reversed).map((item) => item.number);
    expect(reversed).toEqual([2, 6, 8, 9, 10, 12, 16, 18, 19, 20, 22, 26, 28, 30, 32, 36, 38, 46]);
  });
});

describe("scoreBigFive", () => {
  it("scores every trait at the middle when every answer is 'neither'", () => {
    expect(scoreBigFive(all(3))).toEqual({
      extraversion: 50,
      agreeableness: 50,
      conscientiousness: 50,
      neuroticism: 50,
      openness: 50,
    });
  });

  it("counts reversed items in reverse: agreeing with everything is not the top of any trait", () => {
    const scores = scoreBigFive(all(5));
    // Extraversion has five reversed items: 5×5 + 5×1 = 30 of 10..50 → 50.
    expect(scores.extraversion).toBe(50);
    // Neuroticism has two reversed items: 8×5 + 2×1 = 42 → 80.
    expect(scores.neuroticism).toBe(80);
    // Openness has three: 7×5 + 3×1 = 38 → 70.
    expect(scores.openness).toBe(70);
  });

  it("reaches 100 on a trait only with every keyed item agreed and every reversed one refused", () => {
    for (const trait of BIG_FIVE_TRAITS) {
      const scores = scoreBigFive(highOn(trait));
      expect(scores[trait]).toBe(100);
      for (const other of BIG_FIVE_TRAITS.filter((name) => name !== trait)) expect(scores[other]).toBe(50);
    }
    const lowest = BIG_FIVE_ITEMS.map((item) => (item.reversed ? 5 : 1));
    expect(Object.values(scoreBigFive(lowest))).toEqual([0, 0, 0, 0, 0]);
  });

  it("refuses an incomplete or out-of-scale questionnaire", () => {
    expect(isCompleteBigFive(all(3).slice(1))).toBe(false);
    expect(isCompleteBigFive([...all(3).slice(1), 6])).toBe(false);
    expect(isCompleteBigFive([...all(3).slice(1), 2.5])).toBe(false);
    expect(isCompleteBigFive(all(1))).toBe(true);
    expect(() => scoreBigFive([...all(3).slice(1), 0])).toThrow(RangeError);
  });
});

describe("traitLevel", () => {
  it("reads a score as low, average or high", () => {
    expect([0, 34, 35, 64, 65, 100].map(traitLevel)).toEqual(["low", "low", "average", "average", "high", "high"]);
  });
});
