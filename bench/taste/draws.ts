/** Draws on top of bench/random.ts's seeded generator, for building worlds from a seed. */

export const between = (random: () => number, lo: number, hi: number) => lo + (hi - lo) * random();

export const intBetween = (random: () => number, lo: number, hi: number) =>
  lo + Math.floor(random() * (hi - lo + 1));

export const chance = (random: () => number, p: number) => random() < p;

/** A standard normal draw (Box–Muller); `1 - random()` keeps the logarithm finite. */
export function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** One item, each as likely as its weight. */
export function weightedPick<T>(
  random: () => number,
  items: readonly T[],
  weight: (item: T, index: number) => number,
): T {
  const weights = items.map(weight);
  let left = random() * weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) {
    left -= w;
    if (left < 0) return items[i]!;
  }
  return items.at(-1)!;
}

/**
 * An item of `items` with the first far likelier than the last (weights 1, ½, ⅓…), as a few acts
 * and venues take most of a city's dates.
 */
export const zipfPick = <T>(random: () => number, items: readonly T[]): T =>
  weightedPick(random, items, (_, i) => 1 / (i + 1));

/** A 32-bit seed from text (FNV-1a): each family's seed 1 is its own world. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
