/**
 * The page is picked card by card from the scored candidates (docs/deck-ranking.md#re-rank):
 * mostly the best-scoring card, now and then the card the model knows least about (exploration),
 * never a sixth card of one category in ten or a fourth in a row while another category is left,
 * and a card from tonight or tomorrow at least every TONIGHT_EVERY cards when there is one.
 */

export interface Candidate {
  id: number;
  category: string;
  score: number;
  uncertainty: number;
  /** Starts (or is on) today or tomorrow in New York. */
  soon: boolean;
}

export type Pick = 'best' | 'explore' | 'tonight';

/** Share of the cards chosen to learn rather than to please. */
export const EXPLORE_SHARE = 0.06;
/** How much an unknown attribute is worth when exploring (upper-confidence style). */
const EXPLORE_BONUS = 2.5;
const TONIGHT_EVERY = 12;
/** At most this many of one category in any ten cards in a row, and this many in a row. */
export const MAX_IN_TEN = 5;
const MAX_RUN = 3;

/** What the deck dealt just before this page: categories (newest last) and cards since a soon one. */
export interface DeckHistory {
  recent: string[];
  sinceSoon: number;
}

/** A small seeded generator (mulberry32) from a string: the same state deals the same page. */
export function seededRandom(seedText: string): () => number {
  let a = 0;
  for (let i = 0; i < seedText.length; i += 1)
    a = (Math.imul(a, 31) + seedText.charCodeAt(i)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function fitsVariety(recent: readonly string[], category: string): boolean {
  const window = recent.slice(-(10 - 1));
  if (window.filter((c) => c === category).length >= MAX_IN_TEN) return false;
  const tail = recent.slice(-MAX_RUN);
  return !(tail.length === MAX_RUN && tail.every((c) => c === category));
}

function bestBy<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestValue = -Infinity;
  for (const item of items) {
    const v = value(item);
    if (v > bestValue) {
      best = item;
      bestValue = v;
    }
  }
  return best;
}

export function rerank<C extends Candidate>(
  candidates: readonly C[],
  size: number,
  history: DeckHistory,
  opts: { random: () => number },
): { picks: { candidate: C; pick: Pick }[]; history: DeckHistory } {
  const left = new Set(candidates);
  const recent = [...history.recent];
  let sinceSoon = history.sinceSoon;
  const picks: { candidate: C; pick: Pick }[] = [];
  while (picks.length < size && left.size > 0) {
    const all = [...left];
    const varied = all.filter((c) => fitsVariety(recent, c.category));
    // Only one category left (or loved): variety cannot be had, the deck still deals.
    const pool = varied.length > 0 ? varied : all;
    const soon = sinceSoon + 1 >= TONIGHT_EVERY ? pool.filter((c) => c.soon) : [];
    let chosen: { candidate: C; pick: Pick };
    if (soon.length > 0) {
      chosen = { candidate: bestBy(soon, (c) => c.score)!, pick: 'tonight' };
    } else {
      const best = bestBy(pool, (c) => c.score)!;
      const explore =
        opts.random() < EXPLORE_SHARE
          ? bestBy(pool, (c) => c.score + EXPLORE_BONUS * c.uncertainty)!
          : best;
      chosen = { candidate: explore, pick: explore === best ? 'best' : 'explore' };
    }
    picks.push(chosen);
    left.delete(chosen.candidate);
    recent.push(chosen.candidate.category);
    sinceSoon = chosen.candidate.soon ? 0 : sinceSoon + 1;
  }
  return { picks, history: { recent: recent.slice(-(10 - 1)), sinceSoon } };
}
