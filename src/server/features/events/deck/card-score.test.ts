import { describe, expect, it } from 'vitest';
import { PRICE_BANDS } from '#shared/deck-preferences.ts';
import { popularity, scoreCandidate } from './card-score.ts';
import type { CandidateRow } from './candidate-pool.ts';
import { buildTaste, type SwipeTraits } from './taste-model.ts';
import { eventTraits } from '#test/support/server/deck-traits.ts';

let id = 0;
const row = (overrides: Partial<CandidateRow> = {}): CandidateRow => ({
  ...eventTraits({ band: PRICE_BANDS.under50, leadDays: 1 }),
  id: ++id,
  likeCount: 0,
  swipeCount: 0,
  soon: true,
  ...overrides,
});
const passes = (n: number): SwipeTraits[] =>
  Array.from({ length: n }, (_, i) => ({
    ...row({ category: i % 2 ? 'art' : 'dance', band: PRICE_BANDS.under25 }),
    action: 'passed',
    ageDays: 0,
  }));
const none = new Map<number, number>();
const gap = (swipes: SwipeTraits[], a: CandidateRow, b: CandidateRow) => {
  const taste = buildTaste(swipes, [], undefined);
  return scoreCandidate(taste, a, none, 0).score - scoreCandidate(taste, b, none, 0).score;
};

describe('card score for a new person', () => {
  const free = row({ band: PRICE_BANDS.free });
  const dear = row({ band: PRICE_BANDS.from50 });
  const tomorrow = row({ leadDays: 1 });
  const nextMonth = row({ leadDays: 30 });

  it('puts free before dear and tomorrow before next month, fading as they swipe', () => {
    expect(gap([], free, dear)).toBeGreaterThan(0.6);
    expect(gap([], tomorrow, nextMonth)).toBeGreaterThan(1.2);
    // Their own swipes (none of these prices or categories) take over.
    expect(gap(passes(40), free, dear)).toBeLessThan(gap([], free, dear) / 5);
  });

  it('leaves the price to the range the profile sets', () => {
    const underFifty = row({ band: PRICE_BANDS.under50 });
    expect(gap([], free, underFifty)).toBeGreaterThan(0.4);
    const taste = buildTaste([], [], {
      preferredTime: 'any',
      priceRange: 'under-50',
      homeNeighborhood: null,
      maxDistanceMiles: null,
    });
    const score = (r: CandidateRow) => scoreCandidate(taste, r, none, 0).score;
    expect(score(free)).toBeCloseTo(score(underFifty));
  });
});

describe('popularity, drawn per person', () => {
  const unseen = { likeCount: 0, swipeCount: 0 };
  const loved = { likeCount: 30, swipeCount: 30 };
  const passed = { likeCount: 0, swipeCount: 30 };

  it('draws widely for an event few have seen and closely for one many have', () => {
    const range = (c: typeof unseen) => popularity(c, 1).drawn - popularity(c, -1).drawn;
    expect(range(unseen)).toBeGreaterThan(2);
    expect(range(loved)).toBeLessThan(1);
    expect(range(passed)).toBeLessThan(range(unseen));
  });

  it('never lets a draw put what everyone passed above what everyone loved', () => {
    // Far past the bound: a draw counts at most MAX_DRAW deviations.
    expect(popularity(loved, -50).drawn).toBeGreaterThan(popularity(passed, 50).drawn);
    expect(popularity(loved, -50).drawn).toBeGreaterThan(popularity(unseen, 2).drawn);
  });

  it('keeps the expected popularity, which the reason reads, apart from the draw', () => {
    const taste = buildTaste([], [], undefined);
    const card = row(loved);
    const low = scoreCandidate(taste, card, none, -1);
    const high = scoreCandidate(taste, card, none, 1);
    expect(high.score).toBeGreaterThan(low.score);
    expect(high.parts.pop).toBe(low.parts.pop);
    expect(low.parts.pop).toBeGreaterThan(1);
  });
});
