/**
 * The page is picked card by card from the scored candidates (docs/deck-ranking.md#re-rank): the
 * best by its upper confidence bound (card-score.ts explores as much as the model is unsure), never a sixth card of one category in ten or a fourth in a row while another category
 * is left, and a card from tonight or tomorrow at least every TONIGHT_EVERY cards when there is one.
 */

export interface Candidate {
  id: number;
  category: string;
  /** The score with its uncertainty's lift (an upper confidence bound). */
  score: number;
  /** The score under the weights' posterior means. */
  mean: number;
  /** Starts (or is on) today or tomorrow in New York. */
  soon: boolean;
}

export type Pick = 'best' | 'explore' | 'tonight';

/**
 * A card its uncertainty chose although its expected score is this far (log-odds) below the best card's
 * is told as exploration: the model is trying it, not sure of it.
 */
const EXPLORED_BELOW = 1;
const TONIGHT_EVERY = 12;
/** At most this many of one category in any ten cards in a row, and this many in a row. */
export const MAX_IN_TEN = 5;
const MAX_RUN = 3;

/** What the deck dealt just before this page: categories (newest last) and cards since a soon one. */
export interface DeckHistory {
  recent: string[];
  sinceSoon: number;
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
      const drawn = bestBy(pool, (c) => c.score)!;
      const expected = bestBy(pool, (c) => c.mean)!;
      const explore = drawn.mean < expected.mean - EXPLORED_BELOW;
      chosen = { candidate: drawn, pick: explore ? 'explore' : 'best' };
    }
    picks.push(chosen);
    left.delete(chosen.candidate);
    recent.push(chosen.candidate.category);
    sinceSoon = chosen.candidate.soon ? 0 : sinceSoon + 1;
  }
  return { picks, history: { recent: recent.slice(-(10 - 1)), sinceSoon } };
}
