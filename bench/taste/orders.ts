import type { CatalogueEvent } from './catalogue.ts';
import type { Person } from './people.ts';
import { mean } from './score.ts';

/** Position by position, the chance a person would have had in each order the deck is judged against. */
export interface Baselines {
  random: number[];
  soonest: number[];
  best: number[];
}

/**
 * The orders the deck is judged against, made computable for stateful tastes:
 * - every position is judged by the taste in force at that swipe, so after a drift random,
 *   soonest-first and best are the new taste's;
 * - they use the chance of a person who is not tired of anything (no variety term). Tiring only
 *   lowers a chance, so the best order stays an upper bound of every order, and a deck that
 *   deals a variety seeker five of what they just loved pays for it in its own chances, which are
 *   the ones met while swiping;
 * - the best order deals, up to a drift, the cards the first taste rates highest, and from the
 *   drift on the cards the new taste rates highest among those not dealt yet (each position at
 *   its best given the taste in force, no card twice).
 * Random is the mean chance over the catalogue (the expected card of a random order); `soonest`
 * is the catalogue's order by start, the indices of `events` soonest first.
 */
export function baselines(
  person: Person,
  events: readonly CatalogueEvent[],
  soonest: readonly number[],
  swipes: number,
): Baselines {
  const driftAt = Math.min(person.taste.drift?.at ?? swipes, swipes);
  const before = events.map((e) => person.chance(e, 0));
  const after = driftAt < swipes ? events.map((e) => person.chance(e, driftAt)) : before;
  const inForce = (position: number) => (position < driftAt ? before : after);
  const randomBefore = mean(before);
  const randomAfter = mean(after);

  const byBefore = events.map((_, i) => i).sort((a, b) => before[b]! - before[a]!);
  const dealt = byBefore.slice(0, driftAt);
  const taken = new Set(dealt);
  const byAfter = events
    .map((_, i) => i)
    .filter((i) => !taken.has(i))
    .sort((a, b) => after[b]! - after[a]!);
  const best = [
    ...dealt.map((i) => before[i]!),
    ...byAfter.slice(0, swipes - dealt.length).map((i) => after[i]!),
  ];

  const positions = Array.from({ length: swipes }, (_, p) => p);
  return {
    random: positions.map((p) => (p < driftAt ? randomBefore : randomAfter)),
    soonest: positions.map((p) => inForce(p)[soonest[p]!]!),
    best,
  };
}
