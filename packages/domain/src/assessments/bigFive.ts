/**
 * The cultural-fit questionnaire: the IPIP Big-Five Factor Markers, 50 items (Goldberg, 1992; public domain,
 * ipip.ori.org). Each item is a statement the candidate rates from 1 ("very inaccurate") to 5 ("very accurate");
 * ten items per trait, in the published order (extraversion, agreeableness, conscientiousness, emotional stability,
 * intellect/imagination, repeated), some of them keyed in reverse. The texts live with the pages that show them;
 * this module holds what scoring needs, so the server scores with the same key the page was drawn from.
 *
 * IPIP's fourth factor is emotional stability; the candidate record stores its opposite, `neuroticism`, so its items
 * are keyed here towards neuroticism (IPIP's "+" items of stability count in reverse).
 */
import type { BigFiveTrait } from "./bigFiveTraits";

export { BIG_FIVE_TRAIT_LABELS, BIG_FIVE_TRAITS, type BigFiveTrait } from "./bigFiveTraits";

export type BigFiveItem = {
  /** 1 to 50, the published item number. */
  readonly number: number;
  readonly trait: BigFiveTrait;
  /** A reversed item counts 6 − answer: agreeing with it means less of the trait. */
  readonly reversed: boolean;
};

/** The scoring key in item order: "+" keyed towards the trait, "−" reversed. */
const KEYS: readonly (readonly [BigFiveTrait, "+" | "-"])[] = [
  ["extraversion", "+"],
  ["agreeableness", "-"],
  ["conscientiousness", "+"],
  ["neuroticism", "+"],
  ["openness", "+"],
  ["extraversion", "-"],
  ["agreeableness", "+"],
  ["conscientiousness", "-"],
  ["neuroticism", "-"],
  ["openness", "-"],
  ["extraversion", "+"],
  ["agreeableness", "-"],
  ["conscientiousness", "+"],
  ["neuroticism", "+"],
  ["openness", "+"],
  ["extraversion", "-"],
  ["agreeableness", "+"],
  ["conscientiousness", "-"],
  ["neuroticism", "-"],
  ["openness", "-"],
  ["extraversion", "+"],
  ["agreeableness", "-"],
  ["conscientiousness", "+"],
  ["neuroticism", "+"],
  ["openness", "+"],
  ["extraversion", "-"],
  ["agreeableness", "+"],
  ["conscientiousness", "-"],
  ["neuroticism", "+"],
  ["openness", "-"],
  ["extraversion", "+"],
  ["agreeableness", "-"],
  ["conscientiousness", "+"],
  ["neuroticism", "+"],
  ["openness", "+"],
  ["extraversion", "-"],
  ["agreeableness", "+"],
  ["conscientiousness", "-"],
  ["neuroticism", "+"],
  ["openness", "+"],
  ["extraversion", "+"],
  ["agreeableness", "+"],
  ["conscientiousness", "+"],
  ["neuroticism", "+"],
  ["openness", "+"],
  ["extraversion", "-"],
  ["agreeableness", "+"],
  ["conscientiousness", "+"],
  ["neuroticism", "+"],
  ["openness", "+"],
];

export const BIG_FIVE_ITEMS: readonly BigFiveItem[] = KEYS.map(([trait, key], index) => ({
  number: index + 1,
  trait,
  reversed: key === "-",
}));

export const BIG_FIVE_ITEM_COUNT = 50;
/** The answer scale: 1 very inaccurate, 2 moderately inaccurate, 3 neither, 4 moderately accurate, 5 very accurate. */
export const BIG_FIVE_SCALE = [1, 2, 3, 4, 5] as const;

export type BigFiveScores = Record<BigFiveTrait, number>;

/** Whether `answers` is a complete questionnaire: 50 answers, each a whole number from 1 to 5. */
export function isCompleteBigFive(answers: readonly unknown[]): answers is readonly number[] {
  return (
    answers.length === BIG_FIVE_ITEM_COUNT &&
    answers.every((answer) => typeof answer === "number" && Number.isInteger(answer) && answer >= 1 && answer <= 5)
  );
}

/**
 * Each trait from 0 (every item at the trait's low end) to 100 (every item at its high end): the sum of the trait's
 * ten keyed answers (10 to 50), scaled linearly and rounded. No population norms are applied, so this is a position
 * on the scale, not a percentile. Throws on an incomplete questionnaire: callers check with `isCompleteBigFive`.
 */
export function scoreBigFive(answers: readonly number[]): BigFiveScores {
  if (!isCompleteBigFive(answers)) throw new RangeError("The Big Five needs 50 answers from 1 to 5.");
  const sums: BigFiveScores = { extraversion: 0, agreeableness: 0, conscientiousness: 0, neuroticism: 0, openness: 0 };
  for (const item of BIG_FIVE_ITEMS) {
    const answer = answers[item.number - 1] as number;
    sums[item.trait] += item.reversed ? 6 - answer : answer;
  }
  const scaled = (sum: number) => Math.round(((sum - 10) / 40) * 100);
  return {
    extraversion: scaled(sums.extraversion),
    agreeableness: scaled(sums.agreeableness),
    conscientiousness: scaled(sums.conscientiousness),
    neuroticism: scaled(sums.neuroticism),
    openness: scaled(sums.openness),
  };
}

/** A 0–100 score in words: low below 35, high from 65, in between average. */
export type TraitLevel = "low" | "average" | "high";

export function traitLevel(score: number): TraitLevel {
  if (score < 35) return "low";
  if (score >= 65) return "high";
  return "average";
}
