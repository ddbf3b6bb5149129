/** Positions are 1-based and inclusive, as the table prints them. */
export interface Band {
  from: number;
  to: number;
}

/** A new person's first cards, and the cards once the deck has had twenty swipes to learn. */
export const FIRST_CARDS: Band = { from: 1, to: 10 };
export const LATER_CARDS: Band = { from: 21, to: 60 };

/** The mean, 0 for none. */
export const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/** Mean like chance of the cards at the band's positions of `shown`. */
export const bandMean = (shown: readonly number[], band: Band) =>
  mean(shown.slice(band.from - 1, band.to));

/**
 * The share of the achievable gain over a random order that `deck` takes: 0 is no better than
 * random, 1 is the best possible order for that person.
 */
export function capture(deck: number, random: number, best: number): number {
  return best - random <= 0 ? 0 : (deck - random) / (best - random);
}

/**
 * The "twice soonest-first" target of one band: met, not met, or out of reach where even the best
 * possible order is not twice soonest-first, as where the hidden taste is mostly "soon"
 * (docs/decisions/019-twice-soonest-first-where-an-order-can-reach-it.md). Out of reach names how
 * far the best order and the deck got.
 */
export function twiceSoonest(r: { deck: number; soonest: number; best: number }): string {
  const times = (x: number) => `${(x / r.soonest).toFixed(2)}×`;
  if (r.best < 2 * r.soonest)
    return `out of reach: the best order is ${times(r.best)}, the deck ${times(r.deck)}`;
  return r.deck >= 2 * r.soonest ? 'met' : 'NOT met';
}

/** The largest count of one category among any `window` consecutive cards. */
export function mostOfOneCategory(categories: readonly string[], window = 10): number {
  let most = 0;
  for (let start = 0; start + window <= categories.length; start += 1) {
    const counts = new Map<string, number>();
    for (const c of categories.slice(start, start + window)) {
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    most = Math.max(most, ...counts.values());
  }
  return most;
}

export interface Spread {
  mean: number;
  /** Sample standard deviation over the values; 0 for fewer than two. */
  sd: number;
  min: number;
  max: number;
}

/** How a measure spreads over seeds. */
export function spread(values: readonly number[]): Spread {
  const m = mean(values);
  const sd =
    values.length < 2
      ? 0
      : Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
  return {
    mean: m,
    sd,
    min: values.length === 0 ? 0 : Math.min(...values),
    max: values.length === 0 ? 0 : Math.max(...values),
  };
}
