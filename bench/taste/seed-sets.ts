/**
 * The two seed sets of bench:taste. Tuning seeds are for choosing methods and settings: run them
 * as often as you like. Held-out seeds are never used for choosing; they are run to judge a deck
 * once its methods are chosen, so the verdict is not a score the deck was fitted to. Fixed here so
 * every run of a set plays the same worlds (the catalogue's weekdays still move with the day it
 * runs).
 */
export const SEED_SETS = {
  tuning: [1, 2, 3, 4, 5, 6],
  'held-out': [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010],
} as const;

export type SeedSet = keyof typeof SEED_SETS;

export function seedSetOf(name: string): SeedSet {
  if (name === 'tuning' || name === 'held-out') return name;
  throw new Error('TASTE_SET must be tuning or held-out');
}

/** The set's seeds, or its first `count`. */
export const seedsOf = (set: SeedSet, count?: number): number[] =>
  SEED_SETS[set].slice(0, count ?? SEED_SETS[set].length);
