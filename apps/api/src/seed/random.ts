/**
 * The seed's source of chance: a small seeded generator (sfc32) instead of faker's, whose per-call cost made a
 * million candidates take most of an hour. Same seed, same sequence; `fork(label)` gives an independent stream,
 * so each table draws from its own and changing how one table is generated leaves the others as they were.
 */

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** Between `min` and `max` distinct items. */
  sampleBetween<T>(items: readonly T[], min: number, max: number): T[];
  /** An independent generator, the same for the same label. */
  fork(label: string): Random;
};

/** Picks by weight: built once per table of `[value, weight]`, then one draw per call. */
export type Weighted<T> = (random: Random) => T;

/** 128 bits of state from a text (cyrb128): the seed of a stream. */
function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1_779_033_703;
  let h2 = 3_144_134_277;
  let h3 = 1_013_904_242;
  let h4 = 2_773_480_762;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597_399_067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2_869_860_233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951_274_213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2_716_044_179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597_399_067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2_869_860_233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951_274_213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2_716_044_179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export function createRandom(seed: string | number): Random {
  const label = String(seed);
  let [a, b, c, d] = hashSeed(label);
  const next = () => {
    // sfc32: fast, passes PractRand, and needs nothing but 32-bit integer arithmetic.
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  // The first outputs of a fresh state are poorly mixed.
  for (let index = 0; index < 12; index++) next();
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = items.slice();
    const size = Math.min(count, pool.length);
    for (let index = 0; index < size; index++) {
      const other = int(index, pool.length - 1);
      const item = pool[other] as T;
      pool[other] = pool[index] as T;
      pool[index] = item;
    }
    return pool.slice(0, size);
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    sample,
    sampleBetween: (items, min, max) => sample(items, int(min, max)),
    fork: (name) => createRandom(`${label}/${name}`),
  };
}

export function weighted<T>(choices: readonly (readonly [T, number])[]): Weighted<T> {
  const values = choices.map(([value]) => value);
  const bounds: number[] = [];
  let total = 0;
  for (const [, weight] of choices) {
    total += weight;
    bounds.push(total);
  }
  return (random) => {
    const roll = random.next() * total;
    for (let index = 0; index < bounds.length; index++) {
      if (roll < (bounds[index] as number)) return values[index] as T;
    }
    return values.at(-1) as T;
  };
}
